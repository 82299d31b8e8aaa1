'use client';
import { useEffect, useRef, useState } from 'react';
import { EMOJI_SET } from '@sports/contracts';

/** The 表情 button of the chat input: a grid of the 75 emoji; a click inserts its code. */
export function EmojiPicker({ onPick, disabled }: { onPick: (code: string) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-label="表情"
        title="表情"
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        className="flex h-9 w-9 items-center justify-center rounded-full text-muted hover:text-primary disabled:opacity-50"
      >
        <img src={EMOJI_SET[0].url} alt="" width={22} height={22} />
      </button>
      {open && (
        <div
          data-testid="emoji-picker"
          className="absolute bottom-11 left-0 z-20 grid w-72 grid-cols-8 gap-1 rounded-lg border border-line bg-surface p-2 shadow-lg"
        >
          {EMOJI_SET.map((e) => (
            <button
              key={e.code}
              type="button"
              title={e.name}
              aria-label={e.name}
              onClick={() => {
                onPick(e.code);
                setOpen(false);
              }}
              className="flex h-8 w-8 items-center justify-center rounded hover:bg-primary-weak"
            >
              <img src={e.url} alt={e.code} width={24} height={24} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
