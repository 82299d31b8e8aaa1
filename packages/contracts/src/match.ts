import { z } from 'zod';
import { ZCommonQuerySchema } from './envelope';
import { ODDS_MARKETS, ZMatchIncidentSchema, ZMatchStatSchema, ZTextLiveLineSchema } from './live-push';
import { ZScoreMatchSchema } from './scores';
import { ZQueryIdSchema, ZStandingRowSchema } from './sports';
import { ZBasketTableRowSchema } from './datacentre-basketball';

/*
 * The match centre (/football/{tab}/{id}, /basketball/{tab}/{id}): the header every tab shows,
 * the live tab (events, statistics, text live, lineups, box score), the odds tabs and analysis.
 */

export const ZMatchDetailQuerySchema = ZCommonQuerySchema.extend({ matchId: ZQueryIdSchema('matchId', '比赛') });
/** SPEC's POST eventList carries the match id in the body; a number or a numeric string. */
export const ZMatchIdBodySchema = z.object({
  matchId: z.coerce
    .number({ error: 'matchId 必须是正整数' })
    .int('matchId 必须是正整数')
    .positive('matchId 必须是正整数')
    .max(Number.MAX_SAFE_INTEGER, 'matchId 必须是正整数'),
  channelId: z.coerce.number().int().optional(),
  platform: z.coerce.number().int().optional(),
});
export const ZOddsIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, '比赛 id 必须是正整数')
    .transform(Number),
});
export const ZOddsHistoryQuerySchema = ZMatchDetailQuerySchema.extend({
  market: z.enum(ODDS_MARKETS, { error: 'market 只能是 europe、handicap、overunder 之一' }),
  bookmakerId: ZQueryIdSchema('bookmakerId', '公司').optional(),
});

/** How much of each kind of detail the match has: an imported historical match has results only. */
export const ZMatchCoverageSchema = z.object({
  incidents: z.number().int(),
  stats: z.number().int(),
  text: z.number().int(),
  lineups: z.number().int(),
  playerStats: z.number().int(),
  odds: z.number().int(),
});
export type TMatchCoverage = z.infer<typeof ZMatchCoverageSchema>;

/** The header of every tab: the score-list row of the match plus what only the match page shows. */
export const ZMatchHeaderSchema = z.object({
  match: ZScoreMatchSchema,
  competitionName: z.string(),
  seasonId: z.number().int(),
  seasonName: z.string(),
  venue: z.string().nullable(),
  coverage: ZMatchCoverageSchema,
});
export type TMatchHeader = z.infer<typeof ZMatchHeaderSchema>;

export const ZMatchEventListSchema = z.object({
  incidents: z.array(ZMatchIncidentSchema),
  stats: z.array(ZMatchStatSchema),
});
export type TMatchEventList = z.infer<typeof ZMatchEventListSchema>;
export const ZMatchTextLiveSchema = z.array(ZTextLiveLineSchema);

/** A football player's statistics in one match. */
export const ZFootballPlayerStatSchema = z.object({
  minutesPlayed: z.number().int().nullable(),
  goals: z.number().int().nullable(),
  shots: z.number().int().nullable(),
  shotsOnTarget: z.number().int().nullable(),
  passes: z.number().int().nullable(),
  passesAccurate: z.number().int().nullable(),
  tackles: z.number().int().nullable(),
  saves: z.number().int().nullable(),
  yellow: z.number().int().nullable(),
  red: z.number().int().nullable(),
  /** e.g. 7.4 */
  rating: z.number().nullable(),
});
export type TFootballPlayerStat = z.infer<typeof ZFootballPlayerStatSchema>;

export const ZLineupPlayerSchema = z.object({
  playerId: z.number().int(),
  name: z.string(),
  shirtNumber: z.number().int().nullable(),
  /** SPEC §3 position code. */
  position: z.string(),
  captain: z.boolean(),
  stats: ZFootballPlayerStatSchema.nullable(),
});
export type TLineupPlayer = z.infer<typeof ZLineupPlayerSchema>;
export const ZTeamLineupSchema = z.object({
  formation: z.string().nullable(),
  /** Head coach; null where the source names none (imported history). */
  coach: z.string().nullable(),
  starters: z.array(ZLineupPlayerSchema),
  subs: z.array(ZLineupPlayerSchema),
});
export type TTeamLineup = z.infer<typeof ZTeamLineupSchema>;
export const ZMatchLineupSchema = z.object({ home: ZTeamLineupSchema, away: ZTeamLineupSchema });
export type TMatchLineup = z.infer<typeof ZMatchLineupSchema>;

/** A line of the basketball box score with SPEC §3's player fields (accuracies in percent). */
export const ZBasketballPlayerLineSchema = z.object({
  playerId: z.number().int(),
  name: z.string(),
  shirtNumber: z.number().int().nullable(),
  position: z.string(),
  starter: z.boolean(),
  minutesPlayed: z.number().int(),
  points: z.number().int(),
  fieldGoalsScored: z.number().int(),
  fieldGoalsTotal: z.number().int(),
  fieldGoalsAccuracy: z.number(),
  threePoints: z.number().int(),
  threePointsScored: z.number().int(),
  threePointsTotal: z.number().int(),
  threePointsAccuracy: z.number(),
  freeThrowsScored: z.number().int(),
  freeThrowsTotal: z.number().int(),
  freeThrowsAccuracy: z.number(),
  rebounds: z.number().int(),
  offensiveRebounds: z.number().int(),
  defensiveRebounds: z.number().int(),
  assists: z.number().int(),
  steals: z.number().int(),
  blocks: z.number().int(),
  turnovers: z.number().int(),
  fouls: z.number().int(),
  /** Share of the team's assists, percent. */
  assistRate: z.number(),
});
export type TBasketballPlayerLine = z.infer<typeof ZBasketballPlayerLineSchema>;
export const ZBasketballStatsSchema = z.object({
  stats: z.array(ZMatchStatSchema),
  home: z.array(ZBasketballPlayerLineSchema),
  away: z.array(ZBasketballPlayerLineSchema),
  /** Head coaches; null where the source names none. */
  homeCoach: z.string().nullable(),
  awayCoach: z.string().nullable(),
});
export type TBasketballStats = z.infer<typeof ZBasketballStatsSchema>;

/* ---------- odds ---------- */

/** One phase of a market: europe home/draw/away; handicap home odds, line, away odds; overunder over (home), line, under (away). */
export const ZOddsValuesSchema = z.object({
  home: z.number().nullable(),
  draw: z.number().nullable(),
  away: z.number().nullable(),
  line: z.number().nullable(),
  at: z.number().int().nullable(),
});
export type TOddsValues = z.infer<typeof ZOddsValuesSchema>;
export const ZOddsMarketSchema = z.object({
  open: ZOddsValuesSchema.nullable(),
  live: ZOddsValuesSchema.nullable(),
  inplay: ZOddsValuesSchema.nullable(),
});
export type TOddsMarket = z.infer<typeof ZOddsMarketSchema>;
/** Every market of one bookmaker for the match (null where it does not price it). */
export const ZOddsBookSchema = z.object({
  bookmakerId: z.number().int(),
  bookmakerName: z.string(),
  europe: ZOddsMarketSchema.nullable(),
  handicap: ZOddsMarketSchema.nullable(),
  overunder: ZOddsMarketSchema.nullable(),
});
export type TOddsBook = z.infer<typeof ZOddsBookSchema>;
export const ZMatchOddsSchema = z.array(ZOddsBookSchema);

/** Opening values of each bookmaker's markets (odds first). */
export const ZOddsFirstSchema = z.array(
  z.object({
    bookmakerId: z.number().int(),
    bookmakerName: z.string(),
    europe: ZOddsValuesSchema.nullable(),
    handicap: ZOddsValuesSchema.nullable(),
    overunder: ZOddsValuesSchema.nullable(),
  }),
);
export type TOddsFirst = z.infer<typeof ZOddsFirstSchema>;

/** 三合一: per bookmaker, each market's opening and current (in play, else live, else opening) values. */
const ZOpenCurrentSchema = z.object({ open: ZOddsValuesSchema.nullable(), current: ZOddsValuesSchema.nullable() });
export const ZThreeJoinOneSchema = z.array(
  z.object({
    bookmakerId: z.number().int(),
    bookmakerName: z.string(),
    europe: ZOpenCurrentSchema.nullable(),
    handicap: ZOpenCurrentSchema.nullable(),
    overunder: ZOpenCurrentSchema.nullable(),
  }),
);
export type TThreeJoinOne = z.infer<typeof ZThreeJoinOneSchema>;

/* ---------- analysis ---------- */

export const FORM_RESULTS = ['W', 'D', 'L'] as const;
export type TFormResult = (typeof FORM_RESULTS)[number];
/** Result against the Asian handicap: 赢 win, 输 lose, 走 stake returned. */
export const HANDICAP_RESULTS = ['赢', '输', '走'] as const;
export type THandicapResult = (typeof HANDICAP_RESULTS)[number];
/** Result against the over/under line: 大 over, 小 under, 走 on the line. */
export const OVER_UNDER_RESULTS = ['大', '小', '走'] as const;
export type TOverUnderResult = (typeof OVER_UNDER_RESULTS)[number];

/** A match to come: which match, when, between whom. */
export const ZFutureMatchSchema = z.object({
  id: z.number().int(),
  competitionName: z.string(),
  kickoffAt: z.number().int(),
  homeId: z.number().int(),
  homeName: z.string(),
  awayId: z.number().int(),
  awayName: z.string(),
});
export type TFutureMatch = z.infer<typeof ZFutureMatchSchema>;

/** A finished match seen from one team (the `teamId` of the list it is in). */
export const ZPastMatchSchema = ZFutureMatchSchema.extend({
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  homeHalfScore: z.number().int().nullable(),
  awayHalfScore: z.number().int().nullable(),
  /** Corners and yellow cards of each side; null where the source has none (imported history). */
  homeCorner: z.number().int().nullable(),
  awayCorner: z.number().int().nullable(),
  homeYellow: z.number().int().nullable(),
  awayYellow: z.number().int().nullable(),
  /** Closing pre-match lines of the first bookmaker; null for matches without odds (imported history). */
  handicapLine: z.number().nullable(),
  overUnderLine: z.number().nullable(),
  result: z.enum(FORM_RESULTS),
  handicapResult: z.enum(HANDICAP_RESULTS).nullable(),
  overUnderResult: z.enum(OVER_UNDER_RESULTS).nullable(),
});
export type TPastMatch = z.infer<typeof ZPastMatchSchema>;

export const ZFormSummarySchema = z.object({
  played: z.number().int(),
  win: z.number().int(),
  draw: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  handicapWin: z.number().int(),
  handicapPush: z.number().int(),
  handicapLose: z.number().int(),
  over: z.number().int(),
  overUnderPush: z.number().int(),
  under: z.number().int(),
});
export type TFormSummary = z.infer<typeof ZFormSummarySchema>;

/** Goals scored and conceded per time band (0-15, 16-30, 31-45+, 46-60, 61-75, 76-90+). */
export const GOAL_BANDS = ['0-15', '16-30', '31-45', '46-60', '61-75', '76-90'] as const;
export const ZGoalBandsSchema = z.object({ scored: z.array(z.number().int()), conceded: z.array(z.number().int()) });
export type TGoalBands = z.infer<typeof ZGoalBandsSchema>;

export const ZTeamFormSchema = z.object({
  teamId: z.number().int(),
  matches: z.array(ZPastMatchSchema),
  summary: ZFormSummarySchema,
  /** Football only; null when none of the matches has its goal times. */
  goalBands: ZGoalBandsSchema.nullable(),
});
export type TTeamForm = z.infer<typeof ZTeamFormSchema>;

export const ZMatchAnalysisSchema = z.object({
  /** Head-to-head, from the home team's side. */
  headToHead: ZTeamFormSchema,
  home: ZTeamFormSchema,
  away: ZTeamFormSchema,
  /** The league table rows of both teams in this match's season (empty in a cup without a table). */
  standings: z.array(ZStandingRowSchema),
  /** Basketball: both teams' rows of the season's standings (empty in football). */
  basketballStandings: z.array(ZBasketTableRowSchema),
  homeFuture: z.array(ZFutureMatchSchema),
  awayFuture: z.array(ZFutureMatchSchema),
});
export type TMatchAnalysis = z.infer<typeof ZMatchAnalysisSchema>;
