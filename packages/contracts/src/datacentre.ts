import { z } from 'zod';
import { ZCommonQuerySchema } from './envelope';
import { ZQueryIdSchema, ZStandingRowSchema } from './sports';

/** A positive integer id in a path (`/live/fb-team/stats/:teamId`), with a Chinese message. */
export function ZPathIdSchema(label: string) {
  return z.coerce
    .number({ error: `${label} id 必须是正整数` })
    .int(`${label} id 必须是正整数`)
    .positive(`${label} id 必须是正整数`)
    .max(Number.MAX_SAFE_INTEGER, `${label} id 必须是正整数`);
}

/** A positive integer id in a JSON body. */
const ZBodyIdSchema = (name: string, label: string) =>
  z
    .number({ error: `缺少${label}参数 ${name}` })
    .int(`${name} 必须是正整数`)
    .positive(`${name} 必须是正整数`)
    .max(Number.MAX_SAFE_INTEGER, `${name} 必须是正整数`);

/** A competition as the data centre lists it (with SPEC §3 league names' fields: id, name, countrys). */
export const ZDbLeagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  /** The country (or 国际) the competition belongs to; SPEC spells the field `countrys`. */
  countrys: z.string(),
  kind: z.enum(['league', 'cup']),
  color: z.string(),
});
export type TDbLeague = z.infer<typeof ZDbLeagueSchema>;

export const ZSeasonBriefSchema = z.object({ id: z.number().int(), name: z.string(), startYear: z.number().int() });
export type TSeasonBrief = z.infer<typeof ZSeasonBriefSchema>;

/** A competition with its seasons, newest first. */
export const ZLeagueDataSchema = ZDbLeagueSchema.extend({
  area: z.string(),
  sport: z.enum(['football', 'basketball']),
  seasons: z.array(ZSeasonBriefSchema),
});
export type TLeagueData = z.infer<typeof ZLeagueDataSchema>;

export const ZRoundSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['league', 'group', 'knockout']),
  sort: z.number().int(),
});
export type TRound = z.infer<typeof ZRoundSchema>;

/** A season with its competition, rounds and progress. */
export const ZSeasonDetailSchema = ZSeasonBriefSchema.extend({
  league: ZDbLeagueSchema,
  rounds: z.array(ZRoundSchema),
  /** The round to show first: the next one to be played, else the last. */
  currentRoundId: z.number().int().nullable(),
  matchCount: z.number().int(),
  finishedCount: z.number().int(),
});
export type TSeasonDetail = z.infer<typeof ZSeasonDetailSchema>;

export const ZTeamRefSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });
export type TTeamRef = z.infer<typeof ZTeamRefSchema>;

/** A match in a schedule, result list or bracket. */
export const ZMatchBriefSchema = z.object({
  id: z.number().int(),
  kickoffAt: z.number().int(),
  state: z.number().int(),
  roundName: z.string().nullable(),
  groupName: z.string().nullable(),
  leagueName: z.string(),
  home: ZTeamRefSchema,
  away: ZTeamRefSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  homeHalfScore: z.number().int().nullable(),
  awayHalfScore: z.number().int().nullable(),
  homeEtScore: z.number().int().nullable(),
  awayEtScore: z.number().int().nullable(),
  homePenaltyScore: z.number().int().nullable(),
  awayPenaltyScore: z.number().int().nullable(),
});
export type TMatchBrief = z.infer<typeof ZMatchBriefSchema>;

/** Table zones (promotion, Europe, relegation): a colour per rank range. */
export const ZZoneSchema = z.object({ label: z.string(), color: z.string(), from: z.number().int(), to: z.number().int() });
export type TZone = z.infer<typeof ZZoneSchema>;

export const ZFormSchema = z.enum(['W', 'D', 'L']);
export const ZTableRowSchema = ZStandingRowSchema.extend({
  /** The last five results, oldest first. */
  form: z.array(ZFormSchema),
  zoneColor: z.string().nullable(),
});
export type TTableRow = z.infer<typeof ZTableRowSchema>;

/** A football season's tables: one group in a league, one per group in a tournament, and its knockout rounds. */
export const ZFbSeasonTablesSchema = z.object({
  seasonId: z.number().int(),
  zones: z.array(ZZoneSchema),
  groups: z.array(z.object({ name: z.string().nullable(), rows: z.array(ZTableRowSchema) })),
  knockout: z.array(z.object({ round: z.string(), matches: z.array(ZMatchBriefSchema) })),
});
export type TFbSeasonTables = z.infer<typeof ZFbSeasonTablesSchema>;

export const ZSeasonBodySchema = z.object({
  seasonId: ZBodyIdSchema('seasonId', '赛季'),
  channelId: z.number().int().optional(),
  platform: z.number().int().optional(),
});

export const FB_RANK_TYPES = { goals: '射手榜', assists: '助攻榜' } as const;
export const BASKET_RANK_TYPES = { points: '得分', rebounds: '篮板', assists: '助攻', steals: '抢断', blocks: '盖帽' } as const;
export type TFbRankType = keyof typeof FB_RANK_TYPES;
export type TBasketRankType = keyof typeof BASKET_RANK_TYPES;

const rankType = <T extends Record<string, string>>(types: T) =>
  z.enum(Object.keys(types) as [keyof T & string, ...(keyof T & string)[]], { error: '不支持的榜单类型' });

export const ZFbRankBodySchema = ZSeasonBodySchema.extend({ type: rankType(FB_RANK_TYPES).default('goals') });
export const ZBasketRankBodySchema = ZSeasonBodySchema.extend({ type: rankType(BASKET_RANK_TYPES).default('points') });

/** A line of a player leaderboard; `value` is a total in football and a per-game average (one decimal) in basketball. */
export const ZLeaderSchema = z.object({
  rank: z.number().int(),
  playerId: z.number().int().nullable(),
  playerName: z.string(),
  team: ZTeamRefSchema,
  value: z.number(),
  /** Football goals: how many were penalties. Basketball: games played. */
  extra: z.number().int(),
});
export type TLeader = z.infer<typeof ZLeaderSchema>;
export const ZLeaderboardSchema = z.object({ seasonId: z.number().int(), type: z.string(), list: z.array(ZLeaderSchema) });
export type TLeaderboard = z.infer<typeof ZLeaderboardSchema>;

export const ZSeasonQuerySchema = ZCommonQuerySchema.extend({ seasonId: ZQueryIdSchema('seasonId', '赛季') });
export const ZOptionalSeasonQuerySchema = ZCommonQuerySchema.extend({
  seasonId: ZQueryIdSchema('seasonId', '赛季').optional(),
});
export const ZLeagueQuerySchema = ZCommonQuerySchema.extend({ leagueId: ZQueryIdSchema('leagueId', '赛事') });
const MONTH_TEXT = 'month 必须是年月，如 2026-03';
/** A calendar month in Beijing time, `YYYY-MM`. */
export const ZMonthSchema = z
  .string({ error: MONTH_TEXT })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_TEXT);
/** A month of a season that has matches, with how many (the month picker). */
export const ZSeasonMonthSchema = z.object({ month: z.string(), matches: z.number().int() });
export type TSeasonMonth = z.infer<typeof ZSeasonMonthSchema>;

export const ZScheduleQuerySchema = ZSeasonQuerySchema.extend({
  roundId: ZQueryIdSchema('roundId', '轮次').optional(),
  month: ZMonthSchema.optional(),
});

/**
 * A football schedule in kick-off order: one round (`roundId`), one month (`month`), or, for a
 * season played in rounds asked for neither, all of it. A season without rounds (the simulated
 * leagues play the year through) is read a month at a time, the current one unless asked.
 * `months` lists the season's months with matches (the month picker), except for a round (the
 * season's rounds are the picker then).
 */
export const ZScheduleSchema = z.object({
  seasonId: z.number().int(),
  roundId: z.number().int().nullable(),
  month: z.string().nullable(),
  months: z.array(ZSeasonMonthSchema),
  matches: z.array(ZMatchBriefSchema),
});
export type TSchedule = z.infer<typeof ZScheduleSchema>;

/** A team's totals over a season's finished matches (statistics the feed recorded; null when none were). */
export const ZTeamSeasonStatsSchema = z.object({
  team: ZTeamRefSchema,
  played: z.number().int(),
  goals: z.number().int(),
  conceded: z.number().int(),
  cleanSheets: z.number().int(),
  yellow: z.number().int(),
  red: z.number().int(),
  corners: z.number().int(),
  shots: z.number().int().nullable(),
  shotsOnTarget: z.number().int().nullable(),
  /** Average possession in percent. */
  possession: z.number().nullable(),
});
export type TTeamSeasonStats = z.infer<typeof ZTeamSeasonStatsSchema>;
export const ZTeamStatsTableSchema = z.object({ seasonId: z.number().int(), list: z.array(ZTeamSeasonStatsSchema) });

export const ZSquadPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shirtNumber: z.number().int().nullable(),
  /** SPEC §3 position code. */
  position: z.string(),
  positionName: z.string(),
});
export type TSquadPlayer = z.infer<typeof ZSquadPlayerSchema>;

/** A team page: profile, squad, its season (standing and statistics), results and fixtures. */
export const ZTeamProfileSchema = z.object({
  team: ZTeamRefSchema.extend({ nameEn: z.string(), country: z.string().nullable(), sport: z.enum(['football', 'basketball']) }),
  season: ZSeasonBriefSchema.extend({ league: ZDbLeagueSchema }).nullable(),
  seasons: z.array(ZSeasonBriefSchema.extend({ leagueName: z.string() })),
  standing: ZTableRowSchema.nullable(),
  stats: ZTeamSeasonStatsSchema.nullable(),
  squad: z.array(ZSquadPlayerSchema),
  /**
   * The team's scorers in the season shown, from its goal incidents (a player id when the feed
   * knows the player; imported seasons name scorers only, and a national team has no squad list).
   */
  scorers: z.array(
    z.object({ playerId: z.number().int().nullable(), playerName: z.string(), goals: z.number().int(), penalties: z.number().int() }),
  ),
  results: z.array(ZMatchBriefSchema),
  fixtures: z.array(ZMatchBriefSchema),
});
export type TTeamProfile = z.infer<typeof ZTeamProfileSchema>;

export const ZPlayerRefSchema = ZSquadPlayerSchema.extend({
  nameEn: z.string(),
  country: z.string().nullable(),
  team: ZTeamRefSchema.nullable(),
});

export const ZFbPlayerSeasonSchema = z.object({
  seasonId: z.number().int(),
  seasonName: z.string(),
  leagueName: z.string(),
  appearances: z.number().int(),
  minutes: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  shots: z.number().int(),
  shotsOnTarget: z.number().int(),
  yellow: z.number().int(),
  red: z.number().int(),
  /** Average match rating (one decimal); null when no rated match. */
  rating: z.number().nullable(),
});
export const ZFbPlayerMatchSchema = z.object({
  match: ZMatchBriefSchema,
  minutes: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  rating: z.number().nullable(),
});
export const ZFbPlayerProfileSchema = z.object({
  player: ZPlayerRefSchema,
  seasons: z.array(ZFbPlayerSeasonSchema),
  recent: z.array(ZFbPlayerMatchSchema),
});
export type TFbPlayerProfile = z.infer<typeof ZFbPlayerProfileSchema>;

/** /live/database: the competitions of a sport with their seasons and how much each holds. */
export const ZDatabaseQuerySchema = ZCommonQuerySchema.extend({
  sport: z.enum(['football', 'basketball'], { error: '运动类型只能是 football 或 basketball' }).default('football'),
});
export const ZDatabaseListSchema = z.object({
  /** The user's own hot leagues when they saved some, else the default hot group. */
  hot: z.array(ZDbLeagueSchema),
  list: z.array(ZLeagueDataSchema.extend({ matchCount: z.number().int() })),
});
export const ZHotLeaguesSchema = z.object({ hot: z.array(ZDbLeagueSchema) });
export type TDatabaseList = z.infer<typeof ZDatabaseListSchema>;

/** The user's own hot leagues (replaces the list; empty restores the default). */
export const ZHotLeagueBodySchema = z.object({
  sport: z.enum(['football', 'basketball'], { error: '运动类型只能是 football 或 basketball' }).default('football'),
  leagueIds: z
    .array(ZBodyIdSchema('leagueIds', '赛事'), { error: '请选择热门赛事' })
    .max(20, '热门赛事最多 20 个')
    .refine((ids) => new Set(ids).size === ids.length, '热门赛事不能重复'),
  channelId: z.number().int().optional(),
  platform: z.number().int().optional(),
});
