import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerSchema, type TApiRoute, type TRouteData } from '@sports/contracts';
import { PreparedBody } from './cached-json';
import { ok } from './envelope';

/**
 * The body `route` answers for `data`, checked against the route's answer schema and serialised
 * exactly as the route's serializer does, for callers that keep it and send it many times without
 * validating or serialising it again.
 */
export function answerText<R extends TApiRoute>(route: R, data: TRouteData<R>): PreparedBody {
  const result = z.safeEncode(answerSchema(route), route.raw ? data : ok(data));
  if (!result.success) throw new ResponseSerializationError(route.method, route.path, { cause: result.error });
  return new PreparedBody(JSON.stringify(result.data));
}
