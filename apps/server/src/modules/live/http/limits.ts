import type { RateLimiter } from '../../../http/rate-limit';

/** Per-user limits of the writing calls (follow toggles, reports, applications). */
const LIMITS = {
  attention: [60, 60_000],
  report: [10, 3_600_000],
  audit: [5, 3_600_000],
  reserve: [60, 60_000],
  roomUpdate: [30, 60_000],
} as const;

export type LiveLimit = (name: keyof typeof LIMITS, userId: number) => Promise<void>;

export const liveLimit =
  (limiter: RateLimiter): LiveLimit =>
  (name, userId) =>
    limiter.enforce(`live:${name}:${userId}`, LIMITS[name][0], LIMITS[name][1]);
