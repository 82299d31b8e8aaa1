import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, configured once here with @fastify/helmet: no framing by other
 * sites (X-Frame-Options and, on pages, frame-ancestors), nosniff, a Referrer-Policy, and HSTS
 * only when the request came over https (directly or, behind TRUST_PROXY, X-Forwarded-Proto).
 * Pages get their Content-Security-Policy from `pageCsp` with a fresh nonce per request.
 */
export async function installSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    // Set per page with a nonce (pageCsp); the API answers JSON, the docs page keeps its own scripts.
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The cashier opens payment pages in a popup; pictures and streams may be shown by the brand's other sites.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

/**
 * A page's Content-Security-Policy and its script nonce. Next reads the nonce from the request's
 * own Content-Security-Policy header and puts it on every script it renders; 'strict-dynamic'
 * lets those scripts load the chunks and the brand's analytics they add.
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
