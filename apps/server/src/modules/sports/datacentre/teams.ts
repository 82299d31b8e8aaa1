import type { TBasketTeamProfile, TSport, TTeamProfile } from '@sports/contracts';
import { AppError } from '../../../http/errors';
import { basketballTable, basketballTeamStats } from './basketball';
import { seasonOf, SPORT_TEXT, type DatacentreQueries } from './context';
import { seasonTables } from './fb-tables';
import { seasonScorers, teamStatsTable } from './leaders';
import { FINISHED } from './leagues';
import { leagueOf, matchBrief, squadPlayer, teamRef } from './presenter';

const LIST = 10;

/** What both sports' team pages share: profile, seasons, the season shown, squad, results and fixtures. */
async function teamBase(q: DatacentreQueries, teamId: number, sport: TSport, seasonId: number | undefined) {
  const team = await q.people.team(teamId);
  if (!team) throw new AppError('NOT_FOUND', '球队不存在');
  if (team.sport !== sport) throw new AppError('NOT_FOUND', `该球队不是${SPORT_TEXT[sport]}球队`);
  const seasons = await q.matches.teamSeasons(teamId);
  if (seasonId !== undefined && !seasons.some((s) => Number(s.id) === seasonId)) throw new AppError('NOT_FOUND', '该球队没有参加这个赛季');
  // By default the latest league season: a friendly or a cup is shown only when the team plays nothing else.
  const shown = seasonId ?? Number((seasons.find((s) => s.kind === 'league') ?? seasons[0])?.id ?? 0);
  const [squad, matches, current] = await Promise.all([
    q.people.squad(teamId),
    shown ? q.matches.teamMatches(teamId, shown) : Promise.resolve([]),
    shown ? seasonOf(q, shown, sport) : Promise.resolve(null),
  ]);
  const briefs = matches.map(matchBrief);
  const done = FINISHED[sport];
  return {
    team: { ...teamRef(team), nameEn: team.name_en, country: team.country, sport: team.sport },
    season: current
      ? {
          id: Number(current.season.id),
          name: current.season.name,
          startYear: current.season.start_year,
          league: leagueOf(current.competition),
        }
      : null,
    seasons: seasons.map((s) => ({ id: Number(s.id), name: s.name, startYear: s.start_year, leagueName: s.league_name })),
    squad: squad.map((p) => squadPlayer(p, sport)),
    results: briefs
      .filter((m) => m.state === done)
      .reverse()
      .slice(0, LIST),
    fixtures: briefs.filter((m) => m.state !== done).slice(0, LIST),
  };
}

/** A football team page: the base plus its standing line and season statistics. */
export async function footballTeam(q: DatacentreQueries, teamId: number, seasonId?: number): Promise<TTeamProfile> {
  const base = await teamBase(q, teamId, 'football', seasonId);
  if (!base.season) return { ...base, standing: null, stats: null, scorers: [] };
  const [tables, stats, scorers] = await Promise.all([
    seasonTables(q, base.season.id),
    teamStatsTable(q, base.season.id),
    seasonScorers(q, base.season.id),
  ]);
  const standing = tables.groups.flatMap((g) => g.rows).find((r) => r.teamId === teamId) ?? null;
  return {
    ...base,
    standing,
    stats: stats.find((s) => s.team.id === teamId) ?? null,
    scorers: scorers
      .filter((s) => s.teamId === teamId)
      .map(({ playerId, playerName, value, extra }) => ({ playerId, playerName, goals: value, penalties: extra })),
  };
}

/** A basketball team page: the base plus its standings line (in its conference when the league has them) and season statistics. */
export async function basketballTeam(q: DatacentreQueries, teamId: number, seasonId?: number): Promise<TBasketTeamProfile> {
  const base = await teamBase(q, teamId, 'basketball', seasonId);
  if (!base.season) return { ...base, standing: null, stats: null };
  const [table, stats] = await Promise.all([basketballTable(q, base.season.id), basketballTeamStats(q, teamId, base.season.id)]);
  const rows = table.conferences.length ? table.conferences.flatMap((c) => c.rows) : table.rows;
  return { ...base, standing: rows.find((r) => r.team.id === teamId) ?? null, stats };
}
