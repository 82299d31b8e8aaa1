'use client';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, HORN_MAX_LENGTH, HORN_PRICE, HORN_RATE, MESSAGES, type THorn } from '@sports/contracts';
import { useBalances, useSession } from '@/app/providers';
import { PAGE_SIZE, usePaged } from '@/components/content/MineContent';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { call, isOk, newIdempotencyKey } from '@/lib/api';
import { formatDateTime } from '@/lib/format';

const lengthOf = (s: string) => [...s.trim()].length;

/** /v/horn: my diamonds, the price, a one-line horn sent to every room, and the horns I sent. */
export function HornShop() {
  const router = useRouter();
  const { patchBalancesInfo, openLogin } = useSession();
  const balance = useBalances()?.balance ?? null;
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const length = lengthOf(content);
  const short = balance !== null && balance < HORN_PRICE;

  const submit = async () => {
    if (!length) return toast.error(MESSAGES.HORN_EMPTY.message);
    if (length > HORN_MAX_LENGTH) return toast.error(MESSAGES.HORN_TOO_LONG.message);
    if (busy) return;
    setBusy(true);
    const r = await call(API_CALLS.hornSend, { body: { content, platform: 1 }, idempotencyKey: newIdempotencyKey() });
    setBusy(false);
    if (r.code !== MESSAGES.OK.code) {
      if (r.code === MESSAGES.UNAUTHORIZED.code) return openLogin();
      if (r.code === MESSAGES.INSUFFICIENT_BALANCE.code)
        return toast.error(r.message, { action: { label: '去充值', onClick: () => router.push('/v/pay') } });
      return toast.error(r.message);
    }
    patchBalancesInfo({ balance: r.data.balance });
    setContent('');
    setVersion((v) => v + 1);
    toast.success('喇叭已发往全站直播间');
  };

  return (
    <div className="space-y-6">
      <form
        className="space-y-3 rounded border border-line p-4 text-sm"
        data-testid="horn-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="flex flex-wrap gap-x-6 gap-y-1 text-muted">
          <span>
            每条喇叭{' '}
            <b className="text-primary" data-testid="horn-price">
              {HORN_PRICE}
            </b>{' '}
            球钻，发往所有直播间
          </span>
          <span>
            当前余额{' '}
            <b className="text-ink" data-testid="horn-balance">
              {balance ?? '—'}
            </b>{' '}
            球钻
            {short ? (
              <Link href="/v/pay" className="ml-2 text-primary">
                去充值
              </Link>
            ) : null}
          </span>
        </p>
        <div className="flex items-center gap-3">
          <input
            data-testid="horn-content"
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder="说点什么，全站观众都能看到"
            className="min-w-0 flex-1 rounded border border-line bg-page px-3 py-2 outline-none focus:border-primary"
          />
          <span className={length > HORN_MAX_LENGTH ? 'text-red-500' : 'text-muted'}>
            {length}/{HORN_MAX_LENGTH}
          </span>
          <Button type="submit" data-testid="horn-submit" disabled={busy || !length || length > HORN_MAX_LENGTH}>
            发送喇叭
          </Button>
        </div>
        <p className="text-xs text-muted">请文明发言：含违禁词、被禁言时不能发送；每分钟最多 {HORN_RATE.limit} 条。</p>
      </form>
      <section>
        <h3 className="mb-2 font-semibold text-ink">我发出的喇叭</h3>
        <MyHornList key={version} />
      </section>
    </div>
  );
}

function MyHornList() {
  const { page, setPage, data, pages } = usePaged<THorn>(async (p) => {
    const r = await call(API_CALLS.hornMine, { query: { page: p, pageSize: PAGE_SIZE } });
    return isOk(r) ? r.data : null;
  });
  if (data && !data.list.length) return <EmptyState text="还没有发过喇叭" />;
  return (
    <>
      <ul data-testid="my-horns">
        {data?.list.map((h) => (
          <li key={h.id} className="border-b border-line py-3 text-sm last:border-0" data-testid="my-horn">
            <span className="text-ink">{h.content}</span>
            <span className="ml-2 text-xs text-muted">{formatDateTime(h.createdAt)}</span>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </>
  );
}
