import { z } from 'zod';
import { ZCommonQuerySchema } from './envelope';

/** SPEC §3 bet play types: football 1-5, basketball 1-2. */
export const PLAY_TYPES = {
  football: { 1: '欧赔', 2: '让球', 3: '大小球', 4: '竞彩单关', 5: '二串一' },
  basketball: { 1: '让分', 2: '大小分' },
} as const;
export type TPlaySport = keyof typeof PLAY_TYPES;

/** What a play type bets on: a 1X2 result, a handicap side or over/under a total. */
export type TPlayMarket = 'europe' | 'handicap' | 'overunder';
export function playMarket(sport: TPlaySport, playType: number): TPlayMarket {
  if (sport === 'basketball') return playType === 1 ? 'handicap' : 'overunder';
  return playType === 2 ? 'handicap' : playType === 3 ? 'overunder' : 'europe';
}
/** How many matches a play type takes (二串一: two). */
export const legsOf = (sport: TPlaySport, playType: number) => (sport === 'football' && playType === 5 ? 2 : 1);
export function playName(sport: TPlaySport, playType: number): string {
  return (PLAY_TYPES[sport] as Record<number, string>)[playType] ?? '';
}

/** Picks per market: europe home/draw/away, handicap home/away, over/under over/under. */
export const PICKS = ['home', 'draw', 'away', 'over', 'under'] as const;
export type TPick = (typeof PICKS)[number];
export const PICK_TEXT: Record<TPick, string> = { home: '主胜', draw: '平局', away: '客胜', over: '大', under: '小' };

/** A settled plan's (or leg's) outcome; 红 counts win and halfWin, 黑 loss and halfLoss; push and void count neither. */
export const PLAN_RESULTS = ['win', 'halfWin', 'push', 'halfLoss', 'loss', 'void'] as const;
export type TPlanResult = (typeof PLAN_RESULTS)[number];
export const PLAN_RESULT_TEXT: Record<TPlanResult, string> = {
  win: '红',
  halfWin: '赢半',
  push: '走',
  halfLoss: '输半',
  loss: '黑',
  void: '取消',
};
export const PLAN_STATUSES = ['open', 'settled', 'withdrawn'] as const;
export type TPlanStatus = (typeof PLAN_STATUSES)[number];

export const EXPERT_LIMITS = {
  titleMin: 4,
  titleMax: 40,
  analysisMin: 20,
  analysisMax: 3000,
  priceMax: 5000,
  introMin: 10,
  introMax: 300,
  sampleMin: 50,
  sampleMax: 3000,
} as const;

/** The expert's share of a plan's price in percent (floor); paid when the plan settles and is not refunded. */
export const EXPERT_SHARE_PERCENT = 70;

const zId = (what: string) =>
  z.coerce
    .number({ error: `${what}无效` })
    .int({ error: `${what}无效` })
    .positive({ error: `${what}无效` });
const zText = (what: string, min: number, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(min, { error: `${what}需为 ${min}-${max} 个字` })
    .max(max, { error: `${what}需为 ${min}-${max} 个字` });

/** POST /tj/expert/apply: the expert application form. */
export const ZExpertApplyBodySchema = z.object({
  field: z.enum(['football', 'basketball'], { error: '请选择擅长领域' }),
  introduction: zText('个人介绍', EXPERT_LIMITS.introMin, EXPERT_LIMITS.introMax),
  sample: zText('分析样例', EXPERT_LIMITS.sampleMin, EXPERT_LIMITS.sampleMax),
});
export type TExpertApplyBody = z.infer<typeof ZExpertApplyBodySchema>;
export const ZExpertApplicationSchema = z.object({
  id: z.number().int(),
  field: z.enum(['football', 'basketball']),
  introduction: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  note: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TExpertApplication = z.infer<typeof ZExpertApplicationSchema>;

/** One leg of a plan at publication: the match and the pick (line and odds are the server's, read at publication). */
export const ZPlanLegInputSchema = z.object({
  matchId: zId('比赛'),
  pick: z.enum(PICKS, { error: '请选择推荐选项' }),
});
/** POST /tj/recommend: publishing a plan (experts only). */
export const ZPublishBodySchema = z.object({
  sport: z.enum(['football', 'basketball'], { error: '请选择赛事类型' }),
  playType: z.coerce.number({ error: '玩法无效' }).int({ error: '玩法无效' }),
  legs: z.array(ZPlanLegInputSchema, { error: '请选择比赛' }).min(1, { error: '请选择比赛' }).max(2, { error: '最多选择两场比赛' }),
  title: zText('标题', EXPERT_LIMITS.titleMin, EXPERT_LIMITS.titleMax),
  analysis: zText('分析内容', EXPERT_LIMITS.analysisMin, EXPERT_LIMITS.analysisMax),
  price: z.coerce
    .number({ error: '价格无效' })
    .int({ error: '价格需为整数球钻' })
    .min(0, { error: `价格需为 0-${EXPERT_LIMITS.priceMax} 球钻` })
    .max(EXPERT_LIMITS.priceMax, { error: `价格需为 0-${EXPERT_LIMITS.priceMax} 球钻` }),
  refundOnMiss: z.boolean().default(false),
});
export type TPublishBody = z.infer<typeof ZPublishBodySchema>;

export const ZPlanIdBodySchema = z.object({ id: zId('方案') });
export const ZPlanParamsSchema = z.object({ id: zId('方案') });

/** A plan's match as listed: teams, kick-off, state and score. */
export const ZPlanMatchSchema = z.object({
  matchId: z.number().int(),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.number().int(),
  state: z.number().int(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
/** A leg's pick, line and odds as published (shown once bought, free or the match is over). */
export const ZPlanDetailSchema = ZPlanMatchSchema.extend({
  market: z.enum(['europe', 'handicap', 'overunder']),
  pick: z.enum(PICKS),
  pickText: z.string(),
  /** Handicap (positive: home gives) or total; null for 1X2. */
  line: z.number().nullable(),
  odds: z.number(),
  result: z.enum(PLAN_RESULTS).nullable(),
});
export type TPlanDetail = z.infer<typeof ZPlanDetailSchema>;

export const ZPlanSchema = z.object({
  id: z.number().int(),
  expertId: z.number().int(),
  expertName: z.string(),
  expertPortrait: z.string(),
  sport: z.enum(['football', 'basketball']),
  playType: z.number().int(),
  playName: z.string(),
  title: z.string(),
  price: z.number().int(),
  refundOnMiss: z.boolean(),
  status: z.enum(PLAN_STATUSES),
  result: z.enum(PLAN_RESULTS).nullable(),
  resultText: z.string().nullable(),
  /** sha256 of the salted pick, recorded at publication. */
  digest: z.string(),
  createdAt: z.number().int(),
  kickoffAt: z.number().int(),
  buyers: z.number().int(),
  matches: z.array(ZPlanMatchSchema),
  /** Whether the caller may read the pick and analysis (bought, free, own, or the matches are over). */
  unlocked: z.boolean(),
  bought: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlanSchema>;
/** GET /tj/recommend/{id}: the plan with its details list (pick, line, odds per leg) and analysis when unlocked. */
export const ZPlanFullSchema = ZPlanSchema.extend({
  details: z.array(ZPlanDetailSchema),
  analysis: z.string().nullable(),
  /** The salt of the digest, revealed with the pick: sha256(salt + '|' + canonical pick) must equal digest. */
  salt: z.string().nullable(),
  /** The text that was hashed (with the salt), revealed with the pick. */
  digestText: z.string().nullable(),
});
export type TPlanFull = z.infer<typeof ZPlanFullSchema>;

/** An expert's record, computed from settled plans. */
export const ZExpertHeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  portrait: z.string(),
  favors: z.number().int(),
  fans: z.number().int(),
  description: z.string(),
  fifteenRecords: z.number().int(),
  sevenRecords: z.number().int(),
  /** How many of the last 15 / 7 decided plans there are (fewer when the expert has fewer). */
  fifteenSample: z.number().int(),
  sevenSample: z.number().int(),
  /** Current streak: positive = hits in a row, negative = misses in a row. */
  streak: z.number().int(),
  maxStreak: z.number().int(),
  hits: z.number().int(),
  /** Decided plans (pushes and voids left out). */
  sample: z.number().int(),
  /** Hit rate in percent (0-100), 0 without a sample. */
  hitRate: z.number(),
  /** Wilson lower bound of the hit rate in percent: what the ranks order by. */
  rankScore: z.number(),
  /** Return on a unit stake per decided plan, percent. */
  returnRate: z.number(),
  followed: z.boolean(),
  openPlans: z.number().int(),
});
export type TExpertHead = z.infer<typeof ZExpertHeadSchema>;

export const ZExpertHeadBodySchema = z.object({ expertId: zId('专家') });
export const ZExpertFollowBodySchema = z.object({ expertId: zId('专家'), flag: z.boolean() });
export const ZExpertListBodySchema = z.object({
  sport: z.enum(['football', 'basketball']).optional(),
  order: z.enum(['hitRate', 'streak', 'return']).default('hitRate'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZPlanListBodySchema = z.object({
  sport: z.enum(['football', 'basketball']).optional(),
  playType: z.coerce.number().int().min(1).max(5).optional(),
  expertId: zId('专家').optional(),
  matchId: zId('比赛').optional(),
  /** open: not yet settled; settled: with a result; all (default). */
  status: z.enum(['open', 'settled', 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TPlanListBody = z.infer<typeof ZPlanListBodySchema>;
export const ZPlanPageSchema = z.object({ list: z.array(ZPlanSchema), totalNumber: z.number().int() });
export const ZExpertPageSchema = z.object({ list: z.array(ZExpertHeadSchema), totalNumber: z.number().int() });
export const ZExpertHomeSchema = z.object({ head: ZExpertHeadSchema, plans: z.array(ZPlanSchema) });
export const ZGuideIndexSchema = z.object({
  plans: z.array(ZPlanSchema),
  hot: z.array(ZExpertHeadSchema),
});

/** GET /tj/match: matches open for publishing (not kicked off), matchType 1 football, 2 basketball. */
export const ZTjMatchQuerySchema = ZCommonQuerySchema.extend({
  matchType: z.coerce
    .number({ error: '赛事类型无效' })
    .int()
    .min(1, { error: '赛事类型无效' })
    .max(2, { error: '赛事类型无效' })
    .default(1),
  searchValue: z.string().trim().max(20, { error: '搜索内容过长' }).optional(),
  competition: z.string().trim().max(40).optional(),
});
export const ZTjMatchFilterQuerySchema = ZCommonQuerySchema.extend({
  matchType: z.coerce
    .number({ error: '赛事类型无效' })
    .int()
    .min(1, { error: '赛事类型无效' })
    .max(2, { error: '赛事类型无效' })
    .default(1),
});
/** A match open for publishing with its current lines (null when the market has no quote). */
export const ZTjMatchSchema = z.object({
  matchId: z.number().int(),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.number().int(),
  europe: z.object({ home: z.number(), draw: z.number(), away: z.number() }).nullable(),
  handicap: z.object({ line: z.number(), home: z.number(), away: z.number() }).nullable(),
  overunder: z.object({ line: z.number(), over: z.number(), under: z.number() }).nullable(),
});
export type TTjMatch = z.infer<typeof ZTjMatchSchema>;
export const ZTjMatchFilterSchema = z.array(z.object({ competition: z.string(), count: z.number().int() }));
export const ZBuyResultSchema = z.object({ id: z.number().int(), balance: z.number().int() });
