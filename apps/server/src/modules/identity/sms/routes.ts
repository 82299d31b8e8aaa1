import { z } from 'zod';
import { ZDevSmsListSchema, ZDevSmsQuerySchema, ZEnvelope, ZSendSmsBodySchema, ZVerifyCodeQuerySchema } from '@sports/contracts';
import { ok } from '../../../http/envelope';
import type { Api } from '../../../http/types';
import type { SmsService } from './service';

const tags = ['identity'];

/** `devOutbox`: serve GET /dev/sms (the outbox is the provider and the server is not in production mode). */
export function smsTapiRoutes(sms: SmsService, opts: { devOutbox: boolean }) {
  return async (app: Api) => {
    app.post('/inform/send/sms/new', {
      schema: {
        tags,
        summary: '发送短信验证码（type 3 登录/注册/找回/绑定，5 支付密码，8 提现；需安全验证时带 captchaVerification）',
        body: ZSendSmsBodySchema,
        response: { 200: ZEnvelope(z.null()) },
      },
      handler: async (req) => {
        const user = await req.currentUser();
        await sms.send({ ...req.body, ip: req.ip, loggedIn: !!user, userMobile: user?.mobile ?? null });
        return ok(null);
      },
    });
    app.get('/inform/verifyCode', {
      schema: {
        tags,
        summary: '校验短信验证码（不消耗）',
        querystring: ZVerifyCodeQuerySchema,
        response: { 200: ZEnvelope(z.literal(true)) },
      },
      handler: async (req) => ok(await sms.check(req.query.mobile, req.query.type, req.query.verifyCode)),
    });
    // Only while the development outbox delivers codes, and never in production mode.
    if (opts.devOutbox && sms.providerName === 'outbox') {
      app.get('/dev/sms', {
        schema: {
          tags: ['dev'],
          summary: '开发短信发件箱：某手机号最近收到的验证码（仅 SMS_PROVIDER=outbox 且非生产模式）',
          querystring: ZDevSmsQuerySchema,
          response: { 200: ZEnvelope(ZDevSmsListSchema) },
        },
        handler: async (req) => ok({ list: await sms.outbox(req.query.mobile) }),
      });
    }
  };
}
