import type { TBasketStats, TBasketTable, TBasketTableRow, TBasketTeamStats, TZone } from '@sports/contracts';
import { must } from '@sports/contracts/indexed';
import { CONFERENCE_ZONES, conferenceOf, EAST, WEST } from './conferences';
import { perSeason, seasonOf, type DatacentreQueries } from './context';
import { FINISHED } from './leagues';
import type { BasketTotals } from './people-queries';
import { teamRef } from './presenter';
import { recentResults } from './recent-form';
import { zoneColor, zonesFor } from './zones';

const STREAK_LOOKBACK = 10;
const one = (v: number) => Math.round(v * 10) / 10;

/** "3连胜" / "2连败" from results newest first. */
function streakOf(results: boolean[]): string {
  if (results.length === 0) return '';
  let k = 1;
  while (k < results.length && results[k] === results[0]) k++;
  return `${k}${results[0] ? '连胜' : '连败'}`;
}

type Totals = Awaited<ReturnType<DatacentreQueries['tables']['totals']>>[number];
const pct = (w: number, l: number) => (w + l ? (w * 100) / (w + l) : 0);

/** Lines ranked by percentage (then wins, points difference), games behind the first of `totals`. */
function rankLines(
  totals: Totals[],
  line: (t: Totals) => Omit<TBasketTableRow, 'rank' | 'gamesBehind' | 'zoneColor'>,
  zones: TZone[],
): TBasketTableRow[] {
  const sorted = [...totals].sort(
    (a, b) =>
      pct(b.win, b.lost) - pct(a.win, a.lost) || b.win - a.win || b.goal - b.lostGoal - (a.goal - a.lostGoal) || a.teamId - b.teamId,
  );
  const leader = sorted[0];
  return sorted.map((t, i) => ({
    ...line(t),
    rank: i + 1,
    gamesBehind: leader ? (leader.win - t.win + (t.lost - leader.lost)) / 2 : 0,
    zoneColor: zoneColor(zones, i + 1),
  }));
}

/**
 * Basketball standings: win percentage, games behind the leader, streak, home and away records;
 * the NBA's also per conference (East and West), where its play-off and play-in places are.
 */
export async function basketballTable(q: DatacentreQueries, seasonId: number): Promise<TBasketTable> {
  return perSeason(q, 'lqTable', seasonId, async () => {
    const finished = FINISHED.basketball;
    // Two rounds of reads, as the football tables (fb-tables.ts): the check and totals (with the teams), then results.
    const [{ competition }, totals] = await Promise.all([seasonOf(q, seasonId, 'basketball'), q.tables.totals(seasonId, finished)]);
    const recent = await recentResults((limit) => q.tables.latestResults(seasonId, finished, limit), STREAK_LOOKBACK, totals);
    const teams = new Map(totals.map(({ team: t }) => [t.id, { ref: teamRef(t), conference: conferenceOf(competition.code, t.name_en) }]));
    // every team of the totals played in the season's matches: its row exists (a foreign key)
    const teamOf = (teamId: number) => must(teams.get(teamId), `team ${teamId} of season ${seasonId}`);
    const results = new Map<number, boolean[]>();
    for (const r of recent) results.set(r.teamId, [...(results.get(r.teamId) ?? []), r.gf > r.ga]);
    const line = (t: Totals) => ({
      team: teamOf(t.teamId).ref,
      conference: teamOf(t.teamId).conference,
      played: t.played,
      win: t.win,
      lost: t.lost,
      pct: one(pct(t.win, t.lost)),
      streak: streakOf(results.get(t.teamId) ?? []),
      home: `${t.homeWin}-${t.homeLost}`,
      away: `${t.awayWin}-${t.awayLost}`,
      pointsFor: t.played ? one(t.goal / t.played) : 0,
      pointsAgainst: t.played ? one(t.lostGoal / t.played) : 0,
    });
    const names = [EAST, WEST].filter((c) => totals.some((t) => teamOf(t.teamId).conference === c));
    const zones = names.length ? CONFERENCE_ZONES : zonesFor(competition.code, totals.length, competition.kind);
    return {
      seasonId,
      zones,
      rows: rankLines(totals, line, names.length ? [] : zones),
      conferences: names.map((name) => ({
        name,
        rows: rankLines(
          totals.filter((t) => teamOf(t.teamId).conference === name),
          line,
          CONFERENCE_ZONES,
        ),
      })),
    };
  });
}

const accuracy = (made: number, total: number) => (total ? one((made * 100) / total) : 0);

/** SPEC §3 basketball player stats from summed box scores, divided by `games` for averages (one decimal). */
export function basketStats(t: BasketTotals, games = 1): TBasketStats {
  const d = (v: number) => one(v / Math.max(games, 1));
  return {
    minutesPlayed: d(t.minutes_played),
    points: d(t.points),
    fieldGoalsScored: d(t.field_goals_scored),
    fieldGoalsTotal: d(t.field_goals_total),
    fieldGoalsAccuracy: accuracy(t.field_goals_scored, t.field_goals_total),
    threePoints: d(t.three_points_scored * 3),
    threePointsScored: d(t.three_points_scored),
    threePointsTotal: d(t.three_points_total),
    threePointsAccuracy: accuracy(t.three_points_scored, t.three_points_total),
    freeThrowsScored: d(t.free_throws_scored),
    freeThrowsTotal: d(t.free_throws_total),
    freeThrowsAccuracy: accuracy(t.free_throws_scored, t.free_throws_total),
    rebounds: d(t.rebounds),
    offensiveRebounds: d(t.offensive_rebounds),
    defensiveRebounds: d(t.defensive_rebounds),
    assists: d(t.assists),
    steals: d(t.steals),
    blocks: d(t.blocks),
    turnovers: d(t.turnovers),
    fouls: d(t.fouls),
    assistRate: t.turnovers ? one(t.assists / t.turnovers) : t.assists,
  };
}

/** A basketball team's season statistics: its box scores of the season's finished games, summed and per game. */
export async function basketballTeamStats(q: DatacentreQueries, teamId: number, seasonId: number): Promise<TBasketTeamStats | null> {
  return perSeason(q, `lqTeamStats:${teamId}`, seasonId, async () => {
    const t = await q.people.basketTeamTotals(teamId, seasonId, FINISHED.basketball);
    if (t.games === 0) return null;
    return {
      games: t.games,
      totals: basketStats(t.totals),
      averages: basketStats(t.totals, t.games),
      opponentPoints: one(t.conceded / t.games),
    };
  });
}
