import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerSchema, type TApiRoute, type TRouteData } from '@sports/contracts';
import { PreparedBody } from './cached-json';
import { ok } from './envelope';

/**
 * Each route's answer schema, made once: `answerSchema` wraps the data schema in a new envelope
 * object on every call, and zod compiles a new object schema again on its first use (about 2 ms
 * for a schedule, most of what a kept answer cost to compute).
 */
const schemas = new WeakMap<TApiRoute, z.ZodTypeAny>();
function schemaOf(route: TApiRoute): z.ZodTypeAny {
  const known = schemas.get(route);
  if (known) return known;
  const made = answerSchema(route);
  schemas.set(route, made);
  return made;
}

/**
 * The body `route` answers for `data`, checked against the route's answer schema and serialised
 * exactly as the route's serializer does, for callers that keep it and send it many times without
 * validating or serialising it again. Kept as its UTF-8 bytes, encoded once: a text body is
 * measured and encoded again on every send (a World Cup table is 14 KB, mostly Chinese).
 */
export function answerText<R extends TApiRoute>(route: R, data: TRouteData<R>): PreparedBody {
  const result = z.safeEncode(schemaOf(route), route.raw ? data : ok(data));
  if (!result.success) throw new ResponseSerializationError(route.method, route.path, { cause: result.error });
  return new PreparedBody(Buffer.from(JSON.stringify(result.data)));
}
