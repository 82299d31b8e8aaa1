import { MUTE_DURATIONS, type TChatInfo, type TChatMessage } from '@sports/contracts';
import { EmojiText } from './EmojiText';
import { GiftLine } from './GiftLine';
import { EnterLine, RedPacketLine } from './MoneyLines';
import { NobleBadge, nobleTextColor } from './NobleBadge';
import type { TChatModeration } from './useChatModeration';

const ROLE_BADGE: Record<string, { text: string; cls: string } | undefined> = {
  anchor: { text: '主播', cls: 'bg-primary text-white' },
  manager: { text: '房管', cls: 'bg-sky-500 text-white' },
};

type TLineProps = {
  m: TChatMessage;
  barrage: boolean;
  info: TChatInfo | null;
  myId: number | null;
  moderation: TChatModeration;
};

/** One line of the chat: a gift, an entrance, a red packet, a system note or what someone typed. */
export function ChatLine(props: TLineProps) {
  const { m, barrage } = props;
  if (m.type === 'gift') return <GiftLine m={m} barrage={barrage} />;
  if (m.type === 'enter' && !barrage) return <EnterLine m={m} />;
  if (m.type === 'redpacket' && !barrage) return <RedPacketLine m={m} />;
  if (m.type === 'system')
    return (
      <li data-testid="chat-message" className={`text-center text-xs ${barrage ? 'text-white/80' : 'text-muted'}`}>
        {m.content}
      </li>
    );
  return <TextLine {...props} />;
}

function TextLine({ m, barrage, info, myId, moderation }: TLineProps) {
  const badge = ROLE_BADGE[m.role];
  return (
    <li data-testid="chat-message" className="group relative break-words">
      {badge && <span className={`mr-1 rounded px-1 text-[10px] ${badge.cls}`}>{badge.text}</span>}
      <NobleBadge rank={m.noble} />
      {info?.canMute && m.userId !== myId && m.role === 'user' ? (
        <button type="button" className="text-primary hover:underline" onClick={() => moderation.toggleMenu(m.id)}>
          {m.nickName}：
        </button>
      ) : (
        <span className={barrage ? 'text-amber-300' : 'text-primary'}>{m.nickName}：</span>
      )}
      <span data-testid="chat-content" style={{ color: nobleTextColor(m.noble) }}>
        <EmojiText content={m.content} size={barrage ? 28 : 22} />
      </span>
      {moderation.menuFor === m.id && <ModerationMenu m={m} isAnchor={!!info?.isAnchor} moderation={moderation} />}
    </li>
  );
}

function ModerationMenu({ m, isAnchor, moderation }: { m: TChatMessage; isAnchor: boolean; moderation: TChatModeration }) {
  const { muteMinutes, setMuteMinutes, act } = moderation;
  return (
    <span className="ml-2 inline-flex gap-1 align-middle">
      <select
        value={muteMinutes}
        onChange={(e) => setMuteMinutes(Number(e.target.value))}
        aria-label="禁言时长"
        className="rounded border border-line px-1 text-xs"
      >
        {MUTE_DURATIONS.map((t) => (
          <option key={t.minutes} value={t.minutes}>
            {t.label}
          </option>
        ))}
      </select>
      <button type="button" className="rounded border border-line px-1.5 text-xs hover:text-primary" onClick={() => act('forbid', m)}>
        禁言
      </button>
      {isAnchor && (
        <button type="button" className="rounded border border-line px-1.5 text-xs hover:text-primary" onClick={() => act('manager', m)}>
          设为房管
        </button>
      )}
    </span>
  );
}
