import type { TBasketStats, TBasketTable, TBasketTableRow, TBasketTeamStats, TZone } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { DataTable, td, TeamCell } from './parts';

/** The legend of a table's zone colours. */
export function ZoneLegend({ zones }: { zones: TZone[] }) {
  if (zones.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-4 text-xs text-muted" aria-label="排名区域">
      {zones.map((z) => (
        <li key={z.label} className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: z.color }} />
          {z.label}（{z.from === z.to ? z.from : `${z.from}-${z.to}`}）
        </li>
      ))}
    </ul>
  );
}

/** A season's standings: each conference's table side by side when the league has them, else the league's. */
export function BasketStandings({ table }: { table: TBasketTable }) {
  if (table.rows.length === 0) return <EmptyState />;
  return (
    <div className="space-y-4">
      <ZoneLegend zones={table.zones} />
      {table.conferences.length ? (
        <div className="space-y-6">
          {table.conferences.map((c) => (
            <section key={c.name} data-testid="conference">
              <h3 className="mb-2 font-semibold">{c.name}</h3>
              <BasketTable rows={c.rows} />
            </section>
          ))}
        </div>
      ) : (
        <BasketTable rows={table.rows} />
      )}
    </div>
  );
}

/** Basketball standings: W/L, percentage, games behind, streak, home and away, points for and against. */
export function BasketTable({ rows }: { rows: TBasketTableRow[] }) {
  if (rows.length === 0) return <EmptyState />;
  return (
    <DataTable head={['排名', '球队', '胜', '负', '胜率', '胜场差', '连胜/负', '主场', '客场', '场均得分', '场均失分']} testId="standings">
      {rows.map((r) => (
        <tr key={r.team.id} data-testid="standing-row">
          <td className={`${td} text-left`}>
            <span
              className="inline-block w-6 rounded text-center text-xs leading-6"
              style={r.zoneColor ? { background: r.zoneColor, color: '#fff' } : undefined}
            >
              {r.rank}
            </span>
          </td>
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

/** Team season statistics shown per game (SPEC §3 fields a team has), with points conceded. */
const TEAM_COLUMNS: [keyof TBasketStats, string][] = [
  ['points', '得分'],
  ['fieldGoalsAccuracy', '命中率%'],
  ['threePointsScored', '三分命中'],
  ['threePointsAccuracy', '三分%'],
  ['freeThrowsAccuracy', '罚球%'],
  ['rebounds', '篮板'],
  ['offensiveRebounds', '前场板'],
  ['defensiveRebounds', '后场板'],
  ['assists', '助攻'],
  ['steals', '抢断'],
  ['blocks', '盖帽'],
  ['turnovers', '失误'],
  ['fouls', '犯规'],
];

/** A basketball team's season statistics: per game and season totals. */
export function BasketTeamStats({ stats }: { stats: TBasketTeamStats }) {
  return (
    <DataTable head={['', '场次', ...TEAM_COLUMNS.map(([, label]) => label), '失分']} testId="team-stats">
      {(['averages', 'totals'] as const).map((kind) => (
        <tr key={kind}>
          <td className={`${td} text-left`}>{kind === 'averages' ? '场均' : '总计'}</td>
          <td className={td}>{stats.games}</td>
          {TEAM_COLUMNS.map(([k]) => (
            <td key={k} className={td}>
              {stats[kind][k]}
            </td>
          ))}
          <td className={td}>{kind === 'averages' ? stats.opponentPoints : Math.round(stats.opponentPoints * stats.games)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
