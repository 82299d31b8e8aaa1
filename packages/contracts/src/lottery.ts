/**
 * Lottery numbering of 竞彩足球 / 竞彩篮球 / 北京单场 / 足彩 matches, in Asia/Shanghai time.
 *
 * 竞彩 numbers matches per business day: a day's list runs from noon to noon, so a match at
 * 03:00 on Thursday still belongs to Wednesday's list and is numbered 周三001…周三0xx.
 */

import { itemAt } from './indexed';

const SHANGHAI_OFFSET = 8 * 3600_000;
const DAY = 24 * 3600_000;
/** Matches before this hour (Beijing time) belong to the previous business day. */
export const LOTTERY_DAY_START_HOUR = 12;
export const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** The lottery codes of SPEC §9 football market types and basketball's 竞彩篮球. */
export const LOTTERY_CODES = {
  jczq: '竞彩足球',
  bjdc: '北京单场',
  zc: '足彩',
  jclq: '竞彩篮球',
} as const;
export type TLotteryCode = keyof typeof LOTTERY_CODES;
export const LOTTERY_CODE_KEYS = Object.keys(LOTTERY_CODES) as TLotteryCode[];

/** The day last asked for, with its bounds: most callers ask about today, many times a second. */
let lastDay = { from: 0, to: 0, date: '' };

/** The Beijing date (YYYY-MM-DD) of an instant. */
export function shanghaiDate(ms: number): string {
  if (ms >= lastDay.from && ms < lastDay.to) return lastDay.date;
  const date = new Date(ms + SHANGHAI_OFFSET).toISOString().slice(0, 10);
  const from = shanghaiDayStart(date);
  lastDay = { from, to: from + 86_400_000, date };
  return date;
}

/** The instant Beijing midnight of a YYYY-MM-DD date begins. */
export function shanghaiDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - SHANGHAI_OFFSET;
}

/** 'YYYY-MM-DD HH:mm:ss' of an instant in Beijing time (spreadsheets, gateways, operator listings). */
export function shanghaiDateTime(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET).toISOString().slice(0, 19).replace('T', ' ');
}

/** Start of a rank period, Beijing time: today, this week (from Monday), this month. */
export function rankSince(type: 'day' | 'week' | 'month', now: number): number {
  const d = new Date(now + SHANGHAI_OFFSET);
  d.setUTCHours(0, 0, 0, 0);
  if (type === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (type === 'month') d.setUTCDate(1);
  return d.getTime() - SHANGHAI_OFFSET;
}

/** A date moved by whole days: addDays('2026-02-28', 1) = '2026-03-01'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** 周一 … 周日 of a YYYY-MM-DD date. */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return itemAt(WEEKDAYS, new Date(`${date}T00:00:00Z`).getUTCDay(), `weekday of "${date}"`);
}

/** The 竞彩 business day (YYYY-MM-DD) a match kicking off at `kickoffAt` is sold on. */
export function lotteryBusinessDay(kickoffAt: number): string {
  return shanghaiDate(kickoffAt - LOTTERY_DAY_START_HOUR * 3600_000);
}

/** 周三001: the weekday of the business day and the 1-based number within it. */
export function jingcaiNumber(businessDay: string, seq: number): string {
  if (!Number.isInteger(seq) || seq < 1 || seq > 999) throw new RangeError(`竞彩场次序号超出范围: ${seq}`);
  return `${weekdayOf(businessDay)}${String(seq).padStart(3, '0')}`;
}

/**
 * Numbers a business day's matches in kick-off order (ties by id), as 竞彩 lists them.
 * Returns match id → number, e.g. 周三001.
 */
export function numberJingcaiDay(businessDay: string, matches: { id: number; kickoffAt: number }[]): Map<number, string> {
  const sorted = [...matches].sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id);
  return new Map(sorted.map((m, i) => [m.id, jingcaiNumber(businessDay, i + 1)]));
}

/** 北京单场 and 足彩 number matches within an issue: 001 … (北单), 1 … 14 (足彩). */
export function issueMatchNumber(code: TLotteryCode, seq: number): string {
  return code === 'zc' ? String(seq) : String(seq).padStart(3, '0');
}
