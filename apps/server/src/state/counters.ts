/**
 * State that must hold across server processes: abuse counters (fixed windows), token buckets
 * (chat pacing) and presence (how many sockets watch a room). In memory for one process; through
 * Redis (redis-counters.ts) when REDIS_URL is set, so running several processes neither
 * multiplies the limits nor splits a room's viewer count.
 */
export interface SharedCounters {
  /** Counts a hit on `key`; false when it already had `limit` hits in the current `windowMs` window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Token bucket per key: `burst` at once, then one every `perMs`; false when empty. */
  take(key: string, burst: number, perMs: number): Promise<boolean>;
  /**
   * Members of a presence group (a room topic) across processes: `local` (this process's count,
   * read live) plus what the other processes last reported. Synchronous; the remote part is refreshed in the background.
   */
  presence(group: string, local: number): number;
  /** Where this process's own counts come from (the socket hub); reported to the others. */
  reportPresence(source: () => Map<string, number>): void;
  close(): Promise<void>;
}

/** One process: everything in memory. */
export function memoryCounters(now: () => number = Date.now): SharedCounters {
  const windows = new Map<string, { start: number; count: number }>();
  const buckets = new Map<string, { tokens: number; at: number }>();
  let sweepAt = 0;
  function sweep(t: number) {
    if (t < sweepAt) return;
    sweepAt = t + 60_000;
    for (const [k, w] of windows) if (t - w.start > 24 * 3600_000) windows.delete(k);
    for (const [k, b] of buckets) if (t - b.at > 3600_000) buckets.delete(k);
  }
  return {
    async hit(key, limit, windowMs) {
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
    async take(key, burst, perMs) {
      const t = now();
      sweep(t);
      const b = buckets.get(key) ?? { tokens: burst, at: t };
      b.tokens = Math.min(burst, b.tokens + (t - b.at) / perMs);
      b.at = t;
      buckets.set(key, b);
      if (b.tokens < 1) return false;
      b.tokens -= 1;
      return true;
    },
    presence: (_group, local) => local,
    reportPresence() {},
    async close() {},
  };
}
