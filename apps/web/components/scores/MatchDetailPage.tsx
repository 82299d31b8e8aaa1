import { notFound } from 'next/navigation';
import { BASKETBALL_STATE, FOOTBALL_STATE, MATCH_ROUTES as R, type TMatchHeader } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';
import { TabNav } from '@/components/ui/TabNav';
import { RoutePage } from '@/components/layout/RoutePage';
import { renderedAt, matchData } from '@/components/match/data.server';
import { MatchHeader } from '@/components/match/MatchHeader';
import { MatchLiveProvider } from '@/components/match/MatchLive';
import { loadLiveExtras, MatchTabContent } from '@/components/match/MatchTabContent';
import type { TSport } from './ScoreTabs';

/** The tabs of a match detail page, in the order users expect. */
export const MATCH_DETAIL_TABS = [
  { key: 'live', label: '直播' },
  { key: 'analysis', label: '分析' },
  { key: 'yapan', label: '亚盘' },
  { key: 'oupei', label: '欧赔' },
  { key: 'daxiaoqiu', label: '大小球' },
  { key: 'three', label: '三合一' },
  { key: 'plan', label: '方案' },
] as const;
export type TMatchDetailTab = (typeof MATCH_DETAIL_TABS)[number]['key'];

export function isMatchDetailTab(tab: string): tab is TMatchDetailTab {
  return MATCH_DETAIL_TABS.some((t) => t.key === tab);
}

/** The route-table pattern of a match detail tab, e.g. /football/yapan/[[...id]]. */
export const matchDetailPattern = (sport: TSport, tab: string) => `/${sport}/${tab}/[[...id]]`;

/** What a finished match lacks, said plainly: an imported historical match has its result only. */
function Coverage({ header }: { header: TMatchHeader }) {
  const c = header.coverage;
  const football = header.match.sport === 'football';
  const kinds: [number, string][] = [
    ...(football ? ([[c.incidents, '比赛事件']] as [number, string][]) : []),
    [c.stats, '技术统计'],
    [c.text, '文字直播'],
    [c.lineups, football ? '阵容' : '球员统计'],
    [c.odds, '指数'],
  ];
  const missing = kinds.filter(([n]) => n === 0).map(([, label]) => label);
  const over = header.match.state === (football ? FOOTBALL_STATE.finished : BASKETBALL_STATE.finished);
  if (!over || missing.length === 0) return null;
  return (
    <p data-testid="match-coverage" className="rounded bg-amber-50 px-4 py-2 text-sm text-amber-800">
      {missing.length === kinds.length
        ? `本场为历史比赛，仅收录比分结果，没有${missing.join('、')}。`
        : `本场比赛没有${missing.join('、')}数据。`}
    </p>
  );
}

/** A match page: the live header over the tab bar, each tab's body rendered on the server; tab links switch without a reload. */
export async function MatchDetailPage({ sport, tab, id }: { sport: TSport; tab: string; id: number | null }) {
  if (!isMatchDetailTab(tab)) notFound();
  if (id === null) {
    return (
      <RoutePage pattern={matchDetailPattern(sport, tab)}>
        <EmptyState text="请从比分列表选择一场比赛" />
      </RoutePage>
    );
  }
  const matchId = String(id);
  const headerRoute = sport === 'football' ? R.fbMatchNavigation : R.bkMatchDetail;
  const [header, extras] = await Promise.all([
    matchData(headerRoute, { query: { matchId } }),
    tab === 'live' ? loadLiveExtras(sport, id) : { incidents: [], stats: [], text: [] },
  ]);
  if (!header) notFound();
  const items = MATCH_DETAIL_TABS.map((t) => ({ label: t.label, href: `/${sport}/${t.key}/${id}` }));
  return (
    <PageFrame bare>
      <MatchLiveProvider initial={{ match: header.match, ...extras, serverNow: renderedAt() }}>
        <h1 className="sr-only">
          {header.match.home.name} vs {header.match.away.name}
        </h1>
        <MatchHeader header={header} />
        <div className="my-3 rounded-lg bg-surface px-3 shadow-sm">
          <TabNav items={items} active={`/${sport}/${tab}/${id}`} />
        </div>
        <div className="space-y-3">
          <Coverage header={header} />
          <MatchTabContent sport={sport} tab={tab} header={header} />
        </div>
      </MatchLiveProvider>
    </PageFrame>
  );
}
