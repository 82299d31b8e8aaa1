import { z } from 'zod';
import { ZCommonQuerySchema } from './envelope';
import { LOTTERY_CODE_KEYS } from './lottery';
import { SPORTS, type TSport } from './sports-codes';
import { ZQueryIdSchema } from './sports';

export * from './scores-clock';
export * from './lottery';

/* ---------- rows of the score lists ---------- */

export const ZScoreCompetitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  /** League colour of the list's league cell, e.g. #3d195b. */
  color: z.string(),
});
export type TScoreCompetition = z.infer<typeof ZScoreCompetitionSchema>;

export const ZScoreTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** League position shown beside the name, e.g. [3]; null when unknown. */
  rank: z.number().int().nullable(),
});
export type TScoreTeam = z.infer<typeof ZScoreTeamSchema>;

/** 欧指 1X2. */
export const ZEuropeOddsSchema = z.object({ home: z.number(), draw: z.number(), away: z.number() });
/** 亚盘: line in goals (points), positive when the home side gives it, with both sides' odds. */
export const ZHandicapOddsSchema = z.object({ line: z.number(), home: z.number(), away: z.number() });
/** 大小: total line and over/under odds. */
export const ZOverUnderOddsSchema = z.object({ line: z.number(), over: z.number(), under: z.number() });

/** The odds a score row shows: the first bookmaker's current values (in play, else live, else opening). */
export const ZScoreOddsSchema = z.object({
  bookmaker: z.string().nullable(),
  europe: ZEuropeOddsSchema.nullable(),
  handicap: ZHandicapOddsSchema.nullable(),
  overUnder: ZOverUnderOddsSchema.nullable(),
});
export type TScoreOdds = z.infer<typeof ZScoreOddsSchema>;

/**
 * One match of a score list (SPEC §3 score list item: id and top flag, plus what a row shows).
 * The live fields share their names with the WebSocket match patch, so a patch merges into a row.
 */
export const ZScoreMatchSchema = z.object({
  id: z.number().int(),
  sport: z.enum(SPORTS),
  /** Pinned to the top of the lists. */
  top: z.boolean(),
  competition: ZScoreCompetitionSchema,
  roundName: z.string().nullable(),
  home: ZScoreTeamSchema,
  away: ZScoreTeamSchema,
  state: z.number().int(),
  kickoffAt: z.number().int(),
  /** Start of the current half or quarter (epoch ms). */
  periodStartAt: z.number().int().nullable(),
  /** Match minute the feed last reported (football), with the time it was reported. */
  minute: z.number().int().nullable(),
  /** Stoppage time announced for the current half, in minutes. */
  addedTime: z.number().int().nullable(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  homeHalfScore: z.number().int().nullable(),
  awayHalfScore: z.number().int().nullable(),
  homeRed: z.number().int().nullable(),
  awayRed: z.number().int().nullable(),
  homeYellow: z.number().int().nullable(),
  awayYellow: z.number().int().nullable(),
  homeCorner: z.number().int().nullable(),
  awayCorner: z.number().int().nullable(),
  homeEtScore: z.number().int().nullable(),
  awayEtScore: z.number().int().nullable(),
  homePenaltyScore: z.number().int().nullable(),
  awayPenaltyScore: z.number().int().nullable(),
  /** Basketball points per quarter (Q1..Q4, then one per overtime). */
  homeQuarterScores: z.array(z.number().int()).nullable(),
  awayQuarterScores: z.array(z.number().int()).nullable(),
  /** Basketball: seconds left in the quarter at timeLeftAt. */
  timeLeft: z.number().int().nullable(),
  timeLeftAt: z.number().int().nullable(),
  odds: ZScoreOddsSchema,
  /** Number in the lottery list the page shows (周三001, 北单 001, 足彩 1); null outside lotteries. */
  lotteryNo: z.string().nullable(),
  /** Lottery handicap (竞彩 让球 / 让分); null when none. */
  lotteryHandicap: z.number().nullable(),
  /** Whether the caller has this match among their favourites (false for visitors). */
  collected: z.boolean(),
  updatedAt: z.number().int(),
});
export type TScoreMatch = z.infer<typeof ZScoreMatchSchema>;

export const ZScoreListSchema = z.object({
  list: z.array(ZScoreMatchSchema),
  totalNumber: z.number().int(),
  /** The Beijing date the list covers (YYYY-MM-DD); the issue for lottery lists. */
  date: z.string(),
  issue: z.string().nullable(),
});
export type TScoreList = z.infer<typeof ZScoreListSchema>;

/* ---------- queries ---------- */

const DATE_MESSAGE = '日期格式不正确，应为 YYYY-MM-DD';
/** A Beijing calendar date, YYYY-MM-DD, that exists. */
export const ZDateSchema = z
  .string({ error: '缺少日期参数 date' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, DATE_MESSAGE);

/** A comma-separated list of competition ids: 1,5,9 (at most 200). */
export const ZLeagueIdsSchema = z
  .string()
  .trim()
  .regex(/^([1-9]\d{0,14})(,[1-9]\d{0,14}){0,199}$/, 'leagueIds 必须是以逗号分隔的赛事 id')
  .transform((s) => [...new Set(s.split(',').map(Number))]);

export const FOOTBALL_LIST_TYPES = ['live', 'jczq', 'bjdc', 'lottery', 'end', 'next'] as const;
export type TFootballListType = (typeof FOOTBALL_LIST_TYPES)[number];
export const BASKETBALL_LIST_TYPES = ['live', 'jclq', 'end', 'next'] as const;
export type TBasketballListType = (typeof BASKETBALL_LIST_TYPES)[number];
export type TScoreListType = TFootballListType | TBasketballListType;

/** How far back (完场) and ahead (赛程) the lists reach, in days from today. */
export const SCORE_DATE_RANGE = { past: 30, future: 14 } as const;

const issueParam = z
  .string()
  .trim()
  .regex(/^\d{4,10}$/, 'issue 期号格式不正确');

/** Query of the football lists (/v1_1/{live|jczq|bjdc|lottery}) and the basketball list. */
export const ZScoreListQuerySchema = ZCommonQuerySchema.extend({
  date: ZDateSchema.optional(),
  leagueIds: ZLeagueIdsSchema.optional(),
  /** Lottery issue (期号) of jczq / bjdc / lottery lists; the current issue when absent. */
  issue: issueParam.optional(),
});
export type TScoreListQuery = z.infer<typeof ZScoreListQuerySchema>;

const listType = <T extends readonly [string, ...string[]]>(types: T) => z.enum(types, { error: `type 只能是 ${types.join('、')} 之一` });

/** The match calendars of the football tabs 完场 and 赛程 (and 即时 with a date). */
export const ZFootballMatchQuerySchema = ZScoreListQuerySchema.extend({ type: listType(FOOTBALL_LIST_TYPES).default('live') });
export const ZBasketballMatchQuerySchema = ZScoreListQuerySchema.extend({ type: listType(BASKETBALL_LIST_TYPES).default('live') });

/** Query of the filter calls: which list's leagues to count. */
export const ZFootballFilterQuerySchema = ZCommonQuerySchema.extend({
  type: listType(FOOTBALL_LIST_TYPES).default('live'),
  date: ZDateSchema.optional(),
  issue: issueParam.optional(),
});
export const ZBasketballFilterQuerySchema = ZCommonQuerySchema.extend({
  type: listType(BASKETBALL_LIST_TYPES).default('live'),
  date: ZDateSchema.optional(),
  issue: issueParam.optional(),
});

export const ZMatchIdQuerySchema = ZCommonQuerySchema.extend({ matchId: ZQueryIdSchema('matchId', '比赛') });

/** SPEC collect?matchId&type: type 1 football, 2 basketball. */
export const ZCollectQuerySchema = ZMatchIdQuerySchema.extend({
  type: z.coerce
    .number({ error: 'type 只能是 1（足球）或 2（篮球）' })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'type 只能是 1（足球）或 2（篮球）' }))
    .default(1),
});
export const ZCollectListQuerySchema = ZCommonQuerySchema.extend({ type: ZCollectQuerySchema.shape.type });
export const ZCollectResultSchema = z.object({ matchId: z.number().int(), collected: z.boolean() });

/** sportId 1 football, 2 basketball (SPEC pc-index?sportId). */
export const sportOfId = (id: number): TSport => (id === 2 ? 'basketball' : 'football');
export const ZSportIdQuerySchema = ZCommonQuerySchema.extend({
  sportId: z
    .string({ error: '缺少参数 sportId' })
    .trim()
    .regex(/^[12]$/, 'sportId 只能是 1（足球）或 2（篮球）')
    .transform(Number),
});

export const ZDateQuerySchema = ZCommonQuerySchema.extend({ date: ZDateSchema.optional() });

export const ZLimitSchema = z.coerce
  .number({ error: 'limit 需为 1-50 的整数' })
  .int('limit 需为 1-50 的整数')
  .min(1, 'limit 需为 1-50 的整数')
  .max(50, 'limit 需为 1-50 的整数');
export const ZHotMatchQuerySchema = ZCommonQuerySchema.extend({
  limit: ZLimitSchema.default(10),
  sportId: ZSportIdQuerySchema.shape.sportId.optional(),
});

export const ZMatchIdsSchema = z
  .string({ error: '缺少参数 matchIds' })
  .trim()
  .regex(/^([1-9]\d{0,14})(,[1-9]\d{0,14}){0,99}$/, 'matchIds 必须是以逗号分隔的比赛 id（最多 100 个）')
  .transform((s) => [...new Set(s.split(',').map(Number))]);
export const ZLiveOddsQuerySchema = ZCommonQuerySchema.extend({ matchIds: ZMatchIdsSchema });
export const ZZhiLiveQuerySchema = ZCommonQuerySchema.extend({ sportId: ZSportIdQuerySchema.shape.sportId.default(1) });
export const ZHandicapQuerySchema = ZFootballFilterQuerySchema;

export const ZLotteryIssueQuerySchema = ZCommonQuerySchema.extend({
  lotteryCode: z
    .string({ error: '缺少彩种参数 lotteryCode' })
    .trim()
    .refine((c) => (LOTTERY_CODE_KEYS as string[]).includes(c), `lotteryCode 只能是 ${LOTTERY_CODE_KEYS.join('、')} 之一`),
});

/* ---------- other answers ---------- */

/** A league with its match count in a list, for the league filter. */
export const ZLeagueCountSchema = ZScoreCompetitionSchema.extend({
  country: z.string(),
  area: z.string(),
  hot: z.boolean(),
  count: z.number().int(),
});
export type TLeagueCount = z.infer<typeof ZLeagueCountSchema>;
export const ZLeagueFilterSchema = z.object({ list: z.array(ZLeagueCountSchema), totalNumber: z.number().int() });
export type TLeagueFilter = z.infer<typeof ZLeagueFilterSchema>;

export const ZCountryCountSchema = z.object({
  country: z.string(),
  area: z.string(),
  count: z.number().int(),
  leagues: z.array(ZLeagueCountSchema),
});
export type TCountryCount = z.infer<typeof ZCountryCountSchema>;

/** SPEC §3 football league names: the hot group, then one group per area, each with id, name, countrys. */
export const ZLeagueNameSchema = ZScoreCompetitionSchema.extend({ hot: z.boolean() });
export const ZLeagueCountrySchema = z.object({ id: z.number().int(), name: z.string(), leagues: z.array(ZLeagueNameSchema) });
export const ZLeagueGroupSchema = z.object({ id: z.number().int(), name: z.string(), countrys: z.array(ZLeagueCountrySchema) });
export type TLeagueGroup = z.infer<typeof ZLeagueGroupSchema>;
export type TLeagueName = z.infer<typeof ZLeagueNameSchema>;

export const ZHandicapCountSchema = z.object({ line: z.number(), text: z.string(), count: z.number().int() });
export type THandicapCount = z.infer<typeof ZHandicapCountSchema>;

export const ZTodaySchema = z.object({
  date: z.string(),
  weekday: z.string(),
  total: z.number().int(),
  live: z.number().int(),
  notStarted: z.number().int(),
  finished: z.number().int(),
});
export type TToday = z.infer<typeof ZTodaySchema>;

export const ZLiveOddsSchema = z.object({ matchId: z.number().int(), odds: ZScoreOddsSchema });

/** One market of a bookmaker in the 指数 list: opening and current values. */
export const ZZhiMarketSchema = z.object({
  open: z
    .object({ home: z.number().nullable(), draw: z.number().nullable(), away: z.number().nullable(), line: z.number().nullable() })
    .nullable(),
  now: z
    .object({ home: z.number().nullable(), draw: z.number().nullable(), away: z.number().nullable(), line: z.number().nullable() })
    .nullable(),
});
export const ZZhiLiveRowSchema = z.object({
  match: ZScoreMatchSchema,
  bookmakers: z.array(
    z.object({ id: z.number().int(), name: z.string(), europe: ZZhiMarketSchema, handicap: ZZhiMarketSchema, overUnder: ZZhiMarketSchema }),
  ),
});
export type TZhiLiveRow = z.infer<typeof ZZhiLiveRowSchema>;

export const ZLotteryIssueSchema = z.object({
  id: z.number().int(),
  lotteryCode: z.string(),
  issue: z.string(),
  saleStartAt: z.number().int(),
  saleEndAt: z.number().int(),
  /** The issue on sale now (or the next one to open). */
  current: z.boolean(),
  matchCount: z.number().int(),
});
export type TLotteryIssue = z.infer<typeof ZLotteryIssueSchema>;

export const ZMatchDateSchema = z.object({ date: z.string(), weekday: z.string(), count: z.number().int(), today: z.boolean() });
export type TMatchDate = z.infer<typeof ZMatchDateSchema>;
