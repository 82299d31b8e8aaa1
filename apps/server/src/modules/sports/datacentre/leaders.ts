import { BASKET_RANK_TYPES, type TBasketRankType, type TFbRankType, type TLeaderboard, type TTeamSeasonStats } from '@sports/contracts';
import { must } from '@sports/contracts/indexed';
import { AppError } from '../../../http/errors';
import { perSeason, seasonOf, teamRefs, type DatacentreQueries } from './context';
import { FINISHED } from './leagues';
import { teamRef } from './presenter';
import type { BasketColumn } from './people-queries';

const LIMIT = 50;
const BASKET_COLUMN: Record<TBasketRankType, BasketColumn> = {
  points: 'points',
  rebounds: 'rebounds',
  assists: 'assists',
  steals: 'steals',
  blocks: 'blocks',
};

/** Ranks with ties sharing a rank. */
function ranked<T extends { value: number }>(lines: T[]): (T & { rank: number })[] {
  let rank = 0;
  return lines.map((l, i) => {
    // A new rank unless the line before (none for the first) has the same value.
    if (lines[i - 1]?.value !== l.value) rank = i + 1;
    return { ...l, rank };
  });
}

type GoalLine = Awaited<ReturnType<DatacentreQueries['people']['goalLeaders']>>[number];

/**
 * Imported goals carry only a name, and a source may name a scorer by surname alone in one match
 * (the 2022 World Cup file has "Mbappé" beside "Kylian Mbappé"): such a line is credited to the
 * teammate whose full name ends with it.
 */
export function mergeSurnames(lines: GoalLine[]): GoalLine[] {
  const out = lines.map((l) => ({ ...l }));
  // Teammates are looked up within the team: a season has a few hundred scorers, a team a dozen.
  const byTeam = new Map<number, GoalLine[]>();
  for (const l of out) {
    if (l.playerId !== null) continue;
    const team = byTeam.get(l.teamId);
    if (team) team.push(l);
    else byTeam.set(l.teamId, [l]);
  }
  for (const short of out) {
    if (short.playerId !== null || short.value === 0) continue;
    const suffix = ` ${short.playerName}`;
    const full = byTeam.get(short.teamId)?.find((l) => l !== short && l.value > 0 && l.playerName.endsWith(suffix));
    if (!full) continue;
    full.value += short.value;
    full.extra += short.extra;
    short.value = 0;
  }
  return out.filter((l) => l.value > 0).sort((a, b) => b.value - a.value || a.extra - b.extra || a.playerName.localeCompare(b.playerName));
}

/** Every scorer of a football season (not only the leaderboard's first), for the team pages. */
export const seasonScorers = (q: DatacentreQueries, seasonId: number) =>
  perSeason(q, 'fbScorers', seasonId, async () => mergeSurnames(await q.people.goalLeaders(seasonId, 'goals')));

/** Football top scorers or assists of a season, from the season's goal incidents. */
export async function footballLeaders(q: DatacentreQueries, seasonId: number, type: TFbRankType): Promise<TLeaderboard> {
  return perSeason(q, `fbLeaders:${type}`, seasonId, async () => {
    // The season's check beside the first read (kept with the answer, as the tables' is: fb-tables.ts).
    // The scorers' teams come with them: one round of reads.
    const [, goals] = await Promise.all([seasonOf(q, seasonId, 'football'), q.people.goalLeaders(seasonId, type)]);
    const rows = ranked(mergeSurnames(goals).slice(0, LIMIT));
    return {
      seasonId,
      type,
      list: rows.map(({ rank, playerId, playerName, team, value, extra }) => ({
        rank,
        playerId,
        playerName,
        team: teamRef(team),
        value,
        extra,
      })),
    };
  });
}

/** Basketball per-game leaders of a season (one decimal), `extra` the games played. */
export async function basketballLeaders(q: DatacentreQueries, seasonId: number, type: TBasketRankType): Promise<TLeaderboard> {
  if (!(type in BASKET_RANK_TYPES)) throw new AppError('BAD_REQUEST', '不支持的榜单类型');
  return perSeason(q, `lqLeaders:${type}`, seasonId, async () => {
    const [, rows] = await Promise.all([seasonOf(q, seasonId, 'basketball'), q.people.basketLeaders(seasonId, BASKET_COLUMN[type], LIMIT)]);
    const lines = rows.map((r) => ({ ...r, value: Math.round((r.total * 10) / r.games) / 10 }));
    return {
      seasonId,
      type,
      list: ranked(lines).map((r) => ({
        rank: r.rank,
        playerId: r.playerId,
        playerName: r.playerName,
        team: teamRef(r.team),
        value: r.value,
        extra: r.games,
      })),
    };
  });
}

const STAT_TYPES = ['shots', 'shots_on_target', 'possession'];

/** Every team's statistics over a season's finished matches, by points-free totals (goals first). */
export async function teamStatsTable(q: DatacentreQueries, seasonId: number): Promise<TTeamSeasonStats[]> {
  return perSeason(q, 'fbTeamStats', seasonId, async () => {
    const [, totals, sums] = await Promise.all([
      seasonOf(q, seasonId, 'football'),
      q.tables.teamTotals(seasonId, FINISHED.football),
      q.tables.teamStatSums(seasonId, FINISHED.football, STAT_TYPES),
    ]);
    const teams = await teamRefs(
      q,
      totals.map((t) => t.teamId),
    );
    const stat = (teamId: number, type: string) => sums.find((s) => s.teamId === teamId && s.type === type);
    return totals
      .map((t) => {
        const possession = stat(t.teamId, 'possession');
        return {
          team: must(teams.get(t.teamId), `team ${t.teamId} of season ${seasonId}`),
          played: t.played,
          goals: t.goals,
          conceded: t.conceded,
          cleanSheets: t.cleanSheets,
          yellow: t.yellow,
          red: t.red,
          corners: t.corners,
          shots: stat(t.teamId, 'shots')?.total ?? null,
          shotsOnTarget: stat(t.teamId, 'shots_on_target')?.total ?? null,
          possession: possession ? Math.round((possession.total * 10) / possession.matches) / 10 : null,
        };
      })
      .sort((a, b) => b.goals - a.goals || a.conceded - b.conceded || a.team.id - b.team.id);
  });
}
