import { z } from 'zod';
import { answerSchema, routeKey, type TApiRoute, type TRouteData } from '@sports/contracts';
import { cachedJson, type CachedJson } from '../../http/cached-json';
import { ok } from '../../http/envelope';
import { versionedCache } from '../../http/versioned-cache';

/**
 * An answer is also rebuilt after this long, for what a list shows from outside live_room (the
 * owners' profiles, category names, match titles, viewers now), as score lists are (decision 0029).
 */
export const LIST_MAX_AGE_MS = 2000;
/**
 * Room and anchor list answers as every visitor (without a session) sees them, built once per
 * route, query and list version and kept serialised: a crowd asking for the same page costs one
 * build, one schema check and one serialisation (and one compression per encoding). `version` is
 * moved by the database on every listed change of a room (migration 0042), so an answer is never
 * older than the rooms, in any process. See docs/decisions/0041-live-list-answer-cache.md.
 */
export function listAnswers(version: () => Promise<number>, now?: () => number) {
  const cache = versionedCache<CachedJson>({ maxAgeMs: LIST_MAX_AGE_MS, maxEntries: 500, now });
  const schemas = new Map<TApiRoute, z.ZodType>();
  return {
    async get<R extends TApiRoute>(route: R, query: unknown, build: () => Promise<TRouteData<R>>): Promise<CachedJson> {
      let schema = schemas.get(route);
      if (!schema) schemas.set(route, (schema = answerSchema(route)));
      const answer = schema;
      // Encoded as the routes' serialiser does, so the kept bytes are those it would send.
      return cache.get(`${routeKey(route)} ${JSON.stringify(query)}`, await version(), () =>
        build().then((data) => cachedJson(JSON.stringify(z.encode(answer, ok(data))))),
      );
    },
    size: cache.size,
  };
}
export type ListAnswers = ReturnType<typeof listAnswers>;
