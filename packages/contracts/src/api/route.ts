import { z } from 'zod';
import { ZEnvelope } from '../envelope';

/** The three API hosts of SPEC §7 and the operators' console (/capi), served from one origin under these prefixes. */
export type TApiPrefix = '/tapi' | '/api' | '/aapi' | '/capi';
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call, declared once: the server registers it from this entry and the browser calls it
 * through it. `data` is the schema of the envelope's `data` (or of the whole answer when `raw`).
 * Paths use Fastify's `:name` parameters, which `params` describes.
 */
export interface TApiRoute {
  method: THttpMethod;
  prefix: TApiPrefix;
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  data: z.ZodTypeAny;
  /** The answer is not the `{code, message, data}` envelope (the built-in captcha's repCode shape). */
  raw?: true;
  /** Left out of the OpenAPI document (dev-only or internal calls). */
  hide?: true;
  /**
   * The answer is not JSON (an image, a file download, a payment gateway's acknowledgement): no
   * response schema; the handler sends it itself and returns the reply. The browser never `call`s it.
   */
  opaque?: true;
  /** Media types of an opaque answer, for the OpenAPI document. */
  produces?: readonly string[];
  /**
   * A money POST a client may retry safely with an Idempotency-Key header: the server keeps the
   * first answer per user and key and gives it again to a retry (apps/server/src/http/idempotency).
   */
  idempotent?: true;
  /** OpenAPI security requirements (the routes that need a session say so). */
  security?: readonly Record<string, readonly string[]>[];
}

/** Declares a route, keeping its literal types for the server's handler and the client's call. */
export const defineRoute = <const R extends TApiRoute>(route: R): R => route;

type In<S> = S extends z.ZodTypeAny ? z.input<S> : never;
type Out<S> = S extends z.ZodTypeAny ? z.output<S> : undefined;

/** What a caller passes: `params`, `query` and `body` as the route declares them (optional when every field is). */
export type TRouteInput<R extends TApiRoute> = (R['params'] extends z.ZodTypeAny ? { params: In<R['params']> } : { params?: never }) &
  (R['query'] extends z.ZodTypeAny
    ? Partial<In<R['query']>> extends In<R['query']>
      ? { query?: In<R['query']> }
      : { query: In<R['query']> }
    : { query?: never }) &
  (R['body'] extends z.ZodTypeAny
    ? Partial<In<R['body']>> extends In<R['body']>
      ? { body?: In<R['body']> }
      : { body: In<R['body']> }
    : { body?: never });

/** What a handler receives after validation. */
export interface TRouteRequest<R extends TApiRoute> {
  Params: Out<R['params']>;
  Querystring: Out<R['query']>;
  Body: Out<R['body']>;
}

/** The `data` of a successful answer. */
export type TRouteData<R extends TApiRoute> = z.output<R['data']>;

/** The schema of the whole answer: the envelope around `data`, or `data` itself for raw routes. */
export function answerSchema(route: TApiRoute): z.ZodTypeAny {
  return route.raw ? route.data : ZEnvelope(route.data);
}

/** A route's identity in the table: `GET /tapi/inform/about/:id`. */
export const routeKey = (route: Pick<TApiRoute, 'method' | 'prefix' | 'path'>) => `${route.method} ${route.prefix}${route.path}`;
