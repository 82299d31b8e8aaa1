import type { Metadata } from 'next';
import { optionalId } from '@/lib/route-params';
import { pageMeta } from '@/lib/page-meta';
import { isMatchDetailTab, matchDetailPattern, MatchDetailPage } from './MatchDetailPage';
import type { TSport } from './ScoreTabs';

type TParams = { params: Promise<{ tab: string; id?: string[] }> };

/**
 * The page and metadata of /{sport}/{tab}/{id?}: one route file per sport serves the seven detail
 * tabs (live, analysis, yapan, oupei, daxiaoqiu, three, plan); any other tab is the 404 page.
 */
export function matchDetailRoute(sport: TSport) {
  return {
    async generateMetadata({ params }: TParams): Promise<Metadata> {
      const { tab } = await params;
      return isMatchDetailTab(tab) ? pageMeta(matchDetailPattern(sport, tab)) : {};
    },
    async Page({ params }: TParams) {
      const { tab, id } = await params;
      return <MatchDetailPage sport={sport} tab={tab} id={optionalId(id)} />;
    },
  };
}
