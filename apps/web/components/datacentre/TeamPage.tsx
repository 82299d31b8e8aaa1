import Link from '@/components/ui/Link';
import { DATACENTRE_ROUTES as R, type TSquadPlayer, type TTeamProfile } from '@sports/contracts';
import { Panel } from '@/components/ui/Panel';
import { EmptyState } from '@/components/ui/EmptyState';
import { BasketTable, BasketTeamStats } from './LqTables';
import { load } from './data.server';
import { StandingsTable } from './FbTables';
import { stageHref } from './FbLeaguePage';
import { DataTable, LoadError, MatchTable, playerHref, td, type TDataSport } from './parts';

/** Positions from the goal forward (football) or from the guards in (basketball). */
const POSITION_ORDER = [
  'GK',
  'G',
  'DL',
  'DC',
  'DR',
  'D',
  'DM',
  'ML',
  'MC',
  'MR',
  'M',
  'AM',
  'LW',
  'RW',
  'ST',
  'F',
  'PG',
  'SG',
  'SF',
  'PF',
  'C',
];
const positionRank = (code: string) => (POSITION_ORDER.includes(code) ? POSITION_ORDER.indexOf(code) : POSITION_ORDER.length);

/** The squad grouped by SPEC §3 position code, each player linking to his page. */
function Squad({ squad, sport }: { squad: TSquadPlayer[]; sport: TDataSport }) {
  if (squad.length === 0) return <EmptyState />;
  // Each position's players in squad order, under the name its first player gives it.
  const groups = new Map<string, { name: string; players: TSquadPlayer[] }>();
  for (const p of squad) {
    const group = groups.get(p.position);
    if (group) group.players.push(p);
    else groups.set(p.position, { name: p.positionName, players: [p] });
  }
  const positions = [...groups].sort(([a], [b]) => positionRank(a) - positionRank(b));
  return (
    <div className="grid grid-cols-2 gap-4" data-testid="squad">
      {positions.map(([pos, { name, players }]) => (
        <section key={pos}>
          <h3 className="mb-1 text-xs font-semibold text-muted">
            {name}（{pos}）
          </h3>
          <ul className="space-y-0.5 text-sm">
            {players.map((p) => (
              <li key={p.id}>
                <Link href={playerHref(sport, p.id)} className="hover:text-primary" data-testid="squad-player">
                  <span className="inline-block w-7 text-muted tabular-nums">{p.shirtNumber ?? ''}</span>
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Header({ team, season }: { team: TTeamProfile['team']; season: TTeamProfile['season'] }) {
  return (
    <header className="flex items-center gap-4">
      <img src={team.logo} alt="" width={64} height={64} className="h-16 w-16" />
      <div>
        <h2 className="text-xl font-semibold" data-testid="team-name">
          {team.name}
        </h2>
        <p className="text-xs text-muted">
          {team.nameEn}
          {team.country ? ` · ${team.country}` : ''}
          {season ? ` · ${season.league.shortName} ${season.name}` : ''}
        </p>
      </div>
    </header>
  );
}

/**
 * The lists every team page ends with: squad by position, recent results, coming fixtures. A team
 * with no squad list but its scorers shown (a national team of an imported tournament) skips the squad.
 */
function TeamLists({
  profile,
  sport,
  hasScorers = false,
}: {
  profile: Pick<TTeamProfile, 'squad' | 'results' | 'fixtures'>;
  sport: TDataSport;
  hasScorers?: boolean;
}) {
  return (
    <>
      {profile.squad.length || !hasScorers ? (
        <Panel title="阵容">
          <Squad squad={profile.squad} sport={sport} />
        </Panel>
      ) : null}
      <Panel title="近期赛果">
        <MatchTable matches={profile.results} sport={sport} testId="team-results" />
      </Panel>
      <Panel title="未来赛程">
        <MatchTable matches={profile.fixtures} sport={sport} testId="team-fixtures" />
      </Panel>
    </>
  );
}

/** Football team page: badge, standing, season statistics, squad by position, results and fixtures. */
export async function FbTeamPage({ teamId, seasonId }: { teamId: number; seasonId?: number }) {
  const res = await load(R.fbTeam, { params: { teamId }, query: { seasonId: seasonId === undefined ? undefined : String(seasonId) } });
  if (!res.ok) return <LoadError message={res.message} />;
  const p = res.data;
  const s = p.stats;
  return (
    <div className="space-y-4" data-testid="team-page">
      <Header team={p.team} season={p.season} />
      {p.season && p.standing ? (
        <Panel title={<Link href={stageHref(p.season.league.id, p.season.id, 1)}>积分榜位置</Link>}>
          <StandingsTable rows={[p.standing]} highlight={p.team.id} />
        </Panel>
      ) : null}
      {s ? (
        <Panel title="赛季数据">
          <dl className="grid grid-cols-6 gap-3 text-center text-sm" data-testid="team-season-stats">
            {[
              ['场次', s.played],
              ['进球', s.goals],
              ['失球', s.conceded],
              ['零封', s.cleanSheets],
              ['射门', s.shots ?? '-'],
              ['控球率', s.possession === null ? '-' : `${s.possession}%`],
            ].map(([k, v]) => (
              <div key={k} className="rounded bg-page p-2">
                <dt className="text-xs text-muted">{k}</dt>
                <dd className="text-lg font-semibold">{v}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      ) : null}
      {p.scorers.length ? (
        <Panel title="本赛季进球球员">
          <DataTable head={['球员', '进球', '点球']} testId="team-scorers">
            {p.scorers.map((sc) => (
              <tr key={`${sc.playerId ?? ''}:${sc.playerName}`}>
                <td className={`${td} text-left`}>
                  {sc.playerId === null ? (
                    sc.playerName
                  ) : (
                    <Link href={playerHref('fb', sc.playerId)} className="hover:text-primary">
                      {sc.playerName}
                    </Link>
                  )}
                </td>
                <td className={td}>{sc.goals}</td>
                <td className={td}>{sc.penalties}</td>
              </tr>
            ))}
          </DataTable>
        </Panel>
      ) : null}
      <TeamLists profile={p} sport="fb" hasScorers={p.scorers.length > 0} />
    </div>
  );
}

/** Basketball team page: standing line (in its conference), season statistics, roster by position, results and fixtures. */
export async function LqTeamPage({ teamId }: { teamId: number }) {
  const res = await load(R.basketTeam, { params: { teamId } });
  if (!res.ok) return <LoadError message={res.message} />;
  const p = res.data;
  return (
    <div className="space-y-4" data-testid="team-page">
      <Header team={p.team} season={p.season} />
      {p.standing ? (
        <Panel title={p.standing.conference ? `${p.standing.conference}排名` : '排名'}>
          <BasketTable rows={[p.standing]} />
        </Panel>
      ) : null}
      {p.stats ? (
        <Panel title="赛季数据">
          <BasketTeamStats stats={p.stats} />
        </Panel>
      ) : null}
      <TeamLists profile={p} sport="lq" />
    </div>
  );
}
