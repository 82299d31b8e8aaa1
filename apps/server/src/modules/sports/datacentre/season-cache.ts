/** Entries kept per process: a few hundred seasons' tables and leaderboards. */
const MAX_ENTRIES = 500;

/**
 * Computed season answers (tables, leaderboards) kept with the season's version: its match count
 * and the sums of its matches' update times, states and goals. Every goal, card or result the feed
 * writes updates its match, so a changed season misses and is computed again from the database; an unchanged one is answered
 * from memory. The version is read from the database on every call, so several server processes
 * never serve each other's stale answers.
 */
export function seasonCache() {
  const entries = new Map<string, { version: string; value: unknown }>();
  return {
    async get<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit.value as T;
      const value = await compute();
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
export type SeasonCache = ReturnType<typeof seasonCache>;
