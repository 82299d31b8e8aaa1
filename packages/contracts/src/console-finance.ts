import { z } from 'zod';

/**
 * The console's later screens (issue 15): finance (ledger check, per-day totals, manual adjustments),
 * the expert applications queue, post reports and chat moderation.
 */
export const ZConsoleLedgerCheckSchema = z.object({
  accounts: z.number().int(),
  journals: z.number().int(),
  entries: z.number().int(),
  house: z.object({ diamonds: z.number().int(), tickets: z.number().int() }),
  /** Empty when the books balance. */
  problems: z.array(z.string()),
});
export type TConsoleLedgerCheck = z.infer<typeof ZConsoleLedgerCheckSchema>;

export const ZConsoleDailyQuerySchema = z.object({ days: z.coerce.number().int().min(1, '天数有误').max(31, '最多查询31天').default(7) });
/** One trade type on one day (Beijing time): journals booked and the users' side of them summed. */
export const ZConsoleDailyTotalSchema = z.object({
  day: z.string(),
  tradeType: z.number().int(),
  journals: z.number().int(),
  /** Users' diamonds in (positive) or out (negative). */
  diamonds: z.number().int(),
  tickets: z.number().int(),
});
export type TConsoleDailyTotal = z.infer<typeof ZConsoleDailyTotalSchema>;

export const ADJUST_KINDS = ['credit', 'debit'] as const;
export const ZConsoleAdjustSchema = z.object({
  userId: z.number().int().positive('请填写用户ID'),
  kind: z.enum(ADJUST_KINDS, { message: '请选择加款或扣款' }),
  diamonds: z.number().int('球钻数须为整数').min(1, '球钻数须大于0').max(1_000_000, '单次最多100万球钻'),
  reason: z.string().trim().min(1, '请填写原因').max(100, '原因不能超过100个字符'),
  /** Chosen by the console per form: the same key never books twice. */
  requestKey: z.string().regex(/^[\w-]{8,64}$/, '请求编号有误'),
});
export type TConsoleAdjust = z.infer<typeof ZConsoleAdjustSchema>;
export const ZConsoleAdjustResultSchema = z.object({
  journalRef: z.string(),
  balance: z.number().int(),
  /** True when this request key had been booked already (nothing booked again). */
  replayed: z.boolean(),
});

/** One day of the dashboard's chart (Beijing time), computed from the tables. */
export const ZConsoleDayFiguresSchema = z.object({
  day: z.string(),
  newUsers: z.number().int(),
  recharge: z.number().int(),
  gifts: z.number().int(),
});
export type TConsoleDayFigures = z.infer<typeof ZConsoleDayFiguresSchema>;

/** Days are Beijing time (UTC+8); `dayIndex` is whole days since the epoch there. */
export const BEIJING_OFFSET_MS = 8 * 3600_000;
export const dayIndex = (t: number) => Math.floor((t + BEIJING_OFFSET_MS) / 86_400_000);
export const dayLabel = (index: number) => new Date(index * 86_400_000).toISOString().slice(0, 10);
