import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import inject from 'light-my-request';
import { brandIconSvg, DEVICE_COOKIE, resolveBrand, type TServedSession } from '@sports/contracts';
import { watchCallerReads } from '../http/auth';
import { pickEncoding } from '../http/cached-json';
import { hijackWithHeaders, pageCsp } from '../http/security-headers';
import { keepable, pageKey, visitorToken, withoutAuth, type CachedPage, type PageCache, type RenderClaim } from './page-cache';
import { filledPage, type SessionSlot } from './session-slot';
import { staticAssets } from './static-assets';
import type { VisitorSession } from './visitor-session';

/** Renders a page onto the raw answer (Next's request handler). */
export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface PageServer {
  dev: boolean;
  brand: string;
  handle: PageHandler;
  cache: PageCache | null;
  /** A logged-in visitor's session, put into the shared page served to them. */
  session: VisitorSession;
  /** The build's static directory, whose scripts and style sheets go out precompressed (none in development: Next serves them). */
  staticDir?: string | null;
}

/**
 * What crawlers may read: the public pages, not the API, the personal centre (/v/), the back
 * office (/admin) or the development pages (/dev/), which are nobody's search results.
 */
const ROBOTS_TXT = [
  'User-agent: *',
  ...['/admin', '/v/', '/dev/', '/api/', '/tapi/', '/aapi/', '/capi/'].map((p) => `Disallow: ${p}`),
  '',
].join('\n');

/**
 * A file asked for at the root (`/apple-touch-icon.png`, `/ads.txt`, `/wp-login.php`: browsers and
 * crawlers ask for such files on their own). No page or public file has such a path (the public
 * files sit in folders), so it is an unknown path, which goes home (SPEC §2): answered with the
 * redirect at once rather than by a render of the catch-all page that says so, each time.
 */
const ROOT_FILE = /^\/[^/?]*\.\w+(\?|$)/;
const isRootFile = (method: string, url: string) => (method === 'GET' || method === 'HEAD') && ROOT_FILE.test(url);

/**
 * Every path the API did not claim: a page, served from the shared cache when it holds it (`cache`,
 * null to render every request), else rendered by `handle` with a fresh script nonce, and kept when
 * it is the same for every visitor (page-cache.ts says which). A logged-in visitor is served the
 * shared page with their own session in it (decision 0051), unless the page shows them more than
 * that, and then rendered their own.
 */
export async function servePages(app: FastifyInstance, opts: PageServer) {
  const { cache } = opts;
  await app.register(async (scope) => {
    // The body is left unread so the renderer sees the raw request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    if (opts.staticDir) {
      const assets = staticAssets(opts.staticDir);
      scope.get('/_next/static/*', { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) =>
        assets.send(req, reply) ? reply : render(req, reply, opts, null),
      );
    }
    // The tab icon: browsers ask for it on their own, and no page answers it (an unknown path goes home).
    const icon = brandIconSvg(resolveBrand(opts.brand).theme);
    scope.get('/favicon.ico', { schema: { hide: true }, logLevel: 'warn' }, async (_req, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon),
    );
    // Crawlers ask for it first; without it, each asked for the home page's redirect.
    scope.get('/robots.txt', { schema: { hide: true }, logLevel: 'warn' }, async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
    );
    scope.all('/*', { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) => {
      if (isRootFile(req.method, req.url)) return reply.header('cache-control', 'public, max-age=3600').redirect('/', 307);
      const key = cache ? pageKey(opts.brand, { method: req.method, url: req.url, headers: req.headers }) : null;
      if (!key || !cache) return render(req, reply, opts, null);
      const token = visitorToken(req.headers, req.cookies);
      if (token !== undefined) return serveLoggedIn(req, reply, opts, { cache, key, token });
      const found = cache.lookup(key);
      if ('page' in found) return sendKept(req, reply, found.page);
      if ('claim' in found) return render(req, reply, opts, { cache, claim: found.claim });
      // Another request is rendering this page: its page, else a render of this request's own.
      const page = await found.wait;
      return page ? sendKept(req, reply, page) : render(req, reply, opts, null);
    });
  });
}

/**
 * A logged-in visitor: the shared page (rendered now without their cookie when none is kept) with
 * their session in it; their own render when there is none to share or its render read the caller.
 */
async function serveLoggedIn(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: PageServer,
  at: { cache: PageCache; key: string; token: string | null },
) {
  const found = at.cache.lookup(at.key);
  const page =
    'page' in found
      ? found.page
      : 'wait' in found
        ? await found.wait
        : await renderShared(req, opts, { cache: at.cache, claim: found.claim });
  const slot = page && !page.perUser ? page.slot : null;
  if (!page || !slot) return render(req, reply, opts, null);
  const session = await opts.session(at.token, req.cookies?.[DEVICE_COOKIE] ?? '');
  for (const [name, value] of Object.entries(page.headers)) if (value !== undefined && name !== 'etag') reply.header(name, value);
  // The answer is this visitor's: never kept by anyone on the way.
  reply.header('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  return sendFilled(req, reply, page, slot, session);
}

/**
 * A kept page with its session slot, for a visitor with the auth cookie (`session`) or without
 * (null): compressed as the client accepts (br, else gzip), with the policy its scripts' nonce belongs to.
 */
async function sendFilled(req: FastifyRequest, reply: FastifyReply, page: CachedPage, slot: SessionSlot, session: TServedSession | null) {
  reply.header('content-security-policy', page.policy);
  varyOnEncoding(reply, page);
  const enc = pickEncoding(req.headers['accept-encoding']);
  if (enc) reply.header('content-encoding', enc);
  return reply.send(await filledPage(slot, session, enc));
}

/**
 * The shared page rendered for the claim a logged-in visitor's request holds: rendered in memory
 * as for a visitor without the auth cookie, kept, and handed back (null when it was not keepable).
 */
async function renderShared(req: FastifyRequest, opts: PageServer, keep: { cache: PageCache; claim: RenderClaim }) {
  await inject(
    (raw, res) => {
      renderInto(raw, res, opts, keep, new Set()).catch((err: unknown) => {
        req.log.error(err);
        if (!res.writableEnded) res.end();
      });
    },
    // Rendered plain: the page is kept decoded anyway.
    { method: 'GET', url: req.url, headers: { ...withoutAuth(req.headers), 'accept-encoding': 'identity' } },
  );
  return keep.claim.done;
}

async function render(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { dev: boolean; handle: PageHandler },
  keep: { cache: PageCache; claim: RenderClaim } | null,
) {
  // The page's CSP goes on the answer too, before the security headers go onto the raw answer.
  const { policy } = pageCsp(opts.dev);
  reply.header('content-security-policy', policy);
  // A hijacked reply writes nothing of its own: the security headers go onto the raw answer.
  const own = hijackWithHeaders(reply);
  await renderInto(req.raw, reply.raw, opts, keep, own, policy);
}

/**
 * Renders onto `res` with a fresh nonce (the policy on the request, for the renderer to read), and
 * keeps the answer under the claim when it may be kept; `own` are the headers set before the render.
 */
async function renderInto(
  req: IncomingMessage,
  res: ServerResponse,
  opts: { dev: boolean; handle: PageHandler },
  keep: { cache: PageCache; claim: RenderClaim } | null,
  own: ReadonlySet<string>,
  policy = pageCsp(opts.dev).policy,
) {
  req.headers['content-security-policy'] = policy;
  // Whether the render read the caller: set while it runs, read once its answer has gone out.
  const reads = { read: false };
  const recorded = keep
    ? record(res, (body) => {
        const headers = res.getHeaders();
        const html = body && decoded(body, headers['content-encoding']);
        const kept = html && keepable(res.statusCode, headers, own, html.length);
        if (html && kept) keep.cache.store(keep.claim, { headers: kept, policy, html: html.toString('utf8'), perUser: reads.read });
        else keep.cache.abandon(keep.claim);
      })
    : null;
  try {
    await watchCallerReads(reads, () => opts.handle(req, res));
  } catch (err) {
    recorded?.fail();
    throw err;
  }
}

/** A kept page, compressed for a client that accepts it, with the policy its scripts' nonce belongs to. */
async function sendKept(req: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) reply.header(name, value);
  const { slot } = page;
  if (slot) return sendFilled(req, reply, page, slot, null);
  reply.header('content-security-policy', page.policy);
  varyOnEncoding(reply, page);
  const enc = pickEncoding(req.headers['accept-encoding']);
  if (!enc) return reply.send(page.html.json);
  reply.header('content-encoding', enc);
  return reply.send(await page.html.encoded(enc));
}

/** The kept page's Vary with Accept-Encoding added: the page server picks the encoding. */
function varyOnEncoding(reply: FastifyReply, page: CachedPage) {
  const vary = String(page.headers.vary ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
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
