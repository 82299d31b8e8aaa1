'use client';
import {
  API_CALLS,
  CHANNEL_ID,
  LOGIN_TYPE,
  MESSAGES,
  PLATFORM,
  type TRefRoute,
  type TRouteRef,
  type TLoginResult,
  type TRouteData,
  type TSmsType,
} from '@sports/contracts';
import { call, type CallOptions, type TApiResult } from '@/lib/api';

export const COMMON = { channelId: CHANNEL_ID, platform: PLATFORM } as const;

/**
 * Fetches a one-time dynamic key and encrypts each password with it (SPEC §7: key and iv per request).
 * A failed key request comes back as its envelope (100224 carries the server's message).
 */
export async function encryptWithDynamicKey(
  passwords: string[],
): Promise<{ ok: true; key: string; iv: string; values: string[] } | { ok: false; message: string }> {
  const res = await call(API_CALLS.dynamicKey);
  if (res.code !== MESSAGES.OK.code) return { ok: false, message: res.message || '密钥获取失败，请稍后重试' };
  const { key, iv } = res.data;
  // The codec is loaded when a password is sent, not with every page that can open the login panel.
  const { encryptPassword } = await import('@sports/contracts/codec');
  const values = await Promise.all(passwords.map((p) => encryptPassword(p, key, iv)));
  return { ok: true, key, iv, values };
}

/** POST /tapi/inform/send/sms/new; the answer's message is shown on failure. */
export function sendSmsCode(body: { mobile?: string; type: TSmsType; captchaVerification?: string }): Promise<TApiResult<null>> {
  return call(API_CALLS.sendSms, { body: { ...COMMON, ...body } });
}

/** SPEC §4: phone-code login (mode 1). */
export function loginByCode(mobile: string, verifyCode: string, keep: boolean): Promise<TApiResult<TLoginResult>> {
  return call(API_CALLS.login, { body: { ...COMMON, type: LOGIN_TYPE, mode: 1, auto: keep ? 1 : 0, mobile, verifyCode } });
}

/** SPEC §4: password login (mode 0) with the password encrypted by a fresh dynamic key. */
export async function loginByPassword(username: string, password: string, keep: boolean): Promise<TApiResult<TLoginResult>> {
  const enc = await encryptWithDynamicKey([password]);
  if (!enc.ok) return { code: 100224, success: false, message: enc.message, data: null as unknown as TLoginResult };
  return call(API_CALLS.accountLogin, {
    body: { ...COMMON, type: LOGIN_TYPE, mode: 0, auto: keep ? 1 : 0, username, password: enc.values[0] ?? '', iv: enc.iv, key: enc.key },
  });
}

/**
 * Encrypts the passwords named by the fields of `plain` and posts them to `route` with the dynamic key.
 * The body is assembled field by field here, so it is checked by the route's schema on the server, not here.
 */
export async function postWithPasswords<F extends TRouteRef>(
  route: F,
  plain: Record<string, string>,
  rest: Record<string, unknown> = {},
  opts: CallOptions = {},
): Promise<TApiResult<TRouteData<TRefRoute<F>>>> {
  const names = Object.keys(plain);
  const enc = await encryptWithDynamicKey(names.map((n) => plain[n] ?? ''));
  if (!enc.ok) return { code: 100224, success: false, message: enc.message, data: null as TRouteData<TRefRoute<F>> };
  const encrypted = Object.fromEntries(names.map((n, i) => [n, enc.values[i]]));
  const post = call as unknown as (route: F, input: { body: object } & CallOptions) => Promise<TApiResult<TRouteData<TRefRoute<F>>>>;
  return post(route, { body: { ...COMMON, type: LOGIN_TYPE, ...rest, ...encrypted, iv: enc.iv, key: enc.key }, ...opts });
}
