import { parseRouteId } from '@sports/contracts';
import { TabNav } from '@/components/ui/TabNav';
import { RoutePage } from '../common/RoutePage';

export type TDataSport = 'fb' | 'lq';

const SPORT_TABS = [
  { label: '足球', href: '/database/fb/1', sport: 'fb' },
  { label: '篮球', href: '/database/lq/1', sport: 'lq' },
] as const;

/** Data area frame: football/basketball switch and, on a competition page, its id. */
export function DataPage({ pattern, sport, competitionId = null }: { pattern: string; sport: TDataSport; competitionId?: number | null }) {
  const tabs = SPORT_TABS.map((t) => ({ label: t.label, href: t.href, active: t.sport === sport }));
  return (
    <RoutePage
      pattern={pattern}
      actions={competitionId === null ? null : <span className="text-xs text-muted">赛事编号 {competitionId}</span>}
      nav={<TabNav variant="pill" items={tabs} />}
    />
  );
}

/**
 * Page of the catch-alls /database/{fb,lq}/*: every sub-path renders the data page, which names the
 * competition when the first segment is numeric.
 */
export function dataCatchAllPage(sport: TDataSport) {
  return async function Page({ params }: { params: Promise<{ slug?: string[] }> }) {
    const { slug } = await params;
    return <DataPage pattern={`/database/${sport}/[[...slug]]`} sport={sport} competitionId={parseRouteId(slug?.[0])} />;
  };
}
