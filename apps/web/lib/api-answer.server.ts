import 'server-only';
import { answerSchema, type TApiRoute, type TEnvelope, type TRouteData } from '@sports/contracts';
import { failure, MALFORMED_ANSWER, readEnvelope, type TApiResult } from './api-answer';

/**
 * A route's answer as server rendering sees it: readEnvelope, with a successful answer's data parsed
 * with the route's schema (a malformed answer is the usual failure result, never a crash later). The
 * browser skips the parse (its bundle carries no schemas); see readEnvelope.
 */
export function readAnswer<R extends TApiRoute>(
  route: R,
  answer: { status: number; ok: boolean; body: unknown },
): TApiResult<TRouteData<R>> {
  const env = readEnvelope<TRouteData<R>>(route, answer);
  if (env.code !== 200 || env.success === false) return env;
  const parsed = answerSchema(route).safeParse(route.raw ? answer.body : env);
  if (!parsed.success) return failure(0, MALFORMED_ANSWER);
  return route.raw ? { code: 200, message: 'success', data: parsed.data as TRouteData<R> } : (parsed.data as TEnvelope<TRouteData<R>>);
}
