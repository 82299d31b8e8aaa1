import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AUTH_COOKIE,
  MESSAGES,
  ZAccountRegisterBodySchema,
  ZCommonQuerySchema,
  ZDynamicKeySchema,
  ZEnvelope,
  ZInitPasswordBodySchema,
  ZLoginBodySchema,
  ZLoginResultSchema,
  ZRegisterBodySchema,
  ZRetrievePasswordBodySchema,
  ZUpdatePasswordBodySchema,
  ZUserInfoSchema,
} from '@sports/contracts';
import { requireUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { RateLimiter } from '../../http/rate-limit';
import type { Api } from '../../http/types';
import type { AccountService, LoginOutcome } from './accounts';
import type { DynamicKeys } from './dynamic-key';
import type { IdentityService } from './service';

const tags = ['identity'];
const Null = ZEnvelope(z.null());

/** The auth cookie: HttpOnly, SameSite=Lax; 30 days with "keep login", else a browser-session cookie. */
function setAuthCookie(req: FastifyRequest, reply: FastifyReply, out: LoginOutcome) {
  reply.setCookie(AUTH_COOKIE, out.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    ...(out.maxAge ? { maxAge: out.maxAge } : {}),
  });
  return ok({ token: out.token });
}

export function identityTapiRoutes(deps: { svc: IdentityService; accounts: AccountService; keys: DynamicKeys; limiter: RateLimiter }) {
  const { svc, accounts, keys, limiter } = deps;
  return async (app: Api) => {
    app.get('/user/center/info', {
      schema: { tags, summary: '当前用户信息', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZUserInfoSchema) } },
      handler: async (req) => {
        const user = await requireUser(req);
        return ok(await svc.userInfo(Number(user.id)));
      },
    });
    app.get('/user/logout', {
      // A GET that ends the session: an <img> on another page must not log the visitor out.
      config: { csrf: true },
      schema: {
        tags,
        summary: '退出登录（200 与 20001 均视为成功）',
        querystring: ZCommonQuerySchema.extend({ userId: z.coerce.number().int().optional() }),
        response: { 200: Null },
      },
      handler: async (req, reply) => {
        const token = req.sessionToken();
        const revoked = token ? await svc.logout(token) : false;
        reply.clearCookie(AUTH_COOKIE, { path: '/' });
        if (!revoked) return { code: MESSAGES.LOGOUT_ALREADY.code, message: MESSAGES.LOGOUT_ALREADY.message, data: null };
        return ok(null);
      },
    });

    app.get('/user/key/getDynamicKey', {
      schema: {
        tags,
        summary: '获取一次性密码加密 key 与 iv（AES-128-CBC，5 分钟内用一次）',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(ZDynamicKeySchema) },
      },
      handler: async (req) => {
        await limiter.enforce(`key:${req.ip}`, 60, 60_000);
        return ok(await keys.issue());
      },
    });

    for (const url of ['/user/login', '/user/account/login']) {
      app.post(url, {
        schema: {
          tags,
          summary: '登录：mode 0 账号/手机号 + 加密密码，mode 1 手机号 + 短信验证码（新手机号自动注册）',
          body: ZLoginBodySchema,
          response: { 200: ZEnvelope(ZLoginResultSchema) },
        },
        handler: async (req, reply) => {
          await limiter.enforce(`login:${req.ip}`, 30, 60_000);
          return setAuthCookie(req, reply, await accounts.login(req.body));
        },
      });
    }
    app.post('/user/register', {
      schema: {
        tags,
        summary: '手机号注册（短信验证码 + 加密密码），成功即登录',
        body: ZRegisterBodySchema,
        response: { 200: ZEnvelope(ZLoginResultSchema) },
      },
      handler: async (req, reply) => {
        await limiter.enforce(`register:${req.ip}`, 10, 3600_000);
        return setAuthCookie(req, reply, await accounts.register(req.body));
      },
    });
    app.post('/user/account/register', {
      schema: {
        tags,
        summary: '用户名注册（加密密码），成功即登录',
        body: ZAccountRegisterBodySchema,
        response: { 200: ZEnvelope(ZLoginResultSchema) },
      },
      handler: async (req, reply) => {
        await limiter.enforce(`register:${req.ip}`, 10, 3600_000);
        return setAuthCookie(req, reply, await accounts.registerAccount(req.body));
      },
    });

    app.post('/user/center/initPassword', {
      schema: { tags, summary: '首次设置登录密码（仅未设置密码时）', body: ZInitPasswordBodySchema, response: { 200: Null } },
      handler: async (req) => {
        await accounts.initPassword(await requireUser(req), req.body);
        return ok(null);
      },
    });
    app.post('/user/center/updatePassword', {
      schema: { tags, summary: '修改登录密码（需原密码；其他会话失效）', body: ZUpdatePasswordBodySchema, response: { 200: Null } },
      handler: async (req) => {
        await accounts.updatePassword(await requireUser(req), req.body, req.sessionToken());
        return ok(null);
      },
    });
    app.post('/user/center/retrievePassword', {
      schema: {
        tags,
        summary: '找回密码（手机号 + 短信验证码；所有会话失效）',
        body: ZRetrievePasswordBodySchema,
        response: { 200: Null },
      },
      handler: async (req) => {
        await limiter.enforce(`retrieve:${req.ip}`, 20, 3600_000);
        await accounts.retrievePassword(req.body);
        return ok(null);
      },
    });
  };
}
