'use client';
import { API_CALLS, CAPTCHA_REP, type TCaptchaResponse, type TCaptchaType } from '@sports/contracts';
import { call, dataOr } from '@/lib/api';

const UID_KEY = 'captcha_client_uid';

/** SPEC §7: the captcha client id is stored locally (one per browser and captcha kind). */
export function captchaClientUid(type: TCaptchaType): string {
  const key = `${UID_KEY}_${type}`;
  try {
    const saved = localStorage.getItem(key);
    if (saved) return saved;
    const uid = `${type === 'blockPuzzle' ? 'slider' : 'point'}-${crypto.randomUUID()}`;
    localStorage.setItem(key, uid);
    return uid;
  } catch {
    return `${type}-${crypto.randomUUID()}`;
  }
}

const networkFailure: TCaptchaResponse = { repCode: '-1', repMsg: '网络错误，请稍后重试', repData: null, success: false };

export async function fetchCaptcha(captchaType: TCaptchaType): Promise<TCaptchaResponse> {
  const res = await call(API_CALLS.captchaGet, { body: { captchaType, clientUid: captchaClientUid(captchaType), ts: Date.now() } });
  return dataOr(res, networkFailure);
}

/** Sends the point(s) AES-ECB encrypted with the captcha's secretKey (plain JSON when there is none). */
export async function checkCaptcha(
  captchaType: TCaptchaType,
  token: string,
  secretKey: string | undefined,
  points: unknown,
): Promise<TCaptchaResponse> {
  const json = JSON.stringify(points);
  const pointJson = secretKey ? await (await import('@sports/contracts/codec')).aesEcbEncrypt(json, secretKey) : json;
  const res = await call(API_CALLS.captchaCheck, {
    body: { captchaType, pointJson, token, clientUid: captchaClientUid(captchaType), ts: Date.now() },
  });
  return dataOr(res, networkFailure);
}

export const isCaptchaOk = (r: TCaptchaResponse) => r.repCode === CAPTCHA_REP.SUCCESS.repCode;
export const isCaptchaExpired = (r: TCaptchaResponse) => r.repCode === CAPTCHA_REP.EXPIRED.repCode;
