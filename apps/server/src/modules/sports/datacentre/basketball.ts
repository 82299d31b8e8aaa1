import type { TBasketStats, TBasketTable, TBasketTableRow } from '@sports/contracts';
import { perSeason, seasonOf, teamRefs, type DatacentreQueries } from './context';
import { FINISHED } from './leagues';
import type { BasketTotals } from './people-queries';

const STREAK_LOOKBACK = 10;
const one = (v: number) => Math.round(v * 10) / 10;

/** "3连胜" / "2连败" from results newest first. */
function streakOf(results: boolean[]): string {
  if (results.length === 0) return '';
  let k = 1;
  while (k < results.length && results[k] === results[0]) k++;
  return `${k}${results[0] ? '连胜' : '连败'}`;
}

/** Basketball standings: win percentage, games behind the leader, streak, home and away records. */
export async function basketballTable(q: DatacentreQueries, seasonId: number): Promise<TBasketTable> {
  await seasonOf(q, seasonId, 'basketball');
  return perSeason(q, 'lqTable', seasonId, async () => {
    const finished = FINISHED.basketball;
    const [totals, recent] = await Promise.all([q.tables.totals(seasonId, finished), q.tables.recent(seasonId, finished, STREAK_LOOKBACK)]);
    const teams = await teamRefs(
      q,
      totals.map((t) => t.teamId),
    );
    const results = new Map<number, boolean[]>();
    for (const r of recent) results.set(r.teamId, [...(results.get(r.teamId) ?? []), r.gf > r.ga]);
    const pct = (w: number, l: number) => (w + l ? (w * 100) / (w + l) : 0);
    const sorted = [...totals].sort(
      (a, b) =>
        pct(b.win, b.lost) - pct(a.win, a.lost) || b.win - a.win || b.goal - b.lostGoal - (a.goal - a.lostGoal) || a.teamId - b.teamId,
    );
    const leader = sorted[0];
    const rows: TBasketTableRow[] = sorted.map((t, i) => ({
      rank: i + 1,
      team: teams.get(t.teamId)!,
      played: t.played,
      win: t.win,
      lost: t.lost,
      pct: one(pct(t.win, t.lost)),
      gamesBehind: leader ? (leader.win - t.win + (t.lost - leader.lost)) / 2 : 0,
      streak: streakOf(results.get(t.teamId) ?? []),
      home: `${t.homeWin}-${t.homeLost}`,
      away: `${t.awayWin}-${t.awayLost}`,
      pointsFor: t.played ? one(t.goal / t.played) : 0,
      pointsAgainst: t.played ? one(t.lostGoal / t.played) : 0,
    }));
    return { seasonId, rows };
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
