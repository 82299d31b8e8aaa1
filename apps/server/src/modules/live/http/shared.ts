import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TApiRoute, TRouteData } from '@sports/contracts';
import { cachedAnswer, type PreparedBody } from '../../../http/cached-json';
import type { LiveService } from '../service';

/**
 * A list route's answer kept for every visitor (list-answers.ts): built by `build` at most once per
 * query (or `key`, when the answer depends on more than the query) and list version, then sent as
 * kept bytes (compressed for clients that accept it).
 */
export function sharedList(svc: LiveService) {
  return async <R extends TApiRoute>(
    req: FastifyRequest,
    reply: FastifyReply,
    route: R,
    build: () => Promise<TRouteData<R>>,
    key: unknown = req.query,
  ): Promise<PreparedBody> => cachedAnswer(req, reply, await svc.sharedAnswer(route, key, build));
}
