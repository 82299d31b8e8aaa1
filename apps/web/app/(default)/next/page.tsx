import type { TMatchWithAnchors } from '@sports/contracts';
import { RoutePage } from '@/components/pages/common/RoutePage';
import { SectionTabs } from '@/components/pages/common/SectionTabs';
import { MatchAnchors } from '@/components/pages/live/rooms/MatchAnchors';
import { ssrData } from '@/lib/api.server';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/next');

/** /next: upcoming matches and which anchors will stream each (GET /api/match/next). */
export default async function Page() {
  const items = await ssrData<TMatchWithAnchors[]>('/api/match/next', []);
  return (
    <RoutePage pattern="/next" nav={<SectionTabs section="schedule" active="/next" />}>
      <MatchAnchors items={items} emptyText="暂无主播预告，稍后再来看看" />
    </RoutePage>
  );
}
