import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, GIFT_COMBO_MS, GIFT_MAX_COUNT, MESSAGES, type TGift } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call, newIdempotencyKey } from '@/lib/api';

export type TCombo = { gift: TGift; count: number; n: number; until: number };

/**
 * Sending a gift, and for GIFT_COMBO_MS after a send the combo (the same gift again; the server
 * counts it) with its countdown in seconds (`left`).
 */
export function useGiftSend(roomId: number, onSent?: () => void) {
  const router = useRouter();
  const { userInfo, openLogin, setBalancesInfo } = useSession();
  const [sending, setSending] = useState(false);
  const [combo, setCombo] = useState<TCombo | null>(null);
  const [left, setLeft] = useState(0);

  // The combo countdown redraws itself each 100 ms while it runs.
  useEffect(() => {
    if (!combo) return;
    const t = setInterval(() => {
      const ms = combo.until - Date.now();
      if (ms <= 0) setCombo(null);
      else setLeft(Math.ceil(ms / 1000));
    }, 100);
    return () => clearInterval(t);
  }, [combo]);

  const send = async (gift: TGift, n: number) => {
    if (!userInfo) return openLogin();
    if (!Number.isInteger(n) || n < 1 || n > GIFT_MAX_COUNT) return toast.error(MESSAGES.GIFT_COUNT_INVALID.message);
    if (sending) return;
    setSending(true);
    const r = await call(API_CALLS.sendGift, { body: { roomId, giftId: gift.id, count: n }, idempotencyKey: newIdempotencyKey() });
    setSending(false);
    if (r.code !== MESSAGES.OK.code) {
      if (r.code === MESSAGES.UNAUTHORIZED.code) return openLogin();
      if (r.code === MESSAGES.INSUFFICIENT_BALANCE.code) {
        setCombo(null);
        return toast.error(MESSAGES.INSUFFICIENT_BALANCE.message, { action: { label: '去充值', onClick: () => router.push('/v/pay') } });
      }
      if (r.code === MESSAGES.INSUFFICIENT_TICKET.code) setCombo(null);
      return toast.error(r.message);
    }
    setBalancesInfo(r.data.balances);
    onSent?.();
    setLeft(Math.ceil(GIFT_COMBO_MS / 1000));
    setCombo({ gift, count: n, n: r.data.comboCount, until: Date.now() + GIFT_COMBO_MS });
  };

  return { sending, combo, left, send };
}
