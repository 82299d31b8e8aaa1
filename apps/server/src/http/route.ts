import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { answerSchema, routeKey, type TApiRoute, type TEnvelope, type TRouteData, type TRouteRequest } from '@sports/contracts';
import { PreparedBody } from './cached-json';
import { ok } from './envelope';
import type { Api } from './types';

type Answer<R extends TApiRoute> = TRouteData<R> | FastifyReply | PreparedBody;

export interface ServeOptions<R extends TApiRoute> {
  /**
   * Answers the route's data (wrapped in the envelope here; the whole body for raw routes), the
   * reply it sent itself, or a body it keeps already checked and serialised (cached-json.ts).
   */
  handler: (req: FastifyRequest<TRouteRequest<R>>, reply: FastifyReply) => Answer<R> | Promise<Answer<R>>;
  /** Fastify route options beyond the schema: config (csrf, rate limits), hooks, body limit. */
  options?: Omit<RouteShorthandOptions, 'schema'>;
}

/**
 * Registers one entry of the route table on the scope of its prefix: the schemas (validation,
 * serialisation, OpenAPI) come from the entry, so the contract is declared once.
 */
export function serve<R extends TApiRoute>(app: Api, route: R, opts: ServeOptions<R>): void {
  if (app.prefix !== route.prefix) throw new Error(`${routeKey(route)} registered under ${app.prefix || '/'}`);
  app.route({
    ...opts.options,
    // The route table says which calls keep their answer for a retry (http/idempotency reads it here).
    ...(route.idempotent ? { config: { ...opts.options?.config, idempotent: true } } : {}),
    method: route.method,
    url: route.path,
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.hide ? { hide: true } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.produces ? { produces: [...route.produces] } : {}),
      ...(route.opaque ? {} : { response: { 200: answerSchema(route) } }),
      ...(route.security ? { security: route.security.map((s) => ({ ...s })) } : {}),
    },
    handler: (req: FastifyRequest, reply: FastifyReply) => {
      const answer = opts.handler(req as FastifyRequest<TRouteRequest<R>>, reply);
      // A handler that answers at once (a kept list) is answered at once: Fastify sends what a
      // handler returns, and a request that waits on nothing costs no promise (decision 0068).
      if (answer instanceof Promise) return answer.then((a: Answer<R>) => body(req, reply, a));
      return answer === reply ? undefined : body(req, reply, answer);
    },
  });

  /** What Fastify sends for the handler's answer. */
  function body(req: FastifyRequest, reply: FastifyReply, answer: Answer<R>) {
    if (answer === reply) return reply;
    // Serialised once for many requests (a kept answer): sent as it is, the route's serializer skipped.
    if (answer instanceof PreparedBody) {
      if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
      // The encryption hook seals text only: an encrypted request gets kept bytes as text (such a
      // request is never answered compressed, cached-json.ts).
      return req.encrypted && Buffer.isBuffer(answer.body) ? answer.body.toString() : answer.body;
    }
    return route.raw ? answer : (ok(answer) as TEnvelope<unknown>);
  }
}
