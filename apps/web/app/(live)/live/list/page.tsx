import { API_ROUTES, LIVE_PAGE_SIZES, type TAnchorCard, type TPage } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { AnchorList } from '@/components/live/rooms/AnchorCard';
import { Pager } from '@/components/live/rooms/RoomCard';
import { EmptyState } from '@/components/ui/EmptyState';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { pageMeta } from '@/lib/page-meta';
import { pageOf } from '@/lib/route-params';

export const metadata = pageMeta('/live/list');

const EMPTY: TPage<TAnchorCard> = { list: [], totalNumber: 0, page: 1, pageSize: LIVE_PAGE_SIZES.rooms };

/** /live/list: every anchor, live ones first, searchable by nickname (GET /api/user/pageList). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  const word = typeof q.word === 'string' ? q.word.trim().slice(0, 30) : '';
  const data = await ssrCall(API_ROUTES.anchorPage, {
    query: {
      page: pageOf(q.page),
      pageSize: LIVE_PAGE_SIZES.rooms,
      word: word || undefined,
    },
  }).then((r) => dataOr(r, EMPTY));
  return (
    <RoutePage
      pattern="/live/list"
      nav={
        <form action="/live/list" className="flex gap-2">
          <input
            name="word"
            defaultValue={word}
            maxLength={30}
            placeholder="搜索主播昵称"
            className="w-64 rounded-full border border-line px-4 py-1.5 text-sm outline-none focus:border-primary"
          />
          <button className="rounded-full bg-primary px-4 py-1.5 text-sm text-white">搜索</button>
        </form>
      }
    >
      {data.list.length ? (
        <>
          <AnchorList anchors={data.list} />
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.totalNumber}
            href={(p) => `/live/list?${new URLSearchParams({ ...(word ? { word } : {}), page: String(p) })}`}
          />
        </>
      ) : (
        <EmptyState />
      )}
    </RoutePage>
  );
}
