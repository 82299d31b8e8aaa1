import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { API_ROUTES, MESSAGES, type TPage, type TReplayItem } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { Pager } from '@/components/live/rooms/RoomCard';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { firstOf, pageOf, queryIdOf } from '@/lib/route-params';
import { ReplayGrid } from './ReplayCard';
import { ReplayView } from './ReplayView';

const PAGE_SIZE = 20;
const DAY = 24 * 3600 * 1000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

type TSearch = Record<string, string | string[] | undefined>;
const nav = <SectionTabs section="schedule" active="/playback" />;

/** The last seven Beijing days, today first. */
function lastDays(): { date: string; label: string }[] {
  const today = Date.now() + 8 * 3600 * 1000;
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(today - i * DAY);
    const date = d.toISOString().slice(0, 10);
    return { date, label: i === 0 ? '今天' : i === 1 ? '昨天' : `${date.slice(5)} ${WEEKDAYS[d.getUTCDay()]}` };
  });
}

const validDate = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** /playback and /playback/tab: every room's replays, by day (?date=) or by match (?matchId=). */
export async function ReplayListPage({ pattern, searchParams }: { pattern: string; searchParams: TSearch }) {
  const date = validDate(firstOf(searchParams.date));
  const matchId = queryIdOf(searchParams.matchId) ?? undefined;
  const page = pageOf(searchParams.page);
  const empty: TPage<TReplayItem> = { list: [], totalNumber: 0, page, pageSize: PAGE_SIZE };
  const data = await ssrCall(API_ROUTES.replayPage, { query: { date, matchId, page, pageSize: PAGE_SIZE } }).then((r) => dataOr(r, empty));
  const base = pattern === '/playback/tab' ? '/playback/tab' : '/playback';
  const qs = (p: Record<string, string | number | undefined>) => {
    const s = new URLSearchParams(Object.entries(p).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
    return s ? `${base}?${s}` : base;
  };
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? 'border-primary bg-primary text-white' : 'border-line hover:border-primary hover:text-primary'}`;
  const matchTitle = matchId ? data.list[0]?.matchTitle : null;
  return (
    <RoutePage pattern={pattern} nav={nav}>
      <div className="mb-4 flex flex-wrap gap-2" data-testid="replay-days">
        <Link href={qs({})} className={chip(!date && !matchId)}>
          全部
        </Link>
        {lastDays().map((d) => (
          <Link key={d.date} href={qs({ date: d.date })} className={chip(date === d.date)}>
            {d.label}
          </Link>
        ))}
      </div>
      {matchId ? (
        <p className="mb-3 text-sm text-muted">
          比赛回放{matchTitle ? `：${matchTitle}` : ''} ·{' '}
          <Link href={base} className="text-primary">
            查看全部
          </Link>
        </p>
      ) : null}
      <ReplayGrid list={data.list} />
      <Pager page={data.page} pageSize={data.pageSize} total={data.totalNumber} href={(p) => qs({ date, matchId, page: p })} />
    </RoutePage>
  );
}

/** /playback/list/{roomId}: one room's replays (POST /api/back/pageByRoom), newest first, optionally by day. */
export async function RoomReplaysPage({ roomId, searchParams }: { roomId: number | null; searchParams: TSearch }) {
  if (roomId === null) return <ReplayListPage pattern="/playback/[[...id]]" searchParams={searchParams} />;
  const date = validDate(firstOf(searchParams.date));
  const page = pageOf(searchParams.page);
  const empty: TPage<TReplayItem> = { list: [], totalNumber: 0, page, pageSize: PAGE_SIZE };
  const data = await ssrCall(API_ROUTES.replayPageByRoom, {
    body: { roomId, startDate: date, endDate: date, page, pageSize: PAGE_SIZE },
  }).then((r) => dataOr(r, empty));
  const name = data.list[0]?.anchorNickName;
  return (
    <RoutePage pattern="/playback/list/[[...id]]" title={name ? `${name}的回放` : undefined} nav={nav}>
      <p className="mb-3 text-sm text-muted">
        共 {data.totalNumber} 条回放 ·{' '}
        <Link href={`/live/${roomId}`} className="text-primary">
          进入直播间
        </Link>
      </p>
      <ReplayGrid list={data.list} emptyText="这个直播间还没有回放" />
      <Pager
        page={data.page}
        pageSize={data.pageSize}
        total={data.totalNumber}
        href={(p) => `/playback/list/${roomId}?page=${p}${date ? `&date=${date}` : ''}`}
      />
    </RoutePage>
  );
}

/** /playback/{id} and /playback/video/{video}: one replay with its chat. */
export async function ReplayPage({ id, pattern }: { id: number; pattern: string }) {
  const r = await ssrCall(API_ROUTES.replayDetail, { query: { id } });
  if (r.code !== 200) {
    if (r.code === MESSAGES.REPLAY_NOT_FOUND.code || r.code === MESSAGES.NOT_FOUND.code) notFound();
    return (
      <RoutePage pattern={pattern} nav={nav}>
        <p className="py-16 text-center text-sm text-muted">{r.message}</p>
      </RoutePage>
    );
  }
  return (
    <RoutePage pattern={pattern} title={r.data.title} nav={nav}>
      <ReplayView replay={r.data} />
    </RoutePage>
  );
}
