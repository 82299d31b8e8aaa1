import { splitEmoji } from '@sports/contracts';

/**
 * A chat message as plain text (React escapes it) with the codes of the known emoji set, e.g.
 * [微笑], shown as pictures. Unknown codes stay text; no HTML is ever interpreted.
 */
export function EmojiText({ content, size = 22 }: { content: string; size?: number }) {
  return (
    <>
      {splitEmoji(content).map((p, i) =>
        'emoji' in p ? (
          <img
            key={i}
            src={p.emoji.url}
            alt={p.emoji.code}
            title={p.emoji.name}
            width={size}
            height={size}
            className="inline-block align-text-bottom"
          />
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
