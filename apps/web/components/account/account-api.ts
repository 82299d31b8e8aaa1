'use client';
import { CHANNEL_ID, encryptPassword, LOGIN_TYPE, PLATFORM, type TDynamicKey, type TLoginResult, type TSmsType } from '@sports/contracts';
import { api, isOk, type CallOptions, type TApiResult } from '@/lib/api';

export const COMMON = { channelId: CHANNEL_ID, platform: PLATFORM } as const;

/**
 * Fetches a one-time dynamic key and encrypts each password with it (SPEC §7: key and iv per request).
 * A failed key request comes back as its envelope (100224 carries the server's message).
 */
export async function encryptWithDynamicKey(
  passwords: string[],
): Promise<{ ok: true; key: string; iv: string; values: string[] } | { ok: false; message: string }> {
  const res = await api.get<TDynamicKey>('/tapi/user/key/getDynamicKey');
  if (!isOk(res) || !res.data) return { ok: false, message: res.message || '密钥获取失败，请稍后重试' };
  const { key, iv } = res.data;
  const values = await Promise.all(passwords.map((p) => encryptPassword(p, key, iv)));
  return { ok: true, key, iv, values };
}

/** POST /tapi/inform/send/sms/new; the answer's message is shown on failure. */
export function sendSmsCode(body: { mobile?: string; type: TSmsType; captchaVerification?: string }): Promise<TApiResult<null>> {
  return api.post<null>('/tapi/inform/send/sms/new', { ...COMMON, ...body });
}

/** SPEC §4: phone-code login (mode 1). */
export function loginByCode(mobile: string, verifyCode: string, keep: boolean): Promise<TApiResult<TLoginResult>> {
  return api.post<TLoginResult>('/tapi/user/login', { ...COMMON, type: LOGIN_TYPE, mode: 1, auto: keep ? 1 : 0, mobile, verifyCode });
}

/** SPEC §4: password login (mode 0) with the password encrypted by a fresh dynamic key. */
export async function loginByPassword(username: string, password: string, keep: boolean): Promise<TApiResult<TLoginResult>> {
  const enc = await encryptWithDynamicKey([password]);
  if (!enc.ok) return { code: 100224, success: false, message: enc.message, data: null as unknown as TLoginResult };
  return api.post<TLoginResult>('/tapi/user/account/login', {
    ...COMMON,
    type: LOGIN_TYPE,
    mode: 0,
    auto: keep ? 1 : 0,
    username,
    password: enc.values[0],
    iv: enc.iv,
    key: enc.key,
  });
}

/** Encrypts the passwords named by the fields of `plain` and posts them with the dynamic key. */
export async function postWithPasswords<T>(
  path: string,
  plain: Record<string, string>,
  rest: Record<string, unknown> = {},
  opts: CallOptions = {},
): Promise<TApiResult<T>> {
  const names = Object.keys(plain);
  const enc = await encryptWithDynamicKey(names.map((n) => plain[n] ?? ''));
  if (!enc.ok) return { code: 100224, success: false, message: enc.message, data: null as T };
  const encrypted = Object.fromEntries(names.map((n, i) => [n, enc.values[i]]));
  return api.post<T>(path, { ...COMMON, type: LOGIN_TYPE, ...rest, ...encrypted, iv: enc.iv, key: enc.key }, opts);
}
