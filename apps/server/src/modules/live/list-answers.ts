import { z } from 'zod';
import { answerSchema, routeKey, type TApiRoute, type TRouteData } from '@sports/contracts';
import { cachedJson, type CachedJson } from '../../http/cached-json';
import { ok } from '../../http/envelope';

/**
 * An answer is also rebuilt after this long, for what a list shows from outside live_room (the
 * owners' profiles, category names, match titles, viewers now), as score lists are (decision 0029).
 */
export const LIST_MAX_AGE_MS = 2000;
const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  at: number;
  body: Promise<CachedJson>;
}

/**
 * Room and anchor list answers as every visitor (without a session) sees them, built once per
 * route, query and list version and kept serialised: a crowd asking for the same page costs one
 * build, one schema check and one serialisation (and one compression per encoding). `version` is
 * moved by the database on every listed change of a room (migration 0042), so an answer is never
 * older than the rooms, in any process. See docs/decisions/NNNN-live-list-answer-cache.md.
 */
export function listAnswers(version: () => Promise<number>, now: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();
  const schemas = new Map<TApiRoute, z.ZodType>();
  return {
    async get<R extends TApiRoute>(route: R, query: unknown, build: () => Promise<TRouteData<R>>): Promise<CachedJson> {
      const key = `${routeKey(route)} ${JSON.stringify(query)}`;
      const v = await version();
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.version === v && t - hit.at < LIST_MAX_AGE_MS) return hit.body;
      if (entries.size >= MAX_ENTRIES) {
        for (const [k, e] of entries) if (e.version !== v || t - e.at >= LIST_MAX_AGE_MS) entries.delete(k);
        if (entries.size >= MAX_ENTRIES) entries.clear();
      }
      let schema = schemas.get(route);
      if (!schema) schemas.set(route, (schema = answerSchema(route)));
      const answer = schema;
      // Encoded as the routes' serialiser does, so the kept bytes are those it would send.
      const body = build().then((data) => cachedJson(JSON.stringify(z.encode(answer, ok(data)))));
      const entry: Entry = { version: v, at: t, body };
      entries.set(key, entry);
      // A failed build is not kept: the next call asks again.
      body.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return body;
    },
    size: () => entries.size,
  };
}
export type ListAnswers = ReturnType<typeof listAnswers>;
