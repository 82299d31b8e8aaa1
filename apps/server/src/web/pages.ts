import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../http/cached-json';
import { hijackWithHeaders, pageCsp } from '../http/security-headers';
import { keepable, pageKey, type CachedPage, type PageCache, type RenderClaim } from './page-cache';

/** Renders a page onto the raw answer (Next's request handler). */
export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Every path the API did not claim: a page, served from the shared cache of anonymous pages when
 * it holds it (`cache`, null to render every request), else rendered by `handle` with a fresh
 * script nonce, and kept when it is the same for every visitor (page-cache.ts says which).
 */
export async function servePages(
  app: FastifyInstance,
  opts: { dev: boolean; brand: string; handle: PageHandler; cache: PageCache | null },
) {
  const { cache } = opts;
  await app.register(async (scope) => {
    // The body is left unread so the renderer sees the raw request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all('/*', { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) => {
      const key = cache ? pageKey(opts.brand, { method: req.method, url: req.url, headers: req.headers }) : null;
      const found = key && cache ? cache.lookup(key) : null;
      if (!found || !cache) return render(req, reply, opts, null);
      if ('page' in found) return sendKept(req, reply, found.page);
      if ('claim' in found) return render(req, reply, opts, { cache, claim: found.claim });
      // Another request is rendering this page: its page, else a render of this request's own.
      const page = await found.wait;
      return page ? sendKept(req, reply, page) : render(req, reply, opts, null);
    });
  });
}

async function render(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { dev: boolean; handle: PageHandler },
  keep: { cache: PageCache; claim: RenderClaim } | null,
) {
  // The page's CSP with a fresh nonce: on the answer, and on the request for the renderer to read.
  const { policy } = pageCsp(opts.dev);
  req.raw.headers['content-security-policy'] = policy;
  reply.header('content-security-policy', policy);
  // A hijacked reply writes nothing of its own: the security headers go onto the raw answer.
  const own = hijackWithHeaders(reply);
  const res = reply.raw;
  const recorded = keep
    ? record(res, (body) => {
        const headers = res.getHeaders();
        const html = body && decoded(body, headers['content-encoding']);
        const kept = html && keepable(res.statusCode, headers, own, html.length);
        if (html && kept) keep.cache.store(keep.claim, { headers: kept, policy, html: html.toString('utf8') });
        else keep.cache.abandon(keep.claim);
      })
    : null;
  try {
    await opts.handle(req.raw, res);
  } catch (err) {
    recorded?.fail();
    throw err;
  }
}

/** A kept page, compressed for a client that accepts it, with the policy its scripts' nonce belongs to. */
async function sendKept(req: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) reply.header(name, value);
  reply.header('content-security-policy', page.policy);
  const vary = String(page.headers.vary ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const enc = pickEncoding(req.headers['accept-encoding']);
  if (!enc) return reply.send(page.html.json);
  reply.header('content-encoding', enc);
  return reply.send(await page.html.encoded(enc));
}

/** The body as the client was sent it, decoded; null for an encoding it does not know. */
function decoded(body: Buffer, encoding: OutgoingHttpHeaders[string]): Buffer | null {
  try {
    switch (String(encoding ?? 'identity').toLowerCase()) {
      case 'identity':
        return body;
      case 'gzip':
        return gunzipSync(body);
      case 'deflate':
        return inflateSync(body);
      case 'br':
        return brotliDecompressSync(body);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/**
 * Keeps a copy of what is written to `res` (after any compression) and hands it to `done` once the
 * answer has gone out whole; null when it did not (the client left, the renderer failed: `fail`).
 */
function record(res: ServerResponse, done: (body: Buffer | null) => void): { fail(): void } {
  const chunks: Buffer[] = [];
  let ended = false;
  let settled = false;
  const settle = (body: Buffer | null) => {
    if (settled) return;
    settled = true;
    done(body);
  };
  const copy = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write;
  const end = res.end;
  let ending = false;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    // An `end(chunk)` that writes its chunk through `write` (as some stand-ins for a socket do) is copied once.
    if (!ending) copy(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    ended = true;
    ending = true;
    try {
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } finally {
      ending = false;
    }
  } as typeof res.end;
  res.once('finish', () => settle(ended ? Buffer.concat(chunks) : null));
  res.once('close', () => settle(null));
  return { fail: () => settle(null) };
}
