/** Seasons kept per process: a few hundred seasons' tables, leaderboards and schedules. */
const MAX_SEASONS = 300;
/** How long a season's answers are served before its version is read from the database again. */
export const RECHECK_MS = 2_000;

interface SeasonEntry {
  version: string;
  checkedAt: number;
  answers: Map<string, unknown>;
}

/**
 * Computed season answers (tables, leaderboards, schedules, and their serialised envelopes) kept
 * per season with the season's version (its match count and the sums of its matches' update times,
 * states and goals). A hit costs no database read: the version is read again only when the season
 * was invalidated in this process (an import, a finished match or a goal seen through the sports
 * events) or when RECHECK_MS have passed since it was last read, so a write by another server
 * process shows within that time. A changed version drops every answer of the season.
 */
export function seasonCache(versionOf: (seasonId: number) => Promise<string>, now: () => number = Date.now) {
  const seasons = new Map<number, SeasonEntry>();

  async function entryOf(seasonId: number): Promise<SeasonEntry> {
    const at = now();
    const held = seasons.get(seasonId);
    if (held && at - held.checkedAt < RECHECK_MS) return held;
    const version = await versionOf(seasonId);
    const current = seasons.get(seasonId);
    if (current && current.version === version) {
      current.checkedAt = at;
      return current;
    }
    const fresh: SeasonEntry = { version, checkedAt: at, answers: new Map() };
    seasons.delete(seasonId);
    seasons.set(seasonId, fresh);
    if (seasons.size > MAX_SEASONS) {
      // a Map keeps insertion order: the first key is the season kept longest
      const oldest = seasons.keys().next();
      if (!oldest.done) seasons.delete(oldest.value);
    }
    return fresh;
  }

  return {
    /** `key`'s answer for the season, computed when the season changed since it was kept. */
    async get<T>(seasonId: number, key: string, compute: () => Promise<T>): Promise<T> {
      const entry = await entryOf(seasonId);
      if (entry.answers.has(key)) return entry.answers.get(key) as T;
      const value = await compute();
      // Kept only if the season was not invalidated meanwhile (the entry is then no longer current).
      if (seasons.get(seasonId) === entry) entry.answers.set(key, value);
      return value;
    },
    /** Forgets a season's answers: the next call reads its version and computes them again. */
    invalidate(seasonId: number) {
      seasons.delete(seasonId);
    },
    /** Forgets every season (a season was imported: lists and new seasons change). */
    clear() {
      seasons.clear();
    },
  };
}
export type SeasonCache = ReturnType<typeof seasonCache>;
