import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HEADERS } from '@sports/contracts';

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

/**
 * Every answer gets the security headers and the request id (`X-Request-Id`), set when the request
 * comes in, so answers sent early by a hook and errors carry them too; a hijacked answer (pages,
 * the FLV stream) copies them from `reply.getHeaders()`. One synchronous hook with a fixed set: this
 * runs for every request, /healthz included.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header(HEADERS.requestId, req.id);
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
    "connect-src 'self' https://hm.baidu.com",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
  ].join('; ');
  return { nonce, policy };
}
