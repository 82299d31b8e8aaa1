'use client';
/**
 * <GiftBar>: the live room's gift bar. Gift list with pictures and prices, the viewer's 球钻 and
 * 球票 with a recharge link, a count picker, 赠送 and, for a few seconds after a send, a 连击
 * button that sends the same gift again (the server counts the combo). Also the daily sign-in and
 * the watch-time heartbeat that earns tickets while a logged-in viewer watches a live room.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  API_ROUTES,
  GIFT_COMBO_MS,
  GIFT_COUNTS,
  GIFT_CURRENCY_LABELS,
  GIFT_MAX_COUNT,
  MESSAGES,
  WATCH_BEAT_MS,
  type TGift,
  type TTicketStatus,
} from '@sports/contracts';
import { useBalances, useSession } from '@/app/providers';
import { call, isOk, newIdempotencyKey } from '@/lib/api';

/** `onSent`: after the server booked a gift (e.g. the room's contributor rank reloads, even before the socket's gift line). */
type TGiftBarProps = { roomId: number; live: boolean; onSent?: () => void };

export function GiftBar({ anchorId, ...props }: TGiftBarProps & { anchorId: number }) {
  const { userInfo } = useSession();
  // The anchor's own room: gifts are for viewers (the server refuses them too), so nothing loads or beats.
  if (userInfo?.id === anchorId) return null;
  return <ViewerGiftBar {...props} />;
}

function ViewerGiftBar({ roomId, live, onSent }: TGiftBarProps) {
  const router = useRouter();
  const { userInfo, openLogin, setBalancesInfo, patchBalancesInfo } = useSession();
  const balances = useBalances();
  const [gifts, setGifts] = useState<TGift[]>([]);
  const [picked, setPicked] = useState<TGift | null>(null);
  const [count, setCount] = useState('1');
  const [tickets, setTickets] = useState<TTicketStatus | null>(null);
  const [sending, setSending] = useState(false);
  const [combo, setCombo] = useState<{ gift: TGift; count: number; n: number; until: number } | null>(null);
  const [left, setLeft] = useState(0);
  const me = userInfo?.id ?? null;

  useEffect(() => {
    void call(API_ROUTES.gifts).then((r) => {
      if (isOk(r)) setGifts(r.data);
    });
  }, []);

  // Today's tickets (again when the login changes; logged out shows none). The balances are the session's.
  useEffect(() => {
    if (me === null) return;
    let live = true;
    void call(API_ROUTES.ticketStatus).then((s) => {
      if (live && isOk(s)) setTickets(s.data);
    });
    return () => {
      live = false;
    };
  }, [me]);

  // Watch time: one heartbeat a minute while a logged-in viewer has a live room open.
  useEffect(() => {
    if (me === null || !live) return;
    const beat = async () => {
      const r = await call(API_ROUTES.watchBeat, { body: { roomId } });
      if (isOk(r) && r.data.granted > 0) {
        toast.success(`观看奖励 +${r.data.granted} 球票`);
        patchBalancesInfo({ ticket: r.data.ticket });
        setTickets((s) => (s ? { ...s, watchTickets: r.data.watchTickets, ticket: r.data.ticket } : s));
      }
    };
    void beat();
    const t = setInterval(beat, WATCH_BEAT_MS);
    return () => clearInterval(t);
  }, [me, live, roomId, patchBalancesInfo]);

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
    const r = await call(API_ROUTES.sendGift, { body: { roomId, giftId: gift.id, count: n }, idempotencyKey: newIdempotencyKey() });
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

  const signIn = async () => {
    if (!userInfo) return openLogin();
    const r = await call(API_ROUTES.signIn);
    if (r.code !== MESSAGES.OK.code) return toast.error(r.message);
    setTickets(r.data);
    patchBalancesInfo({ ticket: r.data.ticket });
    toast.success(`签到成功，获得 ${r.data.signInTickets} 球票`);
  };

  const n = Number(count);
  return (
    <section data-testid="gift-bar" className="rounded-lg bg-surface px-4 py-3 text-sm shadow-sm">
      <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
        <h2 className="text-sm font-semibold text-ink">送礼物</h2>
        {userInfo ? (
          <>
            <span>
              球钻{' '}
              <b data-testid="gift-balance" className="text-amber-600">
                {balances?.balance ?? '-'}
              </b>
            </span>
            <span>
              球票{' '}
              <b data-testid="gift-ticket" className="text-rose-500">
                {balances?.ticket ?? '-'}
              </b>
            </span>
            <Link href="/v/pay" className="text-primary hover:underline" data-testid="gift-recharge">
              充值
            </Link>
            {tickets ? (
              <span className="ml-auto flex items-center gap-2">
                <span title="观看直播每满5分钟得1球票">
                  观看奖励 {tickets.watchTickets}/{tickets.watchCap}
                </span>
                <button
                  type="button"
                  data-testid="gift-signin"
                  disabled={tickets.signedIn}
                  onClick={signIn}
                  className="rounded-full border border-primary px-2 py-0.5 text-primary disabled:border-line disabled:text-muted"
                >
                  {tickets.signedIn ? '今日已签到' : `签到领${tickets.signInTickets}球票`}
                </button>
              </span>
            ) : null}
          </>
        ) : (
          <button type="button" onClick={openLogin} className="text-primary hover:underline">
            登录后送礼物、签到领球票
          </button>
        )}
      </div>
      <ul className="grid grid-cols-5 gap-1 sm:grid-cols-8" data-testid="gift-list">
        {gifts.map((g) => (
          <li key={g.id}>
            <button
              type="button"
              data-testid="gift-item"
              aria-pressed={picked?.id === g.id}
              title={`${g.name} ${g.price}${GIFT_CURRENCY_LABELS[g.currency]}`}
              onClick={() => setPicked(g)}
              className={`flex w-full flex-col items-center rounded-md border px-1 py-1.5 hover:border-primary ${picked?.id === g.id ? 'border-primary bg-primary-weak' : 'border-transparent'}`}
            >
              <img src={g.image} alt="" width={40} height={40} className="h-10 w-10" />
              <span className="mt-0.5 truncate text-xs text-ink">{g.name}</span>
              <span className={`text-[10px] ${g.currency === 'ticket' ? 'text-rose-500' : 'text-amber-600'}`}>
                {g.price}
                {GIFT_CURRENCY_LABELS[g.currency]}
              </span>
            </button>
          </li>
        ))}
      </ul>
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
    </section>
  );
}
