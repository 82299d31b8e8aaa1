import { randomBytes } from 'node:crypto';
import { ServerResponse, validateHeaderName, validateHeaderValue, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HEADERS } from '@sports/contracts';
import { idOfRequest } from './request-id';

/**
 * The security headers of every answer, written once here (decision 0042-per-request-cost): no
 * framing by other sites (X-Frame-Options and, on pages, frame-ancestors), nosniff, a
 * Referrer-Policy, the cross-origin policies, and the rest of helmet's defaults. The cashier opens
 * payment pages in a popup; pictures and streams may be shown by the brand's other sites. HSTS is
 * added only when the request came over https (directly or, behind TRUST_PROXY, X-Forwarded-Proto).
 * The API answers JSON, so its Content-Security-Policy is the pages' own (`pageCsp`).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const HSTS = 'max-age=31536000; includeSubDomains';

/** The security headers as lines of an HTTP head, checked once as Node checks each header it is given. */
const HEAD_LINES = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return `${name}: ${value}\r\n`;
  })
  .join('');

type StoreHeader = (this: ServerResponse, firstLine: string, headers: OutgoingHttpHeaders | null) => void;
const storeHeader: StoreHeader = (() => {
  const own = (ServerResponse.prototype as unknown as { _storeHeader?: StoreHeader })._storeHeader;
  if (typeof own !== 'function') throw new Error('node:http has no _storeHeader: the security headers cannot be written');
  return own;
})();

/**
 * The server's answers (Fastify's `http.ServerResponse` option): every head it writes starts with
 * the security headers and the request id, as fixed lines checked once (decision 0053). Node
 * otherwise checks each header's name and value and matches it against its own on every answer,
 * which for these eleven cost more than the rest of a /healthz answer's own work. Hijacked answers
 * (pages, the FLV stream) get them too, since Node writes every head through `_storeHeader`.
 *
 * A constructor function as Node's own are, not a class: V8 never optimised a class extending
 * `ServerResponse` (nor `parserOnIncoming`, which inlines it) in the server, retrying and failing
 * every few hundred answers ("invalid dependency: StableMapDependency"), so every answer ran
 * both unoptimised and paid for the failed compilations (decision 0061).
 */
type ResponseInit = (this: ServerResponse, req: IncomingMessage, options?: object) => void;
export const SecuredResponse = function SecuredResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
  (ServerResponse as unknown as ResponseInit).call(this, req, options);
} as unknown as typeof ServerResponse;
Object.setPrototypeOf(SecuredResponse.prototype, ServerResponse.prototype);
Object.setPrototypeOf(SecuredResponse, ServerResponse);
(SecuredResponse.prototype as unknown as { _storeHeader: StoreHeader })._storeHeader = function (firstLine, headers) {
  const id = idOfRequest(this.req as IncomingMessage);
  const lines = id === undefined ? HEAD_LINES : `${HEAD_LINES}${HEADERS.requestId}: ${id}\r\n`;
  storeHeader.call(this, firstLine + lines, headers);
};

/**
 * Every answer gets the security headers and the request id (`X-Request-Id`), so answers sent early
 * by a hook and errors carry them too. The server's own answers (`SecuredResponse`) write them with
 * their head; any other (an in-process `inject`, the refusal of a WebSocket upgrade, whose answer
 * @fastify/websocket makes itself) gets them here as reply headers, which a hijacked answer copies
 * from `reply.getHeaders()`. HSTS is a reply header, over https only. One synchronous hook: this
 * runs for every request, /healthz included.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    if (!(reply.raw instanceof SecuredResponse)) {
      reply.headers(SECURITY_HEADERS);
      reply.header(HEADERS.requestId, req.id);
    }
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}

/**
 * Hijacks a reply that writes its own head (a stream, a rendered page): the headers set on the
 * reply so far go onto the raw answer first. Returns their names.
 */
export function hijackWithHeaders(reply: FastifyReply): Set<string> {
  const names = new Set<string>();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    reply.raw.setHeader(name, value);
    names.add(name);
  }
  reply.hijack();
  return names;
}

/**
 * A page's Content-Security-Policy and its script nonce. Next reads the nonce from the request's
 * own Content-Security-Policy header and puts it on every script it renders; 'strict-dynamic'
 * lets those scripts load the chunks and the brand's analytics they add. A fresh one per render:
 * an anonymous page kept by the page cache goes out with the policy it was rendered with, so its
 * visitors of those seconds share that nonce (decision 0044).
 */
export function pageCsp(dev: boolean): { nonce: string; policy: string } {
  const nonce = randomBytes(16).toString('base64');
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    // the live player's demuxer runs in a worker made from a blob: URL (decision 0062)
    "worker-src 'self' blob:",
    "connect-src 'self' https://hm.baidu.com",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
  ].join('; ');
  return { nonce, policy };
}
