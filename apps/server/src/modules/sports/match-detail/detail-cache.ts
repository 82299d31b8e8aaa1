import type { SportsEvents } from '../events';

/**
 * How long an answer is reused at most. Events of the match itself drop its answers at once; the
 * age limit covers what no event of this match announces (another match of either team finishing
 * changes this one's analysis) and server processes that do not run the feed.
 */
export const DETAIL_MAX_AGE_MS = 30_000;
const MAX_MATCHES = 2000;

type Entry = { at: number; value: Promise<unknown> };

/**
 * The match centre's answers per match: events, text live, lineups, odds and analysis are read
 * once per version of the match and served from memory until the sports module announces a change
 * of that match (any of its domain events). See docs/decisions/0030-match-detail-cache.md.
 */
export function matchDetailCache(now: () => number = Date.now, maxAgeMs = DETAIL_MAX_AGE_MS) {
  const byMatch = new Map<number, Map<string, Entry>>();
  return {
    get<T>(matchId: number, key: string, load: () => Promise<T>): Promise<T> {
      const t = now();
      let entries = byMatch.get(matchId);
      const hit = entries?.get(key);
      if (hit && t - hit.at < maxAgeMs) return hit.value as Promise<T>;
      if (!entries) {
        if (byMatch.size >= MAX_MATCHES) byMatch.delete(byMatch.keys().next().value as number);
        entries = new Map();
        byMatch.set(matchId, entries);
      }
      const value = load();
      const entry = { at: t, value };
      entries.set(key, entry);
      // A failed load (unknown id, wrong sport) is not kept: the next call asks again.
      value.catch(() => {
        if (byMatch.get(matchId)?.get(key) === entry) byMatch.get(matchId)?.delete(key);
      });
      return value;
    },
    /** Drops every answer about the match: the next call reads its new version. */
    invalidate(matchId: number) {
      byMatch.delete(matchId);
    },
    /** Listens to the sports module's domain events; returns the function that stops listening. */
    follow(events: SportsEvents) {
      const drop = (e: { matchId: number }) => byMatch.delete(e.matchId);
      const offs = [
        events.on('match.changed', drop),
        events.on('match.incident', drop),
        events.on('match.stats', drop),
        events.on('match.text', drop),
        events.on('match.odds', drop),
      ];
      return () => offs.forEach((off) => off());
    },
  };
}
export type MatchDetailCache = ReturnType<typeof matchDetailCache>;
