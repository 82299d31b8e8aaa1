import { useState } from 'react';
import { GIFT_COUNTS, type TGift } from '@sports/contracts';
import type { useGiftSend } from './useGiftSend';

type TProps = { picked: TGift | null; sender: ReturnType<typeof useGiftSend> };

/** The bar's bottom line: what is picked, the count (typed or from the list), 连击 while it runs, and 赠送. */
export function GiftSendRow({ picked, sender }: TProps) {
  const { sending, combo, left, send } = sender;
  const [count, setCount] = useState('1');
  const n = Number(count);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <span className="text-xs text-muted">{picked ? `已选：${picked.name}` : '请选择礼物'}</span>
      <label className="ml-auto flex items-center gap-1 text-xs text-muted">
        数量
        <input
          data-testid="gift-count"
          list="gift-counts"
          inputMode="numeric"
          value={count}
          onChange={(e) => setCount(e.target.value.replace(/\D/g, '').slice(0, 4))}
          className="w-20 rounded border border-line bg-page px-2 py-1 text-ink outline-none focus:border-primary"
        />
        <datalist id="gift-counts">
          {GIFT_COUNTS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </label>
      {combo ? (
        <button
          type="button"
          data-testid="gift-combo"
          disabled={sending}
          onClick={() => void send(combo.gift, combo.count)}
          className="rounded-full bg-gradient-to-r from-amber-500 to-rose-500 px-4 py-1.5 text-white shadow"
        >
          连击 ×{combo.n} <span className="text-xs opacity-80">{left}s</span>
        </button>
      ) : null}
      <button
        type="button"
        data-testid="gift-send"
        disabled={sending || !picked}
        onClick={() => picked && void send(picked, n)}
        className="rounded-full bg-primary px-4 py-1.5 text-white disabled:opacity-50"
      >
        赠送
      </button>
    </div>
  );
}
