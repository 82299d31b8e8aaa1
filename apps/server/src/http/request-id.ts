import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADERS } from '@sports/contracts';

const INCOMING = /^[\w-]{8,64}$/;

/** 20 random hex digits with the dashes of a UUID, drawn once per process: what sets this process's ids apart. */
const prefix = randomBytes(10)
  .toString('hex')
  .replace(/^(.{8})(.{4})(.{4})(.{4})$/, '$1-$2-$3-$4-');
let seq = 0;
/** The id given to a request, kept on it for the head of its answer (`SecuredResponse`). */
const kId = Symbol('requestId');
type WithId = IncomingMessage & { [kId]?: string };

/**
 * A request's id (`req.id`, the X-Request-Id header, `reqId` in the log): the caller's own when it
 * sends a sane one (a balancer's), else this process's random prefix and a counter (12 hex digits),
 * shaped like a UUID. Unique without drawing random bytes per request, which cost
 * about as much as the rest of a /healthz answer's own work (decision 0046-request-log-and-id).
 */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers[HEADERS.requestId];
  const id = typeof incoming === 'string' && INCOMING.test(incoming) ? incoming : prefix + (++seq).toString(16).padStart(12, '0');
  (req as WithId)[kId] = id;
  return id;
}

/** The id `requestId` gave this request; undefined when it was never asked (not routed by Fastify). */
export function idOfRequest(req: IncomingMessage): string | undefined {
  return (req as WithId)[kId];
}
