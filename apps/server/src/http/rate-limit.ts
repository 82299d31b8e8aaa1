import { AppError } from './errors';
import type { TMessageId } from '@sports/contracts';

/**
 * Fixed-window counters in process memory, for abuse limits that may reset on restart (key fetches,
 * captcha fetches, login guesses per IP, uploads). Limits that must survive restarts (SMS per day)
 * count database rows instead.
 */
export function rateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  let sweepAt = 0;
  function sweep(t: number) {
    if (t < sweepAt) return;
    sweepAt = t + 60_000;
    for (const [k, w] of windows) if (t - w.start > 24 * 3600_000) windows.delete(k);
  }
  return {
    /** Counts a hit; false when `key` already had `limit` hits in the current window. */
    hit(key: string, limit: number, windowMs: number): boolean {
      const t = now();
      sweep(t);
      const w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      if (w.count >= limit) return false;
      w.count++;
      return true;
    },
    /** Throws the given error (default 429) when the limit is exceeded. */
    enforce(key: string, limit: number, windowMs: number, id: TMessageId = 'TOO_MANY_REQUESTS') {
      if (!this.hit(key, limit, windowMs)) throw new AppError(id);
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
