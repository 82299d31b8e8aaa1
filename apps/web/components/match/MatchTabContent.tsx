import { API_ROUTES, MATCH_ROUTES as R, type TMatchHeader } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import type { TSport } from '@/components/scores/ScoreTabs';
import { AnalysisTab } from './AnalysisTab';
import { BasketballLive } from './BasketballLive';
import { matchData } from './data.server';
import { FootballLive } from './FootballLive';
import { OddsTab } from './OddsTab';
import { isOddsTab } from './odds-tabs';
import { ThreeTab } from './ThreeTab';
import { MatchPlans } from '@/components/experts/MatchPlans';

/** What the live tab needs beyond the header, loaded on the server in one round of calls. */
export async function loadLiveExtras(sport: TSport, id: number) {
  const matchId = String(id);
  if (sport === 'football') {
    const [events, text] = await Promise.all([
      matchData(R.fbMatchEventList, { body: { matchId: id } }),
      matchData(R.fbMatchTextLive, { query: { matchId } }),
    ]);
    return { incidents: events?.incidents ?? [], stats: events?.stats ?? [], text: text ?? [] };
  }
  // Basketball's text live is the score pages' existing call.
  const text = (await matchData(API_ROUTES.textLive, { query: { matchId } })) ?? [];
  return { incidents: [], stats: [], text };
}

/** The body of one tab, rendered on the server from the tab's own calls. */
export async function MatchTabContent({ sport, tab, header }: { sport: TSport; tab: string; header: TMatchHeader }) {
  const id = header.match.id;
  const matchId = String(id);
  if (tab === 'live') {
    if (sport === 'football') return <FootballLive lineup={await matchData(R.fbMatchLineup, { query: { matchId } })} />;
    return <BasketballLive box={await matchData(R.bkMatchStats, { query: { matchId } })} />;
  }
  if (tab === 'analysis') {
    const a = await matchData(sport === 'football' ? R.fbMatchAnalysis : R.bkMatchAnalysis, { query: { matchId } });
    return a ? <AnalysisTab a={a} match={header.match} /> : <EmptyState text="分析数据加载失败，请稍后重试" />;
  }
  if (isOddsTab(tab)) {
    const books =
      sport === 'football'
        ? await matchData(R.matchOdds, { params: { id: String(id) } })
        : await matchData(R.bkMatchOdds, { query: { matchId } });
    return <OddsTab sport={sport} tab={tab} matchId={id} books={books ?? []} />;
  }
  if (tab === 'three') return <ThreeTab sport={sport} books={(await matchData(R.matchThreeJoinOne, { query: { matchId } })) ?? []} />;
  return (
    <Panel title="专家方案">
      <MatchPlans matchId={id} />
    </Panel>
  );
}
