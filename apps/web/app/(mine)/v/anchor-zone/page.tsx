import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { API_ROUTES, MINE_SECTIONS } from '@sports/contracts';
import { formatDateTime } from '@/lib/format';
import { RoutePage } from '@/components/layout/RoutePage';
import { Pager } from '@/components/live/rooms/RoomCard';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoginGate } from '@/components/ui/NeedLogin';
import { ssrCall } from '@/lib/api.server';
import { pageOf } from '@/lib/route-params';

export const metadata: Metadata = { title: MINE_SECTIONS['anchor-zone'] };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (v: string | string[] | undefined) => (typeof v === 'string' && DATE_RE.test(v) ? v : undefined);

function duration(sec: number): string {
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  return h ? `${h}小时${m}分钟` : m ? `${m}分钟` : `${sec}秒`;
}

/** /v/anchor-zone: my broadcasts (GET /api/history/list), filterable by date. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  const startDate = dateOf(q.startDate);
  const endDate = dateOf(q.endDate);
  const page = pageOf(q.page);
  const res = await ssrCall(API_ROUTES.history, { query: { startDate, endDate, page, pageSize: 10 } });
  const data = res.code === 200 ? res.data : null;
  const input = 'rounded border border-line px-2 py-1 text-sm';
  return (
    <RoutePage
      inline
      pattern="/v/[section]"
      title={MINE_SECTIONS['anchor-zone']}
      nav={
        <form action="/v/anchor-zone" className="flex flex-wrap items-center gap-2 text-sm">
          <input type="date" name="startDate" defaultValue={startDate} className={input} aria-label="开始日期" />
          <span className="text-muted">至</span>
          <input type="date" name="endDate" defaultValue={endDate} className={input} aria-label="结束日期" />
          <button className="rounded-full bg-primary px-4 py-1 text-white">查询</button>
        </form>
      }
    >
      <LoginGate>
        {data && data.list.length ? (
          <>
            <table data-testid="history-table" className="w-full text-left text-sm">
              <thead className="text-muted">
                <tr className="border-b border-line">
                  <th className="py-2 font-normal">开播时间</th>
                  <th className="font-normal">标题</th>
                  <th className="font-normal">比赛</th>
                  <th className="font-normal">时长</th>
                  <th className="font-normal">最高在线</th>
                  <th className="font-normal">回放</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((h) => (
                  <tr key={h.id} className="border-b border-line/60">
                    <td className="py-2">{formatDateTime(h.startedAt)}</td>
                    <td className="max-w-48 truncate">{h.title}</td>
                    <td className="max-w-48 truncate">{h.matchTitle ?? '—'}</td>
                    <td>{h.endedAt === null ? <span className="text-red-500">直播中</span> : duration(h.duration)}</td>
                    <td>{h.peakViewers}</td>
                    <td>
                      {h.replayId ? (
                        <Link href={`/playback/${h.replayId}`} className="text-primary" data-testid="history-replay">
                          观看回放
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.totalNumber}
              href={(p) =>
                `/v/anchor-zone?${new URLSearchParams({ ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}), page: String(p) })}`
              }
            />
          </>
        ) : (
          <EmptyState text={res.code === 200 ? undefined : res.message} />
        )}
      </LoginGate>
    </RoutePage>
  );
}
