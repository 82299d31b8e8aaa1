import type { TMessageId } from '@sports/contracts';
import { memoryCounters, type SharedCounters } from '../state/counters';
import { AppError } from './errors';

/**
 * Fixed-window abuse limits (key fetches, captcha fetches, login guesses per IP, uploads) on the
 * shared counters: in memory for one process, in Redis across processes. Limits that must survive
 * a restart of everything (SMS per day) count database rows instead.
 */
export function rateLimiter(counters: SharedCounters = memoryCounters()) {
  return {
    /** Counts a hit; false when `key` already had `limit` hits in the current window. */
    hit(key: string, limit: number, windowMs: number): Promise<boolean> {
      return counters.hit(`rl:${key}`, limit, windowMs);
    },
    /** Throws the given error (default 429) when the limit is exceeded. */
    async enforce(key: string, limit: number, windowMs: number, id: TMessageId = 'TOO_MANY_REQUESTS'): Promise<void> {
      if (!(await this.hit(key, limit, windowMs))) throw new AppError(id);
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
