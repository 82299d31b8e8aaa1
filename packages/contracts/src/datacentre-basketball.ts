import { z } from 'zod';
import { ZMatchBriefSchema, ZPlayerRefSchema, ZTeamProfileSchema, ZTeamRefSchema } from './datacentre';

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
});
export type TBasketTableRow = z.infer<typeof ZBasketTableRowSchema>;
export const ZBasketTableSchema = z.object({ seasonId: z.number().int(), rows: z.array(ZBasketTableRowSchema) });
export type TBasketTable = z.infer<typeof ZBasketTableSchema>;

export const ZBasketTeamProfileSchema = ZTeamProfileSchema.omit({ standing: true, stats: true }).extend({
  standing: ZBasketTableRowSchema.nullable(),
});
export type TBasketTeamProfile = z.infer<typeof ZBasketTeamProfileSchema>;
