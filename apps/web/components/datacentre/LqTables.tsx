import type { TBasketStats, TBasketTableRow } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { DataTable, td, TeamCell } from './parts';

/** Basketball standings: W/L, percentage, games behind, streak, home and away, points for and against. */
export function BasketTable({ rows }: { rows: TBasketTableRow[] }) {
  if (rows.length === 0) return <EmptyState />;
  return (
    <DataTable head={['排名', '球队', '胜', '负', '胜率', '胜场差', '连胜/负', '主场', '客场', '场均得分', '场均失分']} testId="standings">
      {rows.map((r) => (
        <tr key={r.team.id} data-testid="standing-row">
          <td className={`${td} text-left`}>{r.rank}</td>
          <td className={`${td} text-left`}>
            <TeamCell team={r.team} sport="lq" />
          </td>
          <td className={td}>{r.win}</td>
          <td className={td}>{r.lost}</td>
          <td className={td}>{r.pct.toFixed(1)}%</td>
          <td className={td}>{r.gamesBehind === 0 ? '-' : r.gamesBehind}</td>
          <td className={td}>{r.streak || '-'}</td>
          <td className={td}>{r.home}</td>
          <td className={td}>{r.away}</td>
          <td className={td}>{r.pointsFor}</td>
          <td className={td}>{r.pointsAgainst}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** SPEC §3 basketball player stats, in display order with their Chinese labels. */
export const BASKET_STAT_COLUMNS: [keyof TBasketStats, string][] = [
  ['minutesPlayed', '时间'],
  ['points', '得分'],
  ['fieldGoalsScored', '投篮命中'],
  ['fieldGoalsTotal', '投篮出手'],
  ['fieldGoalsAccuracy', '命中率%'],
  ['threePoints', '三分得分'],
  ['threePointsScored', '三分命中'],
  ['threePointsTotal', '三分出手'],
  ['threePointsAccuracy', '三分%'],
  ['freeThrowsScored', '罚球命中'],
  ['freeThrowsTotal', '罚球出手'],
  ['freeThrowsAccuracy', '罚球%'],
  ['rebounds', '篮板'],
  ['offensiveRebounds', '前场板'],
  ['defensiveRebounds', '后场板'],
  ['assists', '助攻'],
  ['steals', '抢断'],
  ['blocks', '盖帽'],
  ['turnovers', '失误'],
  ['fouls', '犯规'],
  ['assistRate', '助攻失误比'],
];
