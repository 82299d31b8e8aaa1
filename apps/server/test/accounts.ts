import { encryptPassword, type TDynamicKey } from '@sports/contracts';
import type { RateLimiter } from '../src/http/rate-limit';
import type { TestApp } from './app';
import { XHR } from './app';

/** Helpers that drive the account API the way a client does. */

export async function dynamicKey(t: TestApp): Promise<TDynamicKey> {
  const res = await t.app.inject({ url: '/tapi/user/key/getDynamicKey?channelId=3&platform=1' });
  return res.json().data;
}

/** Encrypts each password with one fresh dynamic key; returns the fields to merge into a body. */
export async function sealed(t: TestApp, fields: Record<string, string>): Promise<Record<string, string>> {
  const k = await dynamicKey(t);
  const out: Record<string, string> = { key: k.key, iv: k.iv };
  for (const [name, plain] of Object.entries(fields)) out[name] = await encryptPassword(plain, k.key, k.iv);
  return out;
}

export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...XHR, ...headers }, remoteAddress });
}

export async function loginByPassword(t: TestApp, username: string, password: string, extra: Record<string, unknown> = {}) {
  return post(t, '/tapi/user/login', {
    mode: 0,
    username,
    channelId: 3,
    platform: 1,
    type: 1,
    ...(await sealed(t, { password })),
    ...extra,
  });
}

/** Requests a code through the API and reads it from the development outbox. */
export async function requestCode(
  t: TestApp,
  mobile: string,
  type = 3,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const res = await post(t, '/tapi/inform/send/sms/new', { mobile, type, ...extra }, headers);
  if (res.json().code !== 200) throw new Error(`code request failed: ${res.body}`);
  return latestCode(t, mobile);
}

export async function latestCode(t: TestApp, mobile: string): Promise<string> {
  const box = await t.app.inject({ url: `/tapi/dev/sms?mobile=${mobile}` });
  const first = box.json().data.list[0];
  if (!first) throw new Error(`no code for ${mobile}`);
  return first.code;
}

/** Parses the auth cookie of a response. */
export function authCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return all.find((c: string) => c.startsWith('auth='));
}

/** Lets the next code for this mobile go out now (the 60 s resend rule is tested on its own). */
export async function allowResend(t: TestApp, mobile: string) {
  await t.db.db
    .updateTable('sms_code')
    .set({ created_at: Date.now() - 61_000 })
    .where('mobile', '=', mobile)
    .execute();
}

export const BIG_SMS_LIMITS = { perMobilePerDay: 1000, perIpPerDay: 100_000, resendMs: 60_000 };

/** A limiter that never refuses, for tests that are not about abuse limits. */
export const NO_LIMITS: RateLimiter = { hit: async () => true, enforce: async () => undefined };

/**
 * A drag to `x` the way a hand makes it: about 0.7 s, eased (fast, then slowing into the gap), one
 * sample per frame with a little timing jitter.
 */
export function handTrack(x: number, samples = 40): [number, number][] {
  const track: [number, number][] = [[0, 0]];
  for (let i = 1; i <= samples; i += 1) {
    const p = i / samples;
    track.push([Math.round(x * (1 - (1 - p) ** 3)), Math.round(i * 17 + (i % 3) * 2)]);
  }
  return track;
}

/** Solves the login panel's slide puzzle (the answer is read from the database) and returns its captchaVerification. */
export async function passSlidePuzzle(t: TestApp, offset = 0): Promise<string> {
  const puzzle = (await t.app.inject({ url: '/tapi/user/verification/sliding-verification' })).json().data;
  const row = await t.db.db.selectFrom('captcha_challenge').select('answer').where('token', '=', puzzle.token).executeTakeFirstOrThrow();
  const { x } = JSON.parse(row.answer) as { x: number };
  const res = await post(t, '/tapi/user/verification/sliding-verification/check', {
    token: puzzle.token,
    coox: x + offset,
    track: handTrack(x + offset),
  });
  return res.json().data.captchaVerification;
}

/** Turns the site's captcha switch (jiyanSwitch) on or off. */
export async function setCaptchaSwitch(t: TestApp, on: boolean) {
  const value = JSON.stringify({ jiyanSwitch: on ? 1 : 0, customerServiceUrl: '', customerServiceSwitch: '0' });
  await t.db.db.deleteFrom('site_setting').where('key', '=', 'cms.config').execute();
  await t.db.db.insertInto('site_setting').values({ key: 'cms.config', value }).execute();
}
