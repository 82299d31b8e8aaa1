import type { TBasketTableRow, TStandingRow } from '@sports/contracts';
import { Panel } from '@/components/ui/Panel';

function Table({ head, rows }: { head: string[]; rows: { key: number; cells: (string | number)[] }[] }) {
  return (
    <table className="w-full text-center text-sm" data-testid="standings">
      <thead className="bg-tint text-muted">
        <tr>
          {head.map((h) => (
            <th key={h} className="px-2 py-1 font-normal">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-line tabular-nums">
            {r.cells.map((v, i) => (
              <td key={i} className="px-2 py-1">
                {v}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Both teams' rows of the season's table: football points, or basketball wins, losses and percentage. */
export function Standings({ football, basketball }: { football: TStandingRow[]; basketball: TBasketTableRow[] }) {
  if (football.length)
    return (
      <Panel title="联赛积分">
        <Table
          head={['排名', '球队', '赛', '胜', '平', '负', '进', '失', '净', '积分']}
          rows={football.map((r) => ({
            key: r.teamId,
            cells: [r.rank, r.teamName, r.played, r.win, r.draw, r.lost, r.goal, r.lostGoal, r.goalDiff, r.points],
          }))}
        />
      </Panel>
    );
  if (basketball.length)
    return (
      <Panel title="联赛排名">
        <Table
          head={['排名', '球队', '赛', '胜', '负', '胜率', '胜差', '近况', '主场', '客场', '场均得分', '场均失分']}
          rows={basketball.map((r) => ({
            key: r.team.id,
            cells: [
              r.rank,
              r.team.name,
              r.played,
              r.win,
              r.lost,
              `${r.pct.toFixed(1)}%`,
              r.gamesBehind,
              r.streak || '-',
              r.home,
              r.away,
              r.pointsFor,
              r.pointsAgainst,
            ],
          }))}
        />
      </Panel>
    );
  return null;
}
