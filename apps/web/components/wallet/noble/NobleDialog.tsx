'use client';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, MESSAGES, NOBLE_MONTH_MS, type TMyNoble, type TNobleList, type TNoblePurchaseResult } from '@sports/contracts';
import { useBalances, useSession } from '@/app/providers';
import { formatDateTime } from '@/lib/format';
import { NobleBadge } from '@/components/chat/NobleBadge';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { call, newIdempotencyKey } from '@/lib/api';
import { activeNoble, recentNobleList, rememberNobleList, rememberPurchase } from './noble-list';

/** What buying `rank` means for someone holding `mine`, an active nobility (the server applies the same rule). */
function purchaseKind(mine: TMyNoble | null, rank: number): 'open' | 'renew' | 'upgrade' | 'refused' {
  if (!mine) return 'open';
  if (mine.rank === rank) return 'renew';
  return mine.rank < rank ? 'upgrade' : 'refused';
}
const KIND_TEXT = { open: '开通', renew: '续费', upgrade: '升级', refused: '不可开通' } as const;

/**
 * 开通贵族: pick a rank and a length, see the price and the new expiry, pay with diamonds. The list
 * comes from what the page loaded lately (noble-list.ts) and is loaded only when there is none.
 */
export function NobleDialog({
  open,
  onClose,
  roomId,
  initialRank,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  roomId?: number;
  initialRank?: number;
  onDone?: (r: TNoblePurchaseResult) => void;
}) {
  const { userInfo, patchBalancesInfo } = useSession();
  const balancesInfo = useBalances();
  const me = userInfo?.id ?? null;
  /** When the dialog was made ("now" for the expiry preview) and the list the page already had. */
  const [{ openedAt, recent }] = useState(() => {
    const at = Date.now();
    return { openedAt: at, recent: recentNobleList(me, at) };
  });
  const [data, setData] = useState<TNobleList | null>(recent);
  const [rank, setRank] = useState(initialRank ?? activeNoble(recent?.mine, openedAt)?.rank ?? 1);
  const [months, setMonths] = useState(1);
  const [busy, setBusy] = useState(false);

  /** The list could not be loaded (its message); 重试 loads it again. */
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const loaded = data !== null;
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    void call(API_CALLS.nobleList).then((r) => {
      if (r.code !== MESSAGES.OK.code) {
        if (live) setFailed(r.message);
        return;
      }
      rememberNobleList(me, r.data);
      if (!live) return;
      setData(r.data);
      const mine = activeNoble(r.data.mine, Date.now());
      if (!initialRank && mine) setRank(mine.rank);
    });
    return () => {
      live = false;
    };
  }, [open, loaded, initialRank, me, attempt]);

  const mine = activeNoble(data?.mine, openedAt);
  const def = data?.list.find((r) => r.rank === rank);
  const kind = purchaseKind(mine, rank);
  const price = def ? (kind === 'renew' ? def.renewPrice : def.price) * months : 0;
  const from = kind === 'renew' && mine ? mine.expiresAt : openedAt;
  const short = balancesInfo !== null && price > balancesInfo.balance;

  const submit = async () => {
    if (kind === 'refused') return toast.error(MESSAGES.NOBLE_DOWNGRADE.message);
    setBusy(true);
    const r = await call(API_CALLS.noblePurchase, { body: { rank, months, roomId }, idempotencyKey: newIdempotencyKey() });
    setBusy(false);
    if (r.code !== MESSAGES.OK.code) return toast.error(r.message);
    toast.success(`${KIND_TEXT[r.data.kind]}${r.data.mine.name}成功`);
    patchBalancesInfo({ balance: r.data.balance });
    rememberPurchase(me, r.data.mine);
    setData((d) => (d ? { ...d, mine: r.data.mine } : d));
    onDone?.(r.data);
    onClose();
  };

  return (
    <Modal open={open} onClose={onClose} title="开通贵族" width={620} testId="noble-dialog">
      {!data ? (
        failed ? (
          <p className="py-8 text-center text-sm text-muted">
            {failed}
            <button
              type="button"
              className="ml-2 text-primary"
              onClick={() => {
                setFailed(null);
                setAttempt((n) => n + 1);
              }}
            >
              重试
            </button>
          </p>
        ) : (
          <p className="py-8 text-center text-sm text-muted">加载中…</p>
        )
      ) : (
        <div className="space-y-4 text-sm">
          {mine ? (
            <p className="text-xs text-muted">
              当前：
              <NobleBadge rank={mine.rank} />
              到期时间 {formatDateTime(mine.expiresAt)}
            </p>
          ) : null}
          <div className="grid grid-cols-4 gap-2" role="radiogroup" aria-label="贵族等级">
            {data.list.map((r) => (
              <button
                key={r.rank}
                type="button"
                role="radio"
                aria-checked={rank === r.rank}
                data-testid={`noble-rank-${r.rank}`}
                onClick={() => setRank(r.rank)}
                className={`rounded-lg border px-2 py-2 text-center ${rank === r.rank ? 'border-primary bg-primary-weak' : 'border-line hover:border-primary'}`}
              >
                <span className="block font-semibold" style={{ color: r.color }}>
                  ♛ {r.name}
                </span>
                <span className="block text-xs text-muted">{r.price} 球钻/月</span>
              </button>
            ))}
          </div>
          {def ? (
            <p className="text-xs text-muted">
              特权：{def.privileges.map((p) => p.name).join('、')}
              {kind === 'renew' ? `；续费价 ${def.renewPrice} 球钻/月` : ''}
            </p>
          ) : null}
          <div className="flex items-center gap-2">
            <span className="text-muted">时长</span>
            {data.months.map((m) => (
              <button
                key={m}
                type="button"
                data-testid={`noble-months-${m}`}
                onClick={() => setMonths(m)}
                className={`rounded-full border px-3 py-1 text-xs ${months === m ? 'border-primary bg-primary text-white' : 'border-line hover:border-primary'}`}
              >
                {m} 个月
              </button>
            ))}
          </div>
          <div className="rounded-lg bg-page px-3 py-2 text-xs leading-6">
            {kind === 'refused' ? (
              <p className="text-red-500">{MESSAGES.NOBLE_DOWNGRADE.message}</p>
            ) : (
              <>
                <p>
                  {KIND_TEXT[kind]}
                  {def?.name} {months} 个月，需支付{' '}
                  <b data-testid="noble-price" className="text-base text-primary">
                    {price}
                  </b>{' '}
                  球钻（余额 {balancesInfo?.balance ?? 0}）
                </p>
                <p className="text-muted">到期时间：{formatDateTime(from + months * NOBLE_MONTH_MS)}</p>
                {kind === 'upgrade' ? <p className="text-amber-600">升级立即生效，按新等级全价计费，原等级剩余时间不再保留。</p> : null}
                {short ? (
                  <p className="text-red-500">
                    余额不足，
                    <Link href="/v/pay" className="text-primary underline">
                      去充值
                    </Link>
                  </p>
                ) : null}
              </>
            )}
          </div>
          <Button data-testid="noble-submit" onClick={submit} disabled={busy || kind === 'refused'} className="w-full">
            {KIND_TEXT[kind]}
          </Button>
        </div>
      )}
    </Modal>
  );
}
