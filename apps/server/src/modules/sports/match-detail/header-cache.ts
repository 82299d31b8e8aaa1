import type { TMatchHeader } from '@sports/contracts';

/** How long a header is reused: the page's match topic replaces it with a fresh snapshot on subscribe. */
export const HEADER_TTL_MS = 1000;
const MAX_ENTRIES = 2000;

/**
 * A short-lived cache of match headers: during a live match thousands of fans open the same page,
 * and each would otherwise read the same row, odds and counts. Entries live HEADER_TTL_MS, so a
 * server-rendered header is at most a second old, and the browser's match-topic resync (sent on
 * subscribe) carries the live state anyway. See docs/decisions/0023-match-header-cache.md.
 */
export function headerCache(now: () => number = Date.now) {
  const entries = new Map<number, { at: number; value: Promise<TMatchHeader> }>();
  return {
    get(id: number, load: () => Promise<TMatchHeader>): Promise<TMatchHeader> {
      const t = now();
      const hit = entries.get(id);
      if (hit && t - hit.at < HEADER_TTL_MS) return hit.value;
      if (entries.size >= MAX_ENTRIES) {
        for (const [key, e] of entries) if (t - e.at >= HEADER_TTL_MS) entries.delete(key);
        if (entries.size >= MAX_ENTRIES) entries.clear();
      }
      const value = load();
      entries.set(id, { at: t, value });
      // A failed load (unknown match) is not kept: the next call asks again.
      value.catch(() => entries.delete(id));
      return value;
    },
  };
}
export type HeaderCache = ReturnType<typeof headerCache>;
