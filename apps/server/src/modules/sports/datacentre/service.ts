import type { Kysely } from 'kysely';
import type { TBasketRankType, TFbRankType, TSport } from '@sports/contracts';
import type { Database } from '../../../db/schema';
import { basketballTable } from './basketball';
import { datacentreQueries, seasonOfMatch } from './context';
import { seasonTables } from './fb-tables';
import { basketballLeaders, footballLeaders, teamStatsTable } from './leaders';
import { databaseList, leagueDataOf, seasonDetail, updateHotLeagues } from './leagues';
import { basketballPlayer, footballPlayer } from './players';
import { basketballSchedule, footballSchedule, scheduleMonth } from './schedule';
import { basketballTeam, footballTeam } from './teams';

/** The data centre's use cases over one set of queries; each lives in its own file. */
export function datacentreService(db: Kysely<Database>, now: () => number = Date.now) {
  const q = datacentreQueries(db, now);
  return {
    /** A season answer kept while the season is unchanged (season-cache.ts), e.g. a serialised envelope. */
    perSeason: <T>(seasonId: number, key: string, compute: () => Promise<T>) => q.cache.get(seasonId, key, compute),
    /** The season changed (a match finished, a goal, an import): its answers are computed again. */
    invalidate: (seasonId: number) => q.cache.invalidate(seasonId),
    /** The season of a match, or null; a match never changes season, so it is remembered. */
    seasonOfMatch: (matchId: number) => seasonOfMatch(q, matchId),
    leagueData: (id: number, sport: TSport) => leagueDataOf(q, id, sport),
    databaseList: (sport: TSport, userId: number | null) => databaseList(q, sport, userId),
    seasonDetail: (seasonId: number) => seasonDetail(q, seasonId),
    updateHotLeagues: (userId: number, sport: TSport, ids: number[]) => updateHotLeagues(q, userId, sport, ids),
    /** The month of a schedule to show (the asked one, checked, or the current one; null: a season played in rounds). */
    scheduleMonth: (seasonId: number, sport: TSport, month?: string) => scheduleMonth(q, seasonId, sport, month, now()),
    footballSchedule: (seasonId: number, roundId: number | undefined, month: string | null) =>
      footballSchedule(q, seasonId, roundId, month),
    basketballSchedule: (seasonId: number, month: string | null) => basketballSchedule(q, seasonId, month),
    seasonTables: (seasonId: number) => seasonTables(q, seasonId),
    footballLeaders: (seasonId: number, type: TFbRankType) => footballLeaders(q, seasonId, type),
    teamStatsTable: (seasonId: number) => teamStatsTable(q, seasonId),
    footballTeam: (teamId: number, seasonId?: number) => footballTeam(q, teamId, seasonId),
    footballPlayer: (playerId: number) => footballPlayer(q, playerId),
    basketballTable: (seasonId: number) => basketballTable(q, seasonId),
    basketballLeaders: (seasonId: number, type: TBasketRankType) => basketballLeaders(q, seasonId, type),
    basketballTeam: (teamId: number, seasonId?: number) => basketballTeam(q, teamId, seasonId),
    basketballPlayer: (playerId: number) => basketballPlayer(q, playerId),
  };
}
export type DatacentreService = ReturnType<typeof datacentreService>;
