import type * as Table from './message-table';

/**
 * Every user-facing message by id (message-table.ts): `MESSAGES.NOT_FOUND.message`. A namespace, not
 * an object, so the bundler keeps in a page's JavaScript only the messages it reads (decision 0055).
 */
export * as MESSAGES from './message-table';

/** repCode/repMsg of the built-in captcha calls (AJ-Captcha protocol; SPEC §8: '0000' success, '6201' expired). */
export const CAPTCHA_REP = {
  SUCCESS: { repCode: '0000', repMsg: '验证通过' },
  FAILED: { repCode: '6111', repMsg: '验证失败' },
  EXPIRED: { repCode: '6201', repMsg: '验证码已失效，请重新获取' },
  TOO_FREQUENT: { repCode: '6202', repMsg: '请求过于频繁，请稍后再试' },
} as const;

export type TMessageId = keyof typeof Table;
