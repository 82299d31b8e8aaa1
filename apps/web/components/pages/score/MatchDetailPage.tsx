import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/ui/EmptyState';
import { TabNav } from '@/components/ui/TabNav';
import { RoutePage } from '../common/RoutePage';
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

/** A match detail page: the tab bar keeps the match id while switching between live, analysis and odds. */
export function MatchDetailPage({ sport, tab, id }: { sport: TSport; tab: string; id: number | null }) {
  if (!isMatchDetailTab(tab)) notFound();
  const suffix = id === null ? '' : `/${id}`;
  const items = MATCH_DETAIL_TABS.map((t) => ({ label: t.label, href: `/${sport}/${t.key}${suffix}` }));
  return (
    <RoutePage
      pattern={matchDetailPattern(sport, tab)}
      actions={id === null ? null : <span className="text-xs text-muted">比赛编号 {id}</span>}
      nav={<TabNav items={items} active={`/${sport}/${tab}${suffix}`} />}
    >
      <EmptyState />
    </RoutePage>
  );
}
