import Link from '@/components/ui/Link';
import type { TLeaderboard, TTeamSeasonStats } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { DataTable, playerHref, td, TeamCell, type TDataSport } from './parts';

/** A player leaderboard: rank, player, team, value and the extra column (penalties or games). */
export function LeaderTable({
  board,
  sport,
  valueLabel,
  extraLabel,
}: {
  board: TLeaderboard;
  sport: TDataSport;
  valueLabel: string;
  extraLabel: string;
}) {
  if (board.list.length === 0) return <EmptyState />;
  return (
    <DataTable head={['排名', '球员', '球队', valueLabel, extraLabel]} testId="leaders">
      {board.list.map((l, i) => (
        <tr key={`${l.playerId ?? l.playerName}-${l.team.id}-${i}`}>
          <td className={`${td} text-left`}>{l.rank}</td>
          <td className={td}>
            {l.playerId ? (
              <Link href={playerHref(sport, l.playerId)} className="hover:text-primary">
                {l.playerName}
              </Link>
            ) : (
              l.playerName
            )}
          </td>
          <td className={td}>
            <TeamCell team={l.team} sport={sport} />
          </td>
          <td className={`${td} font-semibold`}>{l.value}</td>
          <td className={`${td} text-muted`}>{l.extra}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Team statistics of a season: goals, conceded, clean sheets, shots, possession, corners, cards. */
export function TeamStatsTable({ list }: { list: TTeamSeasonStats[] }) {
  if (list.length === 0) return <EmptyState />;
  const v = (n: number | null, suffix = '') => (n === null ? '-' : `${n}${suffix}`);
  return (
    <DataTable head={['球队', '场次', '进球', '失球', '零封', '射门', '射正', '控球率', '角球', '黄牌', '红牌']} testId="team-stats">
      {list.map((s) => (
        <tr key={s.team.id}>
          <td className={`${td} text-left`}>
            <TeamCell team={s.team} sport="fb" />
          </td>
          <td className={td}>{s.played}</td>
          <td className={td}>{s.goals}</td>
          <td className={td}>{s.conceded}</td>
          <td className={td}>{s.cleanSheets}</td>
          <td className={td}>{v(s.shots)}</td>
          <td className={td}>{v(s.shotsOnTarget)}</td>
          <td className={td}>{v(s.possession, '%')}</td>
          <td className={td}>{s.corners}</td>
          <td className={td}>{s.yellow}</td>
          <td className={td}>{s.red}</td>
        </tr>
      ))}
    </DataTable>
  );
}
