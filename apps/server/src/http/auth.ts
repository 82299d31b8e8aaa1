import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { AUTH_COOKIE, HEADERS, tokenFromAuthCookie } from '@sports/contracts';
import type { IdentityService, SessionUser as User } from '../modules/identity';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session token: the access-token header (non-browser clients) or the auth cookie. */
    sessionToken(): string | null;
    /** The logged-in user or null; looked up once per request. */
    currentUser(): Promise<User | null>;
    /** Why the caller's token no longer signs them in when that is a running ban (with until when); else null. */
    sessionRefusal(): Promise<AppError | null>;
  }
}

/** The request's user lookup, once started (a field of the request: cheaper than a WeakMap per request). */
const kUser = Symbol('currentUser');
type WithUser = FastifyRequest & { [kUser]: Promise<User | null> | null };

/** The page render an API call is made in (in process), told when the call reads who its caller is. */
const callerReads = new AsyncLocalStorage<{ read: boolean }>();

/**
 * Runs a page render (decision 0051) and sets `reads.read` when an API call it made in process read
 * its caller's session (a token, a user): such a page shows something of the visitor beyond the
 * session the page server fills in, and is not shared with logged-in visitors. The flag is final
 * once the render's answer has gone out.
 */
export function watchCallerReads(reads: { read: boolean }, render: () => Promise<void>): Promise<void> {
  return callerReads.run(reads, render);
}

export function installAuth(
  app: { decorateRequest: (name: string | symbol, value: unknown) => unknown },
  identity: IdentityService,
  refusal: (token: string) => Promise<AppError | null>,
) {
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    // A read asked for as for nobody (for a page every visitor is served alike) has no caller.
    if (this.headers[HEADERS.anonymous] === '1') return null;
    // Every other read of the caller goes through here: an answer that reads it may differ per visitor.
    const render = callerReads.getStore();
    if (render) render.read = true;
    const header = this.headers[HEADERS.accessToken];
    const fromHeader = Array.isArray(header) ? header[0] : header;
    if (fromHeader) return fromHeader;
    return tokenFromAuthCookie(this.cookies?.[AUTH_COOKIE]);
  });
  app.decorateRequest(kUser, null);
  app.decorateRequest('currentUser', function (this: WithUser) {
    if (!this[kUser]) {
      const token = this.sessionToken();
      this[kUser] = token ? identity.userForToken(token) : Promise.resolve(null);
    }
    return this[kUser];
  });
  app.decorateRequest('sessionRefusal', function (this: FastifyRequest) {
    const token = this.sessionToken();
    return token ? refusal(token) : Promise.resolve(null);
  });
}

/** The caller's user id when logged in, else null (lists mark what the caller follows). */
export async function currentUserId(request: FastifyRequest): Promise<number | null> {
  const user = await request.currentUser();
  return user ? Number(user.id) : null;
}

/** The logged-in user, or the SPEC "please log in" error (a banned user's ended session: the ban and until when). */
export async function requireUser(request: FastifyRequest): Promise<User> {
  const user = await request.currentUser();
  if (!user) throw (await request.sessionRefusal()) ?? new AppError('UNAUTHORIZED');
  return user;
}

/** The logged-in user's id, or the SPEC "please log in" error. */
export async function requireUserId(request: FastifyRequest): Promise<number> {
  return Number((await requireUser(request)).id);
}
