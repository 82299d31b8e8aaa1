import { z } from 'zod';
import { answerSchema, SPORTS_ROUTES, type TScoreList, type TSport } from '@sports/contracts';
import { cachedJson, type CachedJson } from '../../http/cached-json';
import { ok } from '../../http/envelope';

/**
 * The version of a sport's score lists: it changes whenever the feed changes a list row (the
 * sport's score topic head on the live bus, shared by every process through Redis); null when
 * unknown, and then lists are not cached.
 */
export type ScoreListVersion = (sport: TSport) => Promise<string | null>;

/** An entry is also rebuilt after this long, for changes made without a feed event (new fixtures, a pin). */
export const LIST_MAX_AGE_MS = 2000;
const MAX_ENTRIES = 500;

/** A list as every visitor sees it (no stars), with its answer serialised once. */
export interface SharedList {
  list: TScoreList;
  ids: number[];
  body: CachedJson;
}

interface Entry {
  version: string;
  at: number;
  value: Promise<SharedList>;
  /** The built list once `value` resolved: served while a rebuild for age runs. */
  built?: SharedList;
  /** A rebuild for age is under way (one at a time). */
  renewing?: boolean;
}

/** Every score list shares one envelope shape: the answer is encoded as the routes' serialiser does. */
const ANSWER = answerSchema(SPORTS_ROUTES.footballMatches);

/**
 * Score lists built once per list, query and feed version and shared by every visitor asking for
 * it: a burst of fans opening the list costs one build and one serialisation (and one compression
 * per encoding). See docs/decisions/0029-score-list-cache.md.
 */
export function scoreListCache(version: ScoreListVersion | undefined, now: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();
  /** Builds the entry of `key` at version `v` and keeps it; a failed build (a day out of range, an unknown issue) is not kept. */
  function start(key: string, v: string, t: number, build: () => Promise<TScoreList>): Entry {
    const value = build().then((list) => ({
      list,
      ids: list.list.map((m) => m.id),
      body: cachedJson(JSON.stringify(z.encode(ANSWER, ok(list)))),
    }));
    const entry: Entry = { version: v, at: t, value };
    value.then(
      (built) => (entry.built = built),
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry;
  }
  return {
    async get(key: string, sport: TSport, build: () => Promise<TScoreList>): Promise<SharedList | null> {
      const v = version ? await version(sport) : null;
      if (v === null) return null;
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.version === v) {
        if (t - hit.at < LIST_MAX_AGE_MS || !hit.built) return hit.value;
        // Only old, not changed by the feed: the built list goes out while one rebuild runs, so no
        // asker waits for it (what changes without a feed event may show up to one build later).
        if (!hit.renewing) {
          hit.renewing = true;
          const next = start(key, v, t, build);
          next.value.then(
            () => entries.get(key) === hit && entries.set(key, next),
            () => (hit.renewing = false),
          );
        }
        return hit.built;
      }
      if (entries.size >= MAX_ENTRIES) {
        for (const [k, e] of entries) if (t - e.at >= LIST_MAX_AGE_MS) entries.delete(k);
        if (entries.size >= MAX_ENTRIES) entries.clear();
      }
      const entry = start(key, v, t, build);
      entries.set(key, entry);
      return entry.value;
    },
    size: () => entries.size,
  };
}
export type ScoreListCache = ReturnType<typeof scoreListCache>;
