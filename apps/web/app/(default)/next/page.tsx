import { API_ROUTES, type TMatchWithAnchors, type TPage } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { MatchAnchors } from '@/components/live/rooms/MatchAnchors';
import { Pager } from '@/components/live/rooms/RoomCard';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/next');

const PAGE_SIZE = 30;

/** /next: the day's fixtures (live and to come, by kick-off) with the anchors streaming each (GET /api/match/fixtures). */
export default async function Page({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = Math.max(1, Math.min(10000, Number((await searchParams).page) || 1));
  const empty: TPage<TMatchWithAnchors> = { list: [], totalNumber: 0, page, pageSize: PAGE_SIZE };
  const fixtures = await ssrCall(API_ROUTES.dayFixtures, { query: { page, pageSize: PAGE_SIZE } }).then((r) => dataOr(r, empty));
  const covered = fixtures.list.filter((x) => x.anchors.length > 0).length;
  return (
    <RoutePage pattern="/next" nav={<SectionTabs section="schedule" active="/next" />}>
      {fixtures.totalNumber ? (
        <p className="mb-3 text-sm text-muted">
          今日共 {fixtures.totalNumber} 场未完赛{covered ? `，本页 ${covered} 场有主播直播` : ''}
        </p>
      ) : null}
      <MatchAnchors items={fixtures.list} emptyText="今日赛事已全部结束" />
      <Pager page={fixtures.page} pageSize={fixtures.pageSize} total={fixtures.totalNumber} href={(p) => `/next?page=${p}`} />
    </RoutePage>
  );
}
