import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE, IDENTITY_ROUTES as R, MESSAGES } from '@sports/contracts';
import { requireUser } from '../../http/auth';
import { clientOrigin } from '../../http/client-origin';
import type { RateLimiter } from '../../http/rate-limit';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { AccountService, LoginOutcome } from './accounts';
import type { DynamicKeys } from './dynamic-key';
import type { IdentityService } from './service';

/** The auth cookie: HttpOnly, SameSite=Lax; 30 days with "keep login", else a browser-session cookie. */
function setAuthCookie(req: FastifyRequest, reply: FastifyReply, out: LoginOutcome) {
  reply.setCookie(AUTH_COOKIE, out.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    ...(out.maxAge ? { maxAge: out.maxAge } : {}),
  });
  return { token: out.token };
}

export function identityTapiRoutes(deps: { svc: IdentityService; accounts: AccountService; keys: DynamicKeys; limiter: RateLimiter }) {
  const { svc, accounts, keys, limiter } = deps;
  return async (app: Api) => {
    serve(app, R.userInfo, { handler: async (req) => svc.userInfo(Number((await requireUser(req)).id)) });
    serve(app, R.logout, {
      // A GET that ends the session: an <img> on another page must not log the visitor out.
      options: { config: { csrf: true } },
      handler: async (req, reply) => {
        const token = req.sessionToken();
        const revoked = token ? await svc.logout(token) : false;
        reply.clearCookie(AUTH_COOKIE, { path: '/' });
        if (!revoked) return reply.send({ code: MESSAGES.LOGOUT_ALREADY.code, message: MESSAGES.LOGOUT_ALREADY.message, data: null });
        return null;
      },
    });

    serve(app, R.dynamicKey, {
      handler: async (req) => {
        await limiter.enforce(`key:${req.ip}`, 60, 60_000);
        return keys.issue();
      },
    });

    for (const route of [R.login, R.accountLogin]) {
      serve(app, route, {
        handler: async (req, reply) => {
          await limiter.enforce(`login:${req.ip}`, 30, 60_000);
          return setAuthCookie(req, reply, await accounts.login(req.body, clientOrigin(req)));
        },
      });
    }
    serve(app, R.register, {
      handler: async (req, reply) => {
        await limiter.enforce(`register:${req.ip}`, 10, 3600_000);
        return setAuthCookie(req, reply, await accounts.register(req.body, clientOrigin(req)));
      },
    });
    serve(app, R.accountRegister, {
      handler: async (req, reply) => {
        await limiter.enforce(`register:${req.ip}`, 10, 3600_000);
        return setAuthCookie(req, reply, await accounts.registerAccount(req.body, clientOrigin(req)));
      },
    });

    serve(app, R.initPassword, {
      handler: async (req) => {
        await accounts.initPassword(await requireUser(req), req.body);
        return null;
      },
    });
    serve(app, R.updatePassword, {
      handler: async (req) => {
        await accounts.updatePassword(await requireUser(req), req.body, req.sessionToken());
        return null;
      },
    });
    serve(app, R.retrievePassword, {
      handler: async (req) => {
        await limiter.enforce(`retrieve:${req.ip}`, 20, 3600_000);
        await accounts.retrievePassword(req.body);
        return null;
      },
    });
  };
}
