import { z } from 'zod';
import { ZCommonQuerySchema } from './envelope';
import { NOBLE_RANKS, RED_PACKET_MAX_COUNT, RED_PACKET_MAX_AMOUNT } from './wallet-limits';

/** The lengths one purchase may buy. */
export const NOBLE_MONTHS = [1, 3, 6, 12] as const;
/** A noble's entry is announced in one room at most once in this long. */
export const NOBLE_ENTER_INTERVAL_MS = 10 * 60_000;
/** A noble counts as "in the room" (the room's noble list) this long after the page last said so. */
export const NOBLE_PRESENCE_MS = 5 * 60_000;

const zRankNumber = z.coerce
  .number({ error: '请选择正确的贵族等级' })
  .refine((n) => NOBLE_RANKS.some((r) => r.rank === n), { message: '请选择正确的贵族等级' });
const zMonths = z.coerce
  .number({ error: '开通时长只能选择1、3、6或12个月' })
  .refine((n) => (NOBLE_MONTHS as readonly number[]).includes(n), { message: '开通时长只能选择1、3、6或12个月' });
const zOptionalId = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: `${label}不正确` })
      .int(`${label}不正确`)
      .positive(`${label}不正确`)
      .optional(),
  );
const zId = (label: string) =>
  z.coerce
    .number({ error: `${label}不正确` })
    .int(`${label}不正确`)
    .positive(`${label}不正确`);

export const ZNobleRankSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  renewPrice: z.number().int(),
  color: z.string(),
  privileges: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type TNobleRank = z.infer<typeof ZNobleRankSchema>;

/** The caller's nobility: rank and expiry (ms), null when none is active. */
export const ZMyNobleSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  color: z.string(),
  expiresAt: z.number().int(),
  startedAt: z.number().int(),
});
export type TMyNoble = z.infer<typeof ZMyNobleSchema>;

export const ZRoomNobleSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  rank: z.number().int(),
  name: z.string(),
  color: z.string(),
});
export type TRoomNoble = z.infer<typeof ZRoomNobleSchema>;

export const ZNobleListQuerySchema = ZCommonQuerySchema.extend({ roomId: zOptionalId('房间号') });
export const ZNobleListSchema = z.object({
  list: z.array(ZNobleRankSchema),
  months: z.array(z.number().int()),
  mine: ZMyNobleSchema.nullable(),
  /** With roomId: the nobles in the room now (seen in the last few minutes), highest rank first. */
  nobles: z.array(ZRoomNobleSchema),
});
export type TNobleList = z.infer<typeof ZNobleListSchema>;

export const ZNoblePurchaseSchema = z.object({ rank: zRankNumber, months: zMonths, roomId: zOptionalId('房间号') });
export type TNoblePurchase = z.infer<typeof ZNoblePurchaseSchema>;
export const ZNoblePurchaseResultSchema = z.object({
  orderId: z.number().int(),
  kind: z.enum(['open', 'renew', 'upgrade']),
  price: z.number().int(),
  balance: z.number().int(),
  mine: ZMyNobleSchema,
});
export type TNoblePurchaseResult = z.infer<typeof ZNoblePurchaseResultSchema>;

export const ZNobleEnterSchema = z.object({ roomId: zId('房间号') });
export const ZNobleEnterResultSchema = z.object({ rank: z.number().int().nullable(), announced: z.boolean() });

export const ZRedPacketSendSchema = z.object({
  roomId: zId('房间号'),
  amount: z.coerce
    .number({ error: '请输入正确的红包金额' })
    .refine(Number.isInteger, { message: '红包金额必须为整数' })
    .refine((n) => n >= 1, { message: '红包金额必须大于0' })
    .refine((n) => n <= RED_PACKET_MAX_AMOUNT, { message: `红包金额不能超过${RED_PACKET_MAX_AMOUNT}球钻` }),
  count: z.coerce.number({ error: '请输入正确的红包个数' }).refine((n) => Number.isInteger(n) && n >= 1 && n <= RED_PACKET_MAX_COUNT, {
    message: `红包个数须为1到${RED_PACKET_MAX_COUNT}之间的整数`,
  }),
});
export type TRedPacketSend = z.infer<typeof ZRedPacketSendSchema>;
export const ZRedPacketIdSchema = z.object({ packetId: zId('红包编号') });
export const ZRedPacketQuerySchema = ZCommonQuerySchema.extend({ packetId: zId('红包编号') });
export const ZRedPacketRoomQuerySchema = ZCommonQuerySchema.extend({ roomId: zId('房间号') });

export const RED_PACKET_STATES = ['open', 'finished', 'expired'] as const;
export const ZRedPacketGrabSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  amount: z.number().int(),
  grabbedAt: z.number().int(),
  /** 手气最佳: the largest share, marked once the packet is finished or expired. */
  best: z.boolean(),
});
export const ZRedPacketDetailSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  amount: z.number().int(),
  count: z.number().int(),
  grabbedCount: z.number().int(),
  grabbedAmount: z.number().int(),
  returnedAmount: z.number().int(),
  state: z.enum(RED_PACKET_STATES),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** The caller's share, or null. */
  mine: z.number().int().nullable(),
  list: z.array(ZRedPacketGrabSchema),
});
export type TRedPacketDetail = z.infer<typeof ZRedPacketDetailSchema>;
export const ZRedPacketGrabResultSchema = z.object({ amount: z.number().int(), balance: z.number().int(), detail: ZRedPacketDetailSchema });
export type TRedPacketGrabResult = z.infer<typeof ZRedPacketGrabResultSchema>;
export const ZRedPacketSendResultSchema = z.object({
  packetId: z.number().int(),
  balance: z.number().int(),
  detail: ZRedPacketDetailSchema,
});
/** What a 'redpacket' chat line carries in `extra`. */
export const ZRedPacketChatExtraSchema = z.object({
  packetId: z.number().int(),
  amount: z.number().int(),
  count: z.number().int(),
  expiresAt: z.number().int(),
});
export type TRedPacketChatExtra = z.infer<typeof ZRedPacketChatExtraSchema>;
/** What an 'enter' chat line (a noble entering a room) carries in `extra`. */
export const ZNobleEnterExtraSchema = z.object({ noble: z.number().int() });
export type TNobleEnterExtra = z.infer<typeof ZNobleEnterExtraSchema>;
