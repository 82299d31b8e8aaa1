'use client';
import { DEVICE_COOKIE, DEVICE_ID_RE } from '@sports/contracts';

/** Browsers cap a cookie's life at 400 days; each visit renews it, so a device in use keeps its id. */
const MAX_AGE_S = 400 * 24 * 3600;
let known: string | null = null;

function fromCookie(): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  const value = pair?.slice(DEVICE_COOKIE.length + 1) ?? '';
  return DEVICE_ID_RE.test(value) ? value : null;
}

/**
 * This browser's device id (decision 0038-device-ban): made once, 32 random hex digits, kept in a
 * long-lived cookie that the page can read (every API call sends it in a header; the socket's upgrade
 * request carries the cookie). Empty where there is no document or cookies are off.
 */
export function deviceId(): string {
  if (known !== null) return known;
  try {
    const id = fromCookie() ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${DEVICE_COOKIE}=${id}; max-age=${MAX_AGE_S}; path=/; samesite=lax${secure}`;
    known = id;
    return id;
  } catch {
    return '';
  }
}
