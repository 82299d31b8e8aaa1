import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';

/** A request's parsed cookies, once read. */
const kCookies = Symbol('cookies');
type WithCookies = FastifyRequest & { [kCookies]: Record<string, string | undefined> | null };

/**
 * `req.cookies`, `reply.setCookie` and `reply.clearCookie` as @fastify/cookie has them, without its
 * two hooks on every request (decision 0057): the Cookie header is parsed the first time a request
 * reads `req.cookies` (the session, the device id, the operator's session), and a cookie set goes
 * straight onto the reply's Set-Cookie header. Most answers (/healthz, score lists) read none.
 */
export function installCookies(app: FastifyInstance) {
  app.decorateRequest(kCookies, null);
  app.decorateRequest('cookies', {
    getter(this: FastifyRequest) {
      const req = this as WithCookies;
      if (req[kCookies] === null) {
        const header = req.headers.cookie;
        req[kCookies] = header ? fastifyCookie.parse(header) : {};
      }
      return req[kCookies];
    },
  });
  // The same defaults as @fastify/cookie: SameSite=Lax unless told. Set twice, a cookie is sent
  // twice in the order set (a browser keeps the last).
  app.decorateReply('setCookie', function (this: FastifyReply, name: string, value: string, options?: CookieSerializeOptions) {
    const opts = { sameSite: 'lax' as const, ...options };
    if (typeof opts.secure !== 'boolean' && opts.secure !== undefined) opts.secure = this.request.protocol === 'https';
    return this.header('set-cookie', fastifyCookie.serialize(name, value, opts as Parameters<typeof fastifyCookie.serialize>[2]));
  });
  app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options?: CookieSerializeOptions) {
    return this.setCookie(name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
  });
}
