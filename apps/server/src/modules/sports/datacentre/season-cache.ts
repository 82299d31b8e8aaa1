import { versionedCache } from '../../../http/versioned-cache';

/** Seasons kept per process: a few hundred seasons' tables, leaderboards and schedules. */
const MAX_SEASONS = 300;
/** Answers kept per process: a season's tables, leaderboards, schedules and their envelopes, a few dozen each. */
const MAX_ANSWERS = MAX_SEASONS * 20;
/** How long a season's answers are served before its version is read from the database again. */
export const RECHECK_MS = 2_000;

interface SeasonEntry {
  version: string;
  checkedAt: number;
  /**
   * What the season's answers are kept under: new for each version read after a change or an
   * invalidation, so an invalidated season's answers are computed again even if its version reads
   * the same (the bench's cold calls), and the same while the version holds.
   */
  tag: number;
}

/**
 * Computed season answers (tables, leaderboards, schedules, and their serialised envelopes) kept
 * per season with the season's version (its match count and the sums of its matches' update times,
 * states and goals). A hit costs no database read: the version is read again only when the season
 * was invalidated in this process (an import, a finished match or a goal seen through the sports
 * events) or when RECHECK_MS have passed since it was last read, so a write by another server
 * process shows within that time. A changed version gives the season a new tag: each of its
 * answers is computed again when next asked.
 *
 * Each answer is computed once per version however many requests ask at the same time: the ones
 * that come while it is computed (the many readers of a table right after a goal) wait for that
 * computation instead of running their own (the shared versioned cache, http/versioned-cache.ts,
 * keyed by season and answer under the season entry's tag), and concurrent version reads of a
 * season are one read.
 */
export function seasonCache(versionOf: (seasonId: number) => Promise<string>, now: () => number = Date.now) {
  const seasons = new Map<number, SeasonEntry>();
  /** Season answers never age: a changed season is a new tag. */
  const answers = versionedCache<unknown>({ maxAgeMs: Infinity, maxEntries: MAX_ANSWERS });
  let tags = 0;
  /** Version reads in flight, by season; dropped when the season is invalidated meanwhile. */
  const reading = new Map<number, Promise<SeasonEntry>>();

  /** The entry for `version`: the held one if unchanged, else a fresh one, kept unless `keep` is false. */
  function settle(seasonId: number, version: string, at: number, keep: boolean): SeasonEntry {
    const current = seasons.get(seasonId);
    if (current && current.version === version) {
      current.checkedAt = at;
      return current;
    }
    const fresh: SeasonEntry = { version, checkedAt: at, tag: ++tags };
    if (!keep) return fresh;
    seasons.delete(seasonId);
    seasons.set(seasonId, fresh);
    if (seasons.size > MAX_SEASONS) {
      // a Map keeps insertion order: the first key is the season kept longest
      const oldest = seasons.keys().next();
      if (!oldest.done) seasons.delete(oldest.value);
    }
    return fresh;
  }

  function entryOf(seasonId: number): Promise<SeasonEntry> {
    const at = now();
    const held = seasons.get(seasonId);
    if (held && at - held.checkedAt < RECHECK_MS) return Promise.resolve(held);
    const pending = reading.get(seasonId);
    if (pending) return pending;
    // A read the season was invalidated during (no longer the one in `reading`) gives an entry used once, not kept.
    const ours = () => {
      const current = reading.get(seasonId) === read;
      if (current) reading.delete(seasonId);
      return current;
    };
    const read: Promise<SeasonEntry> = versionOf(seasonId).then(
      (version) => settle(seasonId, version, at, ours()),
      (err: unknown) => {
        ours();
        throw err;
      },
    );
    reading.set(seasonId, read);
    return read;
  }

  return {
    /** `key`'s answer for the season, computed when the season changed since it was kept. */
    async get<T>(seasonId: number, key: string, compute: () => Promise<T>): Promise<T> {
      // An answer computed under an invalidated season's tag is replaced by the next ask under the
      // season's new tag; a failure (an unknown season) is never kept.
      const { tag } = await entryOf(seasonId);
      return answers.get(`${seasonId} ${key}`, tag, compute) as Promise<T>;
    },
    /** Forgets a season's answers: the next call reads its version and computes them again. */
    invalidate(seasonId: number) {
      seasons.delete(seasonId);
      reading.delete(seasonId);
    },
    /** Forgets every season (a season was imported: lists and new seasons change). */
    clear() {
      seasons.clear();
      reading.clear();
    },
  };
}
export type SeasonCache = ReturnType<typeof seasonCache>;
