'use client';
/**
 * <GiftEffect>: the animation over the player for big gifts (effect 2: a banner sweeping across,
 * effect 3: full-screen). One at a time, queued; with prefers-reduced-motion the picture just
 * shows and fades (see styles: .gift-fx-*).
 */
import { useEffect } from 'react';
import type { TGiftShow } from './gift-show';

const SHOW_MS = { 2: 3000, 3: 4500 } as const;

export function GiftEffect({ queue, onDone }: { queue: TGiftShow[]; onDone: () => void }) {
  const current = queue[0];
  useEffect(() => {
    if (!current) return;
    const t = setTimeout(onDone, SHOW_MS[current.extra.effect >= 3 ? 3 : 2]);
    return () => clearTimeout(t);
  }, [current, onDone]);
  if (!current) return null;
  const full = current.extra.effect >= 3;
  return (
    <div
      key={current.key}
      data-testid="gift-effect"
      aria-live="polite"
      className={`pointer-events-none absolute inset-0 z-20 flex overflow-hidden ${full ? 'items-center justify-center bg-black/30' : 'items-start pt-6'}`}
    >
      <div
        className={
          full
            ? 'gift-fx-full flex flex-col items-center'
            : 'gift-fx-banner flex items-center gap-2 rounded-full bg-gradient-to-r from-rose-500/90 to-amber-400/90 py-1 pl-1 pr-4 text-white shadow-lg'
        }
      >
        <img src={current.extra.image} alt="" className={full ? 'h-40 w-40 drop-shadow-[0_0_24px_rgba(251,191,36,0.9)]' : 'h-12 w-12'} />
        <p className={full ? 'mt-2 rounded-full bg-black/50 px-4 py-1 text-lg font-semibold text-amber-300' : 'text-sm'}>
          {current.nickName} 送出 {current.extra.name} x{current.extra.count}
          {current.extra.comboCount > 1 ? ` 连击×${current.extra.comboCount}` : ''}
        </p>
      </div>
    </div>
  );
}
