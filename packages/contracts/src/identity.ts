import { z } from 'zod';

/** SPEC §3 user info. */
export const ZUserInfoSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  /** null is shown as 0 */
  level: z.number().int().nullable(),
  levelIcon: z.string(),
  isAnchor: z.number().int(),
  isExpert: z.number().int(),
  hasPassword: z.number().int(),
  description: z.string(),
  fansCount: z.number().int(),
  mobile: z.string(),
  hasPayPsw: z.boolean(),
});
export type TUserInfo = z.infer<typeof ZUserInfoSchema>;

/** Name of the cookie that carries the session token (SPEC §9). */
export const AUTH_COOKIE = 'auth';

/**
 * The device id (decision 0038-device-ban): a random id the web client makes once and keeps in this
 * long-lived cookie (readable by the page; the socket's upgrade request carries it too) and sends in
 * the `x-device-id` header. 16 to 64 letters, digits, `-` or `_`; anything else counts as no device.
 */
export const DEVICE_COOKIE = 'did';
export const DEVICE_ID_RE = /^[A-Za-z0-9_-]{16,64}$/;

/** The auth cookie may hold the bare token or JSON such as {"token":"…"} (SPEC §3 Session). */
export function tokenFromAuthCookie(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // keep the raw value
  }
  if (value.startsWith('{') || value.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'string') return parsed || null;
      if (parsed && typeof parsed === 'object' && 'token' in parsed && typeof parsed.token === 'string') return parsed.token || null;
      return null;
    } catch {
      return null;
    }
  }
  return value || null;
}
