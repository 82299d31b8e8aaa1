import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a page's render decided beyond its markup (apps/web/lib/page-outcome.ts writes it): not
 * found, or sent elsewhere. The root layout hydrates the page inside a Suspense boundary, so a
 * page's own checks run after the shell: Next would answer such a page 200 with the 404 view, or
 * with a redirect the browser follows only once its scripts run. The page server holds a document
 * back until its render has ended and answers it as the render decided (decision 0073).
 */
export interface PageOutcome {
  notFound?: boolean;
  location?: string;
}

const outcomes = new AsyncLocalStorage<PageOutcome>();
// The web app's server bundle reads the store through the global object (it has its own copy of every module).
(globalThis as { [key: symbol]: unknown })[Symbol.for('sports.page-outcome')] = outcomes;

/** A request for a document (not Next's RSC payload of a navigation or prefetch, whose router follows what the payload says). */
export function isDocumentRequest(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.headers.rsc === undefined && !/[?&]_rsc=/.test(req.url ?? '');
}

/**
 * Runs `render` with an outcome of its own. For a document, what it writes to `res` is held back
 * until it ends, then sent as the render decided: a redirect as 307 with its Location and no body,
 * a page not found with 404, any other as it was.
 */
export async function withPageOutcome(req: IncomingMessage, res: ServerResponse, render: () => Promise<void>): Promise<void> {
  const outcome: PageOutcome = {};
  if (isDocumentRequest(req)) hold(res, outcome);
  await outcomes.run(outcome, render);
}

const BODY_HEADERS = ['content-length', 'content-encoding', 'content-type', 'transfer-encoding', 'etag'];

function hold(res: ServerResponse, outcome: PageOutcome): void {
  const { writeHead, write, end, flushHeaders } = res;
  const chunks: [unknown, unknown][] = [];
  let head: unknown[] | null = null;
  let released = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (released) return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    head = args;
    return this;
  } as typeof res.writeHead;
  res.flushHeaders = function (this: ServerResponse) {
    if (released) flushHeaders.call(this);
  };
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, cb?: unknown) {
    if (released) return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, cb);
    chunks.push([chunk, typeof encoding === 'string' ? encoding : undefined]);
    if (typeof encoding === 'function') (encoding as () => void)();
    else if (typeof cb === 'function') (cb as () => void)();
    return true;
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) {
    if (released) return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, cb);
    released = true;
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : cb;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push([chunk, typeof encoding === 'string' ? encoding : undefined]);
    if (outcome.location !== undefined) {
      // Sent elsewhere: the redirect alone, as Next answers one its shell throws.
      for (const h of BODY_HEADERS) this.removeHeader(h);
      this.statusCode = 307;
      this.setHeader('location', outcome.location);
      return (end as (...a: unknown[]) => ServerResponse).call(this, done);
    }
    if (head) {
      const [status, ...rest] = head;
      (writeHead as (...a: unknown[]) => ServerResponse).call(this, outcome.notFound ? 404 : status, ...rest);
    } else if (outcome.notFound) this.statusCode = 404;
    for (const [c, e] of chunks) (write as (...a: unknown[]) => boolean).call(this, c, e);
    return (end as (...a: unknown[]) => ServerResponse).call(this, done);
  } as typeof res.end;
}
