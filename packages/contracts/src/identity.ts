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
