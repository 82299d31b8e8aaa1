import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { API_ROUTES, CLIP_TYPES, MESSAGES, type TClipItem, type TPage } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { Pager } from '@/components/live/rooms/RoomCard';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { firstOf, pageOf, queryIdOf } from '@/lib/route-params';
import { ClipGrid } from './ClipCard';
import { ClipView } from './ClipView';

const PATTERN = '/playback/highlights/[[...id]]';
const BASE = '/playback/highlights';
const PAGE_SIZE = 20;
type TSearch = Record<string, string | string[] | undefined>;
const nav = <SectionTabs section="schedule" active={BASE} />;

/** /playback/highlights: every highlight (SPEC §7 /inform/movie-highlights) by type and title, or one room's or match's. */
export async function HighlightListPage({ searchParams }: { searchParams: TSearch }) {
  const typeRaw = Number(firstOf(searchParams.type));
  const type = typeRaw in CLIP_TYPES ? typeRaw : undefined;
  const backTitle = firstOf(searchParams.backTitle)?.trim().slice(0, 40) || undefined;
  const roomId = queryIdOf(searchParams.roomId) ?? undefined;
  const matchId = queryIdOf(searchParams.matchId) ?? undefined;
  const pageNum = pageOf(searchParams.page);
  const empty: TPage<TClipItem> = { list: [], totalNumber: 0, page: pageNum, pageSize: PAGE_SIZE };
  const data = await ssrCall(API_ROUTES.clipList, {
    query: { type, backTitle, roomId, matchId, pageNum, pageSize: PAGE_SIZE },
  }).then((r) => dataOr(r, empty));
  const qs = (p: Record<string, string | number | undefined>) => {
    const s = new URLSearchParams(Object.entries(p).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
    return s ? `${BASE}?${s}` : BASE;
  };
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? 'border-primary bg-primary text-white' : 'border-line hover:border-primary hover:text-primary'}`;
  const scope = roomId
    ? `${data.list[0]?.anchorNickName ?? ''}的集锦`
    : matchId
      ? `比赛集锦${data.list[0]?.matchTitle ? `：${data.list[0].matchTitle}` : ''}`
      : null;
  return (
    <RoutePage pattern={PATTERN} nav={nav}>
      <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="clip-types">
        <Link href={qs({ backTitle, roomId, matchId })} className={chip(type === undefined)}>
          全部
        </Link>
        {Object.entries(CLIP_TYPES).map(([k, v]) => (
          <Link key={k} href={qs({ type: k, backTitle, roomId, matchId })} className={chip(type === Number(k))}>
            {v}
          </Link>
        ))}
        <form action={BASE} className="ml-auto flex items-center gap-2 text-sm">
          {type ? <input type="hidden" name="type" value={type} /> : null}
          {roomId ? <input type="hidden" name="roomId" value={roomId} /> : null}
          {matchId ? <input type="hidden" name="matchId" value={matchId} /> : null}
          <input
            name="backTitle"
            defaultValue={backTitle}
            maxLength={40}
            placeholder="搜索集锦标题"
            aria-label="搜索集锦标题"
            className="rounded-full border border-line px-3 py-1"
          />
          <button className="rounded-full bg-primary px-4 py-1 text-white">搜索</button>
        </form>
      </div>
      {scope ? (
        <p className="mb-3 text-sm text-muted">
          {scope} ·{' '}
          <Link href={BASE} className="text-primary">
            查看全部
          </Link>
        </p>
      ) : null}
      <ClipGrid list={data.list} emptyText={backTitle ? '没有找到相关集锦' : '暂无集锦'} />
      <Pager
        page={data.page}
        pageSize={data.pageSize}
        total={data.totalNumber}
        href={(p) => qs({ type, backTitle, roomId, matchId, page: p })}
      />
    </RoutePage>
  );
}

/** /playback/highlights/{id}: one highlight, played or bought. */
export async function HighlightPage({ id }: { id: number }) {
  const r = await ssrCall(API_ROUTES.clipDetail, { query: { id } });
  if (r.code !== 200) {
    if (r.code === MESSAGES.CLIP_NOT_FOUND.code || r.code === MESSAGES.NOT_FOUND.code) notFound();
    return (
      <RoutePage pattern={PATTERN} nav={nav}>
        <p className="py-16 text-center text-sm text-muted">{r.message}</p>
      </RoutePage>
    );
  }
  return (
    <RoutePage pattern={PATTERN} title={r.data.title} nav={nav}>
      <ClipView clip={r.data} />
    </RoutePage>
  );
}
