import { MATCH_STAT_TYPES, type TMatchStat } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';

const label = (type: string) => (MATCH_STAT_TYPES as Record<string, string>)[type] ?? type;

/** Team statistics side by side: the home value, a split bar, the away value. */
export function StatBars({
  stats,
  emptyText = '本场比赛暂无技术统计',
}: {
  stats: { type: string; home: number; away: number }[];
  emptyText?: string;
}) {
  if (stats.length === 0) return <EmptyState text={emptyText} />;
  return (
    <ul className="space-y-3 text-sm" data-testid="match-stats">
      {stats.map((s: TMatchStat) => {
        const total = s.home + s.away;
        const share = total === 0 ? 50 : (s.home / total) * 100;
        const unit = s.type === 'possession' ? '%' : '';
        return (
          <li key={s.type}>
            <div className="mb-1 flex justify-between tabular-nums">
              <b>
                {s.home}
                {unit}
              </b>
              <span className="text-muted">{label(s.type)}</span>
              <b>
                {s.away}
                {unit}
              </b>
            </div>
            <div className="flex h-2 overflow-hidden rounded bg-line">
              <div className="bg-primary" style={{ width: `${share}%` }} />
              <div className="flex-1 bg-amber-500" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
