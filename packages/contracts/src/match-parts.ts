import { z } from 'zod';
import { ZCommonQuerySchema } from './envelope';
import { FORM_RESULTS, ZFormSummarySchema, ZFutureMatchSchema, ZGoalBandsSchema, ZTeamFormSchema } from './match';
import { ZScoreMatchSchema } from './scores';
import { ZStandingRowSchema } from './sports';
import { ZBasketTableRowSchema } from './datacentre-basketball';

/*
 * The separate calls of the match centre's analysis (SPEC §7 /live/fb/match/{corner,rank,
 * distribute,history,future}, /live/data/schedule/match-analysis) and the streamed-match list
 * (/live/tv/match-list). Each answers one part of the analysis tab's data.
 */

/** One past match of a team with its corners and yellow cards, seen from the team. */
export const ZCornerMatchSchema = ZFutureMatchSchema.extend({
  cornersFor: z.number().int(),
  cornersAgainst: z.number().int(),
  /** null where the source has no cards (imported history). */
  yellowFor: z.number().int().nullable(),
  yellowAgainst: z.number().int().nullable(),
});
export type TCornerMatch = z.infer<typeof ZCornerMatchSchema>;

/** A team's corner and card trend over its recent matches that have corners. */
export const ZCornerTrendSchema = z.object({
  teamId: z.number().int(),
  matches: z.array(ZCornerMatchSchema),
  /** Averages per match, one decimal; null without matches. */
  averageCornersFor: z.number().nullable(),
  averageCornersAgainst: z.number().nullable(),
  averageYellowFor: z.number().nullable(),
  averageYellowAgainst: z.number().nullable(),
});
export type TCornerTrend = z.infer<typeof ZCornerTrendSchema>;
export const ZMatchCornerSchema = z.object({ home: ZCornerTrendSchema, away: ZCornerTrendSchema });
export type TMatchCorner = z.infer<typeof ZMatchCornerSchema>;

/** Goals scored and conceded per time band in each team's recent matches (null: no goal times). */
export const ZMatchDistributeSchema = z.object({
  home: ZGoalBandsSchema.nullable(),
  away: ZGoalBandsSchema.nullable(),
});
export type TMatchDistribute = z.infer<typeof ZMatchDistributeSchema>;

/** Both teams' table rows in this match's season: football rows or basketball rows, the other empty. */
export const ZMatchRankSchema = z.object({
  football: z.array(ZStandingRowSchema),
  basketball: z.array(ZBasketTableRowSchema),
});
export type TMatchRank = z.infer<typeof ZMatchRankSchema>;

/** Head-to-head from the home team's side. */
export const ZMatchHistorySchema = ZTeamFormSchema;

export const ZMatchFutureSchema = z.object({
  home: z.array(ZFutureMatchSchema),
  away: z.array(ZFutureMatchSchema),
});
export type TMatchFuture = z.infer<typeof ZMatchFutureSchema>;

const ZScheduleTeamSchema = ZFormSummarySchema.extend({
  teamId: z.number().int(),
  /** Results of the recent matches, newest first. */
  lastResults: z.array(z.enum(FORM_RESULTS)),
  /** Position in this match's season table; null without a table. */
  rank: z.number().int().nullable(),
});

/** The schedule page's short analysis of one match: form summaries, last results and positions. */
export const ZScheduleAnalysisSchema = z.object({
  matchId: z.number().int(),
  headToHead: ZFormSummarySchema,
  home: ZScheduleTeamSchema,
  away: ZScheduleTeamSchema,
});
export type TScheduleAnalysis = z.infer<typeof ZScheduleAnalysisSchema>;

/** Matches shown in live rooms now: 1 football, 2 basketball, absent for both. */
export const ZTvMatchListQuerySchema = ZCommonQuerySchema.extend({
  matchType: z.coerce
    .number({ error: 'matchType 只能是 1（足球）或 2（篮球）' })
    .int('matchType 只能是 1（足球）或 2（篮球）')
    .min(1, 'matchType 只能是 1（足球）或 2（篮球）')
    .max(2, 'matchType 只能是 1（足球）或 2（篮球）')
    .optional(),
});
export const ZTvMatchSchema = z.object({
  match: ZScoreMatchSchema,
  /** Rooms streaming the match right now. */
  liveRooms: z.number().int(),
});
export type TTvMatch = z.infer<typeof ZTvMatchSchema>;
