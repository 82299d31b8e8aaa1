import { z } from 'zod';
import { ZCommonQuerySchema } from './envelope';
import { ZBalancesSchema } from './account';
import { GIFT_CURRENCIES, GIFT_MAX_COUNT, CONTRIBUTION_RANK_TYPES } from './wallet-limits';

/** Gifts, contributor and wealth ranks, and tickets (球票) granted for sign-in and watch time (issue 6). */

export const ZGiftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  currency: z.enum(GIFT_CURRENCIES),
  image: z.string(),
  /** Effect level: 0 none, 1 small float, 2 banner across the room, 3 full-screen. */
  effect: z.number().int(),
  sort: z.number().int(),
});
export type TGift = z.infer<typeof ZGiftSchema>;

export const ZGiftSendBodySchema = z.object({
  roomId: z.number({ error: '直播间不存在' }).int('直播间不存在').min(1, '直播间不存在').max(Number.MAX_SAFE_INTEGER, '直播间不存在'),
  giftId: z
    .number({ error: '礼物不存在或已下架' })
    .int('礼物不存在或已下架')
    .min(1, '礼物不存在或已下架')
    .max(Number.MAX_SAFE_INTEGER, '礼物不存在或已下架'),
  count: z
    .number({ error: `礼物数量须为1到${GIFT_MAX_COUNT}之间的整数` })
    .int(`礼物数量须为1到${GIFT_MAX_COUNT}之间的整数`)
    .min(1, `礼物数量须为1到${GIFT_MAX_COUNT}之间的整数`)
    .max(GIFT_MAX_COUNT, `礼物数量须为1到${GIFT_MAX_COUNT}之间的整数`)
    .default(1),
  platform: z.number().int().optional(),
});
export type TGiftSendBody = z.infer<typeof ZGiftSendBodySchema>;

export const ZGiftSendResultSchema = z.object({
  recordId: z.number().int(),
  giftId: z.number().int(),
  count: z.number().int(),
  /** price × count in the gift's currency */
  total: z.number().int(),
  currency: z.enum(GIFT_CURRENCIES),
  comboId: z.string(),
  comboCount: z.number().int(),
  balances: ZBalancesSchema,
});
export type TGiftSendResult = z.infer<typeof ZGiftSendResultSchema>;

/** What a 'gift' chat message carries in `extra`. */
export const ZGiftExtraSchema = z.object({
  giftId: z.number().int(),
  name: z.string(),
  image: z.string(),
  count: z.number().int(),
  price: z.number().int(),
  currency: z.enum(GIFT_CURRENCIES),
  effect: z.number().int(),
  comboId: z.string(),
  comboCount: z.number().int(),
  anchorId: z.number().int(),
});
export type TGiftExtra = z.infer<typeof ZGiftExtraSchema>;

export const ZRoomUserRankQuerySchema = ZCommonQuerySchema.extend({
  anchorId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  rankType: z.enum(CONTRIBUTION_RANK_TYPES).default('all'),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZContributorSchema = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  /** diamonds gifted in the period */
  total: z.number().int(),
});
export type TContributor = z.infer<typeof ZContributorSchema>;

/** Tickets (trade 7) for the daily sign-in (once per Beijing calendar day). */
export const SIGNIN_TICKETS = 10;
/** Watch time: one ticket per WATCH_STEP_MS watched in a live room, at most WATCH_DAILY_CAP a day. */
export const WATCH_STEP_MS = 5 * 60_000;
export const WATCH_DAILY_CAP = 12;
export const WATCH_BEAT_MIN_MS = 50_000;
/** A gap longer than this starts a new watching stretch (nothing is counted for the gap). */
export const WATCH_BEAT_MAX_GAP_MS = 120_000;

export const ZTicketStatusSchema = z.object({
  /** Beijing date YYYY-MM-DD */
  day: z.string(),
  signedIn: z.boolean(),
  signInTickets: z.number().int(),
  watchTickets: z.number().int(),
  watchCap: z.number().int(),
  /** ms watched today (counted) */
  watchedMs: z.number().int(),
  ticket: z.number().int(),
});
export type TTicketStatus = z.infer<typeof ZTicketStatusSchema>;

export const ZWatchBeatBodySchema = z.object({
  roomId: z.number({ error: '直播间不存在' }).int().min(1).max(Number.MAX_SAFE_INTEGER),
  platform: z.number().int().optional(),
});
export const ZWatchBeatResultSchema = z.object({
  granted: z.number().int(),
  watchTickets: z.number().int(),
  watchedMs: z.number().int(),
  ticket: z.number().int(),
});
export type TWatchBeatResult = z.infer<typeof ZWatchBeatResultSchema>;
