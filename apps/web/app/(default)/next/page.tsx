import { API_ROUTES } from '@sports/contracts';
import { RoutePage } from '@/components/pages/common/RoutePage';
import { SectionTabs } from '@/components/pages/common/SectionTabs';
import { MatchAnchors } from '@/components/pages/live/rooms/MatchAnchors';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/next');

/** /next: upcoming matches and which anchors will stream each (GET /api/match/next). */
export default async function Page() {
  const items = await ssrCall(API_ROUTES.nextMatches).then((r) => dataOr(r, []));
  return (
    <RoutePage pattern="/next" nav={<SectionTabs section="schedule" active="/next" />}>
      <MatchAnchors items={items} emptyText="暂无主播预告，稍后再来看看" />
    </RoutePage>
  );
}
