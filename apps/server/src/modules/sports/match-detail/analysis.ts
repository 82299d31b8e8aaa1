import {
  BASKETBALL_STATE,
  FOOTBALL_STATE,
  type TFutureMatch,
  type TMatchAnalysis,
  type TPastMatch,
  type TBasketTableRow,
  type TSport,
  type TStandingRow,
  type TTeamForm,
} from '@sports/contracts';
import type { SportsService } from '../service';
import { formResult, formSummary, goalBands, handicapResult, overUnderResult, type TeamScore } from './form';
import { requireMatch } from './live';
import { FUTURE_PER_TEAM, type DetailOddsRow, type MatchDetailRepository, type PastMatchRow } from './repository';

const num = (v: number | string | null) => (v === null ? null : Number(v));

type Lines = Map<number, { handicap: number | null; overUnder: number | null }>;

/** Closing pre-match lines (live, else opening) of the first bookmaker pricing each match. */
function closingLines(rows: DetailOddsRow[]): Lines {
  const lines: Lines = new Map();
  for (const o of rows) {
    if (o.market === 'europe') continue;
    const id = Number(o.match_id);
    const entry = lines.get(id) ?? { handicap: null, overUnder: null };
    const line = o.live_line ?? o.open_line;
    const value = line === null ? null : Number(line);
    if (o.market === 'handicap' && entry.handicap === null) entry.handicap = value;
    if (o.market === 'overunder' && entry.overUnder === null) entry.overUnder = value;
    lines.set(id, entry);
  }
  return lines;
}

/** Which match: its id, competition, kick-off and both teams. */
function fixture(r: PastMatchRow): TFutureMatch {
  return {
    id: Number(r.id),
    competitionName: r.c_short_name,
    kickoffAt: Number(r.kickoff_at),
    homeId: Number(r.home_team_id),
    homeName: r.h_short_name,
    awayId: Number(r.away_team_id),
    awayName: r.a_short_name,
  };
}

function pastMatch(r: PastMatchRow, teamId: number, lines: Lines): TPastMatch {
  const home = Number(r.home_team_id) === teamId;
  const hs = Number(r.home_score);
  const as = Number(r.away_score);
  const side: TeamScore = { goalsFor: home ? hs : as, goalsAgainst: home ? as : hs, home };
  const l = lines.get(Number(r.id));
  return {
    ...fixture(r),
    homeScore: hs,
    awayScore: as,
    homeHalfScore: num(r.home_half_score),
    awayHalfScore: num(r.away_half_score),
    homeCorner: num(r.home_corner),
    awayCorner: num(r.away_corner),
    homeYellow: num(r.home_yellow),
    awayYellow: num(r.away_yellow),
    handicapLine: l?.handicap ?? null,
    overUnderLine: l?.overUnder ?? null,
    result: formResult(side),
    handicapResult: handicapResult(side, l?.handicap ?? null),
    overUnderResult: overUnderResult(hs + as, l?.overUnder ?? null),
  };
}

type Goal = { match_id: number; side: 'home' | 'away'; minute: number };

function teamForm(teamId: number, rows: PastMatchRow[], lines: Lines, goals: Goal[] | null): TTeamForm {
  const matches = rows.map((r) => pastMatch(r, teamId, lines));
  const summary = formSummary(
    matches.map((m) => {
      const home = m.homeId === teamId;
      return {
        goalsFor: home ? m.homeScore : m.awayScore,
        goalsAgainst: home ? m.awayScore : m.homeScore,
        home,
        handicap: m.handicapResult,
        overUnder: m.overUnderResult,
      };
    }),
  );
  const homeOf = new Map(rows.map((r) => [Number(r.id), Number(r.home_team_id) === teamId]));
  const mine = goals?.filter((g) => homeOf.has(Number(g.match_id))) ?? [];
  const bands = mine.length
    ? goalBands(mine.map((g) => ({ minute: Number(g.minute), forTeam: (g.side === 'home') === homeOf.get(Number(g.match_id)) })))
    : null;
  return { teamId, matches, summary, goalBands: bands };
}

function futureOf(teamId: number, rows: PastMatchRow[]): TFutureMatch[] {
  return rows
    .filter((r) => Number(r.home_team_id) === teamId || Number(r.away_team_id) === teamId)
    .slice(0, FUTURE_PER_TEAM)
    .map(fixture);
}

/** Where the analysis reads the season tables: football's league rank and the basketball standings. */
export interface AnalysisTables {
  sports: Pick<SportsService, 'leagueRank'>;
  basketballTable(seasonId: number): Promise<{ rows: TBasketTableRow[] }>;
}

/** Head-to-head, both teams' recent form against the lines, their table rows, goal times and next fixtures. */
export async function matchAnalysis(
  repo: MatchDetailRepository,
  tables: AnalysisTables,
  id: number,
  sport: TSport,
): Promise<TMatchAnalysis> {
  const m = await requireMatch(repo, id, sport);
  const sports = tables.sports;
  const [home, away, kickoff] = [Number(m.home_team_id), Number(m.away_team_id), Number(m.kickoff_at)];
  const states = sport === 'football' ? FOOTBALL_STATE : BASKETBALL_STATE;
  // A league has a table; a cup only in its groups (a friendly or a knockout tie has none).
  const tabled = sport === 'football' && (m.competition_kind === 'league' || m.group_name !== null);
  const table: Promise<TStandingRow[]> = tabled ? sports.leagueRank(Number(m.season_id)).catch(() => []) : Promise.resolve([]);
  const basketTable: Promise<TBasketTableRow[]> =
    sport === 'basketball' && m.competition_kind === 'league'
      ? tables.basketballTable(Number(m.season_id)).then(
          (t) => t.rows,
          () => [],
        )
      : Promise.resolve([]);
  const [h2h, homeRecent, awayRecent, future, standings, basketRows] = await Promise.all([
    repo.headToHead(home, away, states.finished, kickoff),
    repo.recent(home, states.finished, kickoff),
    repo.recent(away, states.finished, kickoff),
    repo.future([home, away], states.notStarted, kickoff),
    table,
    basketTable,
  ]);
  const ids = [...new Set([...h2h, ...homeRecent, ...awayRecent].map((r) => Number(r.id)))];
  const [odds, goals] = await Promise.all([repo.odds(ids), sport === 'football' ? repo.goals(ids) : Promise.resolve(null)]);
  const lines = closingLines(odds);
  return {
    headToHead: teamForm(home, h2h, lines, goals),
    home: teamForm(home, homeRecent, lines, goals),
    away: teamForm(away, awayRecent, lines, goals),
    standings: standings.filter((r) => (r.teamId === home || r.teamId === away) && (m.group_name === null || r.groupName === m.group_name)),
    basketballStandings: basketRows.filter((r) => r.team.id === home || r.team.id === away),
    homeFuture: futureOf(home, future),
    awayFuture: futureOf(away, future),
  };
}
