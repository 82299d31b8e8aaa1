import { z } from 'zod';
import {
  ZBindCardBodySchema,
  ZCardIdParamsSchema,
  ZCardTypeParamsSchema,
  ZCommonQuerySchema,
  ZEnvelope,
  ZPayPassBodySchema,
  ZSavedAccountListSchema,
  ZSavedAccountSchema,
  ZWithdrawBodySchema,
  ZWithdrawRecordBodySchema,
  ZWithdrawRecordPageSchema,
  ZWithdrawResultSchema,
  type TCardType,
} from '@sports/contracts';
import { requireUser, requireUserId } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import type { RateLimiter } from '../../../http/rate-limit';
import type { Api } from '../../../http/types';
import type { WithdrawService } from './service';

const tags = ['wallet'];
const HOUR = 3600_000;

export function withdrawTapiRoutes(svc: WithdrawService, limiter: RateLimiter) {
  return async (app: Api) => {
    app.post('/pay/change/pay-pass', {
      schema: {
        tags,
        summary:
          '设置/重置支付密码（type 1：newPassword 加密 + 短信验证码 type 5）或修改（type 2：原密码 password + newPassword + confirmPassword，均加密）',
        body: ZPayPassBodySchema,
        response: { 200: ZEnvelope(z.null()) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        await limiter.enforce(`paypass:${user.id}`, 20, HOUR);
        await svc.changePayPassword(user, req.body);
        return ok(null);
      },
    });
    app.post('/pay/bind-card', {
      schema: {
        tags,
        summary:
          '绑定提现账户（type 1 银行卡：accountNo 16-19 位并通过 Luhn 校验，bankName；type 2 支付宝：手机号或邮箱；未实名时需 accountName）',
        body: ZBindCardBodySchema,
        response: { 200: ZEnvelope(ZSavedAccountSchema) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        await limiter.enforce(`bindcard:${user.id}`, 20, HOUR);
        return ok(await svc.bindCard(user, req.body));
      },
    });
    app.get('/pay/card-list/:id', {
      schema: {
        tags,
        summary: '已绑定的提现账户（id：1 银行卡，2 支付宝；账号已脱敏）',
        params: ZCardTypeParamsSchema,
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(ZSavedAccountListSchema) },
      },
      handler: async (req) => ok(await svc.cards(await requireUserId(req), req.params.id as TCardType)),
    });
    app.post('/pay/unbind-card/:id', {
      schema: { tags, summary: '解绑自己的提现账户', params: ZCardIdParamsSchema, response: { 200: ZEnvelope(z.null()) } },
      handler: async (req) => {
        await svc.unbindCard(await requireUserId(req), req.params.id);
        return ok(null);
      },
    });
    app.get('/pay/lowest', {
      schema: { tags, summary: '单笔最低提现球钻', querystring: ZCommonQuerySchema, response: { 200: ZEnvelope(z.number().int()) } },
      handler: async () => ok(await svc.lowest()),
    });
    app.post('/pay/withdraw', {
      schema: {
        tags,
        summary:
          '提现（drawType 1 银行卡 / 2 支付宝：冻结待审核，代扣 5% 个税，需短信验证码 type 8；3 到消费钱包：即时到账，不扣税）；payPassword 加密',
        body: ZWithdrawBodySchema,
        response: { 200: ZEnvelope(ZWithdrawResultSchema) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        await limiter.enforce(`withdraw:${user.id}`, 30, 600_000);
        return ok(await svc.withdraw(user, req.body));
      },
    });
    app.post('/pay/record/withdraw', {
      schema: {
        tags,
        summary: '我的提现记录（最新在前，分页）',
        body: ZWithdrawRecordBodySchema.optional(),
        response: { 200: ZEnvelope(ZWithdrawRecordPageSchema) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        const b = ZWithdrawRecordBodySchema.parse(req.body ?? {});
        return ok(await svc.records(Number(user.id), b.page, b.pageSize, b.status));
      },
    });
  };
}
