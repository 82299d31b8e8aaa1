import { z } from 'zod';
import { answerSchema, SPORTS_ROUTES, type TScoreList, type TSport } from '@sports/contracts';
import { cachedJson, type CachedJson } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { versionedCache } from '../../http/versioned-cache';

/**
 * The version of a sport's score lists: it changes whenever the feed changes a list row (the
 * sport's score topic head on the live bus, shared by every process through Redis); null when
 * unknown, and then lists are not cached. Given at once when the bus holds it in this process.
 */
export type ScoreListVersion = (sport: TSport) => string | null | Promise<string | null>;

/** An entry is also rebuilt after this long, for changes made without a feed event (new fixtures, a pin). */
export const LIST_MAX_AGE_MS = 2000;

/** A list as every visitor sees it (no stars), with its answer serialised once. */
export interface SharedList {
  list: TScoreList;
  ids: number[];
  body: CachedJson;
}

/** Every score list shares one envelope shape: the answer is encoded as the routes' serialiser does. */
const ANSWER = answerSchema(SPORTS_ROUTES.footballMatches);

/**
 * Score lists built once per list, query and feed version and shared by every visitor asking for
 * it: a burst of fans opening the list costs one build and one serialisation (and one compression
 * per encoding). See docs/decisions/0029-score-list-cache.md.
 */
export function scoreListCache(version: ScoreListVersion | undefined, now?: () => number) {
  const cache = versionedCache<SharedList>({ maxAgeMs: LIST_MAX_AGE_MS, maxEntries: 500, now });
  const read = (key: string, v: string | null, build: () => Promise<TScoreList>) =>
    v === null
      ? null
      : cache.read(key, v, () =>
          build().then((list) => ({ list, ids: list.list.map((m) => m.id), body: cachedJson(JSON.stringify(z.encode(ANSWER, ok(list)))) })),
        );
  return {
    /**
     * The shared list for this key at the sport's current version: the list itself when the
     * version is known at once and the list is kept (decision 0068), else a promise of it.
     */
    get(key: string, sport: TSport, build: () => Promise<TScoreList>): SharedList | null | Promise<SharedList | null> {
      const v = version ? version(sport) : null;
      return v instanceof Promise ? v.then((known) => read(key, known, build)) : read(key, v, build);
    },
    size: cache.size,
  };
}
export type ScoreListCache = ReturnType<typeof scoreListCache>;
