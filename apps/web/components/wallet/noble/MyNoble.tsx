'use client';
import { useCallback, useEffect, useState } from 'react';
import { API_CALLS, NOBLE_PRIVILEGES, type TNobleList, type TNoblePrivilege } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { formatDateTime } from '@/lib/format';
import { NobleBadge } from '@/components/chat/NobleBadge';
import { Button } from '@/components/ui/Button';
import { call, isOk } from '@/lib/api';
import { NobleDialog } from './NobleDialog';
import { rememberNobleList } from './noble-list';

const PRIVILEGE_NOTE: Record<TNoblePrivilege, string> = {
  badge: '聊天时名字旁显示贵族勋章',
  seat: '在直播间贵宾席展示',
  barrage: '聊天消息显示为等级专属颜色',
  enter: '进入直播间时全场播报（每个直播间 10 分钟一次）',
};

/** /v/title 我的贵族: the current rank and expiry, renew or upgrade, and what each rank gives. */
export function MyNoble() {
  const me = useSession().userInfo?.id ?? null;
  const [data, setData] = useState<TNobleList | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);
  const [dialogRank, setDialogRank] = useState<number | null>(null);

  const load = useCallback(
    () =>
      call(API_CALLS.nobleList).then((r) => {
        if (isOk(r)) {
          setData(r.data);
          setLoadedAt(Date.now());
          rememberNobleList(me, r.data);
        } else setFailed(true);
      }),
    [me],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (!data) return <p className="py-8 text-center text-sm text-muted">{failed ? '加载失败，请刷新重试' : '加载中…'}</p>;
  const mine = data.mine;
  const left = mine ? Math.max(0, Math.ceil((mine.expiresAt - loadedAt) / 86_400_000)) : 0;
  return (
    <div className="space-y-5 text-sm">
      <div data-testid="my-noble" className="flex items-center gap-4 rounded-lg bg-gradient-to-r from-amber-50 to-white px-5 py-4">
        {mine ? (
          <>
            <span className="text-4xl" style={{ color: mine.color }} aria-hidden>
              ♛
            </span>
            <div className="flex-1">
              <p className="text-base font-semibold text-ink">
                <NobleBadge rank={mine.rank} /> {mine.name}
              </p>
              <p className="mt-1 text-xs text-muted">
                到期时间 {formatDateTime(mine.expiresAt)}（剩余 {left} 天）
              </p>
            </div>
            <Button data-testid="noble-renew" variant="outline" onClick={() => setDialogRank(mine.rank)}>
              续费
            </Button>
            {mine.rank < 7 ? (
              <Button data-testid="noble-upgrade" onClick={() => setDialogRank(mine.rank + 1)}>
                升级
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <span className="text-4xl text-muted" aria-hidden>
              ♛
            </span>
            <div className="flex-1">
              <p className="text-base font-semibold text-ink">您还不是贵族</p>
              <p className="mt-1 text-xs text-muted">开通贵族，享受专属勋章、彩色弹幕、进场播报等特权</p>
            </div>
            <Button data-testid="noble-open" onClick={() => setDialogRank(1)}>
              开通贵族
            </Button>
          </>
        )}
      </div>

      <div className="overflow-x-auto">
        <table data-testid="noble-privileges" className="w-full min-w-[640px] border-collapse text-center text-xs">
          <thead>
            <tr className="bg-page">
              <th className="px-2 py-2 text-left font-normal text-muted">特权 / 等级</th>
              {data.list.map((r) => (
                <th key={r.rank} className="px-2 py-2" style={{ color: r.color }}>
                  ♛ {r.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            <tr>
              <td className="px-2 py-2 text-left text-muted">开通价（球钻/月）</td>
              {data.list.map((r) => (
                <td key={r.rank} className="tabular-nums">
                  {r.price}
                </td>
              ))}
            </tr>
            <tr>
              <td className="px-2 py-2 text-left text-muted">续费价（球钻/月）</td>
              {data.list.map((r) => (
                <td key={r.rank} className="tabular-nums">
                  {r.renewPrice}
                </td>
              ))}
            </tr>
            {(Object.keys(NOBLE_PRIVILEGES) as TNoblePrivilege[]).map((key) => (
              <tr key={key}>
                <td className="px-2 py-2 text-left" title={PRIVILEGE_NOTE[key]}>
                  {NOBLE_PRIVILEGES[key]}
                  <span className="block text-[10px] text-muted">{PRIVILEGE_NOTE[key]}</span>
                </td>
                {data.list.map((r) => (
                  <td key={r.rank}>
                    {r.privileges.some((p) => p.key === key) ? (
                      <span className="text-primary">✓</span>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-xs text-muted">
        <li>同等级续费按续费价计费，从当前到期时间顺延。</li>
        <li>开通更高等级立即生效，按新等级全价计费，原等级剩余时间不再保留。</li>
        <li>贵族有效期内不能开通更低等级；到期后特权自动失效。</li>
      </ul>
      {dialogRank !== null ? (
        <NobleDialog open initialRank={dialogRank} onClose={() => setDialogRank(null)} onDone={() => void load()} />
      ) : null}
    </div>
  );
}
