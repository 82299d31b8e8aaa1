import { z } from 'zod';
import { AUTH_COOKIE, MESSAGES, ZCommonQuerySchema, ZEnvelope, ZUserInfoSchema } from '@sports/contracts';
import { requireUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { Api } from '../../http/types';
import type { IdentityService } from './service';

const tags = ['identity'];

export function identityTapiRoutes(svc: IdentityService) {
  return async (app: Api) => {
    app.get('/user/center/info', {
      schema: { tags, summary: '当前用户信息', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(ZUserInfoSchema) } },
      handler: async (req) => {
        const user = await requireUser(req);
        return ok(await svc.userInfo(Number(user.id)));
      },
    });
    app.get('/user/logout', {
      schema: {
        tags,
        summary: '退出登录（200 与 20001 均视为成功）',
        querystring: ZCommonQuerySchema.extend({ userId: z.coerce.number().int().optional() }),
        response: { 200: ZEnvelope(z.null()) },
      },
      handler: async (req, reply) => {
        const token = req.sessionToken();
        const revoked = token ? await svc.logout(token) : false;
        reply.clearCookie(AUTH_COOKIE, { path: '/' });
        if (!revoked) return { code: MESSAGES.LOGOUT_ALREADY.code, message: MESSAGES.LOGOUT_ALREADY.message, data: null };
        return ok(null);
      },
    });
  };
}
