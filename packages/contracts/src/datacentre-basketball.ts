import { z } from 'zod';
import {
  ZMatchBriefSchema,
  ZMonthSchema,
  ZPlayerRefSchema,
  ZSeasonMonthSchema,
  ZSeasonQuerySchema,
  ZTeamProfileSchema,
  ZTeamRefSchema,
  ZZoneSchema,
} from './datacentre';

/** SPEC §3 basketball player stats; accuracies in percent (one decimal); assistRate is assists per turnover. */
export const ZBasketStatsSchema = z.object({
  minutesPlayed: z.number(),
  points: z.number(),
  fieldGoalsScored: z.number(),
  fieldGoalsTotal: z.number(),
  fieldGoalsAccuracy: z.number(),
  threePoints: z.number(),
  threePointsScored: z.number(),
  threePointsTotal: z.number(),
  threePointsAccuracy: z.number(),
  freeThrowsScored: z.number(),
  freeThrowsTotal: z.number(),
  freeThrowsAccuracy: z.number(),
  rebounds: z.number(),
  offensiveRebounds: z.number(),
  defensiveRebounds: z.number(),
  assists: z.number(),
  steals: z.number(),
  blocks: z.number(),
  turnovers: z.number(),
  fouls: z.number(),
  assistRate: z.number(),
});
export type TBasketStats = z.infer<typeof ZBasketStatsSchema>;

export const ZBasketPlayerSeasonSchema = z.object({
  seasonId: z.number().int(),
  seasonName: z.string(),
  leagueName: z.string(),
  games: z.number().int(),
  totals: ZBasketStatsSchema,
  averages: ZBasketStatsSchema,
});
export const ZBasketPlayerProfileSchema = z.object({
  player: ZPlayerRefSchema,
  seasons: z.array(ZBasketPlayerSeasonSchema),
  recent: z.array(z.object({ match: ZMatchBriefSchema, stats: ZBasketStatsSchema })),
});
export type TBasketPlayerProfile = z.infer<typeof ZBasketPlayerProfileSchema>;

/** A basketball standings line: win/loss, percentage, games behind the leader, streak, home and away records. */
export const ZBasketTableRowSchema = z.object({
  rank: z.number().int(),
  team: ZTeamRefSchema,
  played: z.number().int(),
  win: z.number().int(),
  lost: z.number().int(),
  /** Winning percentage, 0-100 with one decimal. */
  pct: z.number(),
  gamesBehind: z.number(),
  /** e.g. 3连胜 / 2连败; empty before a first game. */
  streak: z.string(),
  home: z.string(),
  away: z.string(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  /** The team's conference (NBA 东部 / 西部), or null in a league without conferences. */
  conference: z.string().nullable(),
  /** The colour of the zone the rank is in (play-offs, play-in), or null. */
  zoneColor: z.string().nullable(),
});
export type TBasketTableRow = z.infer<typeof ZBasketTableRowSchema>;
/**
 * A basketball season's standings: the whole league (`rows`, ranked by percentage) and, in a league
 * with conferences, each conference's own table (ranks, games behind and zones within it).
 */
export const ZBasketTableSchema = z.object({
  seasonId: z.number().int(),
  zones: z.array(ZZoneSchema),
  rows: z.array(ZBasketTableRowSchema),
  conferences: z.array(z.object({ name: z.string(), rows: z.array(ZBasketTableRowSchema) })),
});
export type TBasketTable = z.infer<typeof ZBasketTableSchema>;

/** A basketball team's season statistics from its box scores of finished games: totals and per-game averages. */
export const ZBasketTeamStatsSchema = z.object({
  games: z.number().int(),
  totals: ZBasketStatsSchema,
  averages: ZBasketStatsSchema,
  /** Points conceded per game. */
  opponentPoints: z.number(),
});
export type TBasketTeamStats = z.infer<typeof ZBasketTeamStatsSchema>;

export const ZBasketTeamProfileSchema = ZTeamProfileSchema.omit({ standing: true, stats: true, scorers: true }).extend({
  standing: ZBasketTableRowSchema.nullable(),
  stats: ZBasketTeamStatsSchema.nullable(),
});
export type TBasketTeamProfile = z.infer<typeof ZBasketTeamProfileSchema>;

/** A basketball schedule is read one month at a time (Beijing time); without `month`, the current one. */
export const ZBasketScheduleQuerySchema = ZSeasonQuerySchema.extend({ month: ZMonthSchema.optional() });

/**
 * One month of a basketball season's games in kick-off order, with every month of the season that
 * has games (how many) for the month picker. `month` is null only for a season without games.
 */
export const ZBasketScheduleSchema = z.object({
  seasonId: z.number().int(),
  month: z.string().nullable(),
  months: z.array(ZSeasonMonthSchema),
  matches: z.array(ZMatchBriefSchema),
});
export type TBasketSchedule = z.infer<typeof ZBasketScheduleSchema>;
