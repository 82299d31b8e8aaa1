import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerSchema, routeKey, type TApiRoute, type TRouteData, type TRouteRequest } from '@sports/contracts';
import { cachedAnswer, cachedJson, type CachedJson, type PreparedBody } from './cached-json';
import { ok } from './envelope';
import { serve } from './route';
import type { Api } from './types';
import { versionedCache } from './versioned-cache';

/**
 * Answers the same for every visitor (without a session), built once per route, query and data
 * version and kept serialised: a crowd asking for the same page costs one build, one schema check
 * and one serialisation (and one compression per encoding). `version` is what the database says of
 * the data (a counter its triggers move on every write), so an answer is never older than the data,
 * in any process; an answer is also rebuilt after `maxAgeMs` for what changes with time alone.
 * Live's room and anchor lists (decision 0041) and the site's content (decision 0072) keep theirs so.
 */
export function sharedAnswers(version: () => Promise<number>, opts: { maxAgeMs: number; maxEntries?: number; now?: () => number }) {
  const cache = versionedCache<CachedJson>({ maxAgeMs: opts.maxAgeMs, maxEntries: opts.maxEntries ?? 500, now: opts.now });
  const schemas = new Map<TApiRoute, z.ZodType>();
  async function get<R extends TApiRoute>(route: R, query: unknown, build: () => Promise<TRouteData<R>>): Promise<CachedJson> {
    let schema = schemas.get(route);
    if (!schema) schemas.set(route, (schema = answerSchema(route)));
    const answer = schema;
    // Encoded as the routes' serialiser does, so the kept bytes are those it would send.
    return cache.get(`${routeKey(route)} ${JSON.stringify(query)}`, await version(), () =>
      build().then((data) => cachedJson(JSON.stringify(z.encode(answer, ok(data))))),
    );
  }
  return {
    get,
    /** A route's kept answer for this request (compressed as the client accepts); `key` when the answer depends on more than the query. */
    answer: async <R extends TApiRoute>(
      req: FastifyRequest,
      reply: FastifyReply,
      route: R,
      build: () => Promise<TRouteData<R>>,
      key: unknown = req.query,
    ): Promise<PreparedBody> => cachedAnswer(req, reply, await get(route, key, build)),
    size: cache.size,
  };
}
export type SharedAnswers = ReturnType<typeof sharedAnswers>;

/**
 * Registers `route` (as `serve` does) answering every request with its kept answer: `build` makes
 * the data from the request, and the answer is named by the request's query (by default) or by its
 * path's parameters (`'params'`, for a route whose answer depends on them). For routes that answer
 * every visitor alike; a route that branches on the viewer first calls `answer` itself.
 */
export function serveKept<R extends TApiRoute>(
  app: Api,
  kept: SharedAnswers,
  route: R,
  build: (req: FastifyRequest<TRouteRequest<R>>) => Promise<TRouteData<R>>,
  key: 'query' | 'params' = 'query',
): void {
  serve(app, route, { handler: (req, reply) => kept.answer(req, reply, route, () => build(req), req[key]) });
}
