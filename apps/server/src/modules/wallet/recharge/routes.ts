import {
  ZEnvelope,
  ZIncomeExportQuerySchema,
  ZIncomePageSchema,
  ZOrderListQuerySchema,
  ZOrderNoBodySchema,
  ZOrderNoQuerySchema,
  ZOrderPageSchema,
  ZPaySettingSchema,
  ZRechargeAnswerSchema,
  ZRechargeBodySchema,
  ZRechargeOrderSchema,
  ZRecordPageSchema,
  ZRecordQuerySchema,
  ZStatementQuerySchema,
  ZStatementSchema,
  ZCommonQuerySchema,
  TRADE_TYPES,
  fenToYuan,
  shanghaiDateTime,
  type TPayMethod,
} from '@sports/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, requireUserId } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import type { Api } from '../../../http/types';
import type { RechargeParts } from './index';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox';
import type { RecordFilter } from './records';
import { xlsx } from './xlsx';

const tags = ['wallet-recharge'];
const ZNotifyParams = z.object({ method: z.enum(['sandbox', 'alipay', 'wechat']) });

function filterOf(q: z.infer<typeof ZRecordQuerySchema>): RecordFilter {
  const types = [...(q.tradeTypes ?? []), ...(q.tradeType !== undefined ? [q.tradeType] : [])];
  return { tradeTypes: types.length ? types : undefined, startDate: q.startDate, endDate: q.endDate };
}

/** Recharge, payment notifications, wallet records and the income export under /tapi. */
export function rechargeTapiRoutes(m: RechargeParts) {
  const { service, records, sandbox, limiter } = m;
  return async (app: Api) => {
    const origin = (req: FastifyRequest) => m.publicOrigin ?? `${req.protocol}://${req.host}`;
    const notifyPath = (method: TPayMethod) => `${app.prefix}/pay/notify/${method}`;

    app.get('/pay/setting', {
      schema: {
        tags,
        summary: '充值设置：套餐（分 → 球钻）、可用支付方式、自定义金额范围',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(ZPaySettingSchema) },
      },
      handler: async () => ok(service.setting()),
    });

    app.post('/pay/recharge', {
      schema: {
        tags,
        summary: '创建充值订单，返回收银台地址（payUrl）或二维码内容（codeUrl）',
        body: ZRechargeBodySchema,
        response: { 200: ZEnvelope(ZRechargeAnswerSchema) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        const o = origin(req);
        return ok(
          await service.create(Number(user.id), req.body, { notifyUrl: (method) => `${o}${notifyPath(method)}`, returnUrl: `${o}/v/pay` }),
        );
      },
    });

    app.get('/pay/recharge/order', {
      schema: { tags, summary: '我的充值订单状态', querystring: ZOrderNoQuerySchema, response: { 200: ZEnvelope(ZRechargeOrderSchema) } },
      handler: async (req) => ok(await service.order(await requireUserId(req), req.query.orderNo)),
    });

    app.post('/pay/recharge/orders', {
      schema: {
        tags,
        summary: '我的充值订单（分页，可按状态筛选）',
        body: ZOrderListQuerySchema,
        response: { 200: ZEnvelope(ZOrderPageSchema) },
      },
      handler: async (req) => ok(await service.orders(await requireUserId(req), req.body.status, req.body.page, req.body.pageSize)),
    });

    if (sandbox) {
      app.get('/pay/sandbox/order', {
        schema: {
          tags,
          summary: '模拟收银台：订单信息',
          querystring: ZOrderNoQuerySchema,
          response: { 200: ZEnvelope(ZRechargeOrderSchema) },
        },
        handler: async (req) => ok(await service.cashierOrder(req.query.orderNo, await requireUserId(req))),
      });
      app.post('/pay/sandbox/confirm', {
        schema: {
          tags,
          summary: '模拟收银台：确认支付（服务器随即向支付通知地址发送签名通知）',
          body: ZOrderNoBodySchema,
          response: { 200: ZEnvelope(ZRechargeOrderSchema) },
        },
        handler: async (req) => {
          const userId = await requireUserId(req);
          await limiter.enforce(`sandbox:${req.ip}`, 60, 60_000);
          const order = await service.payable(req.body.orderNo, userId);
          const { body, signature } = await sandbox.notice(order.order_no, Number(order.fen));
          await m.deliver(app, notifyPath('sandbox'), body, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature });
          return ok(await service.cashierOrder(order.order_no, userId));
        },
      });
      app.post('/pay/sandbox/cancel', {
        schema: {
          tags,
          summary: '模拟收银台：取消支付（订单关闭）',
          body: ZOrderNoBodySchema,
          response: { 200: ZEnvelope(ZRechargeOrderSchema) },
        },
        handler: async (req) => {
          const userId = await requireUserId(req);
          await limiter.enforce(`sandbox:${req.ip}`, 60, 60_000);
          return ok(await service.cancel(req.body.orderNo, userId));
        },
      });
    }

    // Gateways post here with their own body format; signatures cover the exact bytes, so the body stays raw.
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
      scope.post('/pay/notify/:method', {
        schema: { tags, summary: '支付渠道异步通知（验签后入账，重复通知只入账一次）', params: ZNotifyParams },
        config: { csrf: false, encryption: false },
        handler: async (req, reply) => {
          const { answer } = await service.notify(req.params.method, {
            headers: req.headers,
            body: typeof req.body === 'string' ? req.body : '',
          });
          return reply.status(answer.status).header('content-type', answer.contentType).send(answer.body);
        },
      });
    });

    app.post('/pay/record/trans-list', {
      schema: {
        tags,
        summary: '钱包流水（按交易类型、日期筛选，分页）',
        body: ZRecordQuerySchema,
        response: { 200: ZEnvelope(ZRecordPageSchema) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        return ok(await records.page(Number(user.id), filterOf(req.body), req.body.page, req.body.pageSize));
      },
    });

    app.post('/pay/record/income', {
      schema: {
        tags,
        summary: '主播收入记录（礼物收入及收入钱包变动）与合计',
        body: ZRecordQuerySchema,
        response: { 200: ZEnvelope(ZIncomePageSchema) },
      },
      handler: async (req) => {
        const user = await requireUser(req);
        if (!user.is_anchor) throw new AppError('INCOME_ANCHOR_ONLY');
        return ok(await records.income(Number(user.id), filterOf(req.body), req.body.page, req.body.pageSize));
      },
    });

    app.post('/pay/record/statement', {
      schema: {
        tags,
        summary: '月度账单：某年每月按交易类型汇总',
        body: ZStatementQuerySchema,
        response: { 200: ZEnvelope(ZStatementSchema) },
      },
      handler: async (req) => ok(await records.statement(await requireUserId(req), req.body.year)),
    });

    app.get('/pay/export/income/', {
      schema: { tags, summary: '导出主播收入（xlsx）', querystring: ZIncomeExportQuerySchema },
      handler: async (req, reply) => {
        const user = await requireUser(req);
        if (!user.is_anchor) throw new AppError('INCOME_ANCHOR_ONLY');
        await limiter.enforce(`export:${user.id}`, 10, 60_000);
        const rows = await records.incomeRows(Number(user.id), { startDate: req.query.startDate, endDate: req.query.endDate });
        const sheet = [
          ['时间', '交易类型', '收入球钻', '折合金额（元）', '可提现余额', '说明'],
          ...rows.map((r) => [shanghaiDateTime(r.createTime), TRADE_TYPES[9], r.cash, fenToYuan(r.cash * 10), r.cashAfter, r.memo]),
          ['合计', '', rows.reduce((s, r) => s + r.cash, 0), fenToYuan(rows.reduce((s, r) => s + r.cash, 0) * 10), null, null],
        ];
        const name = `income-${req.query.startDate ?? 'all'}-${req.query.endDate ?? 'now'}.xlsx`;
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(`收入明细-${name}`)}`)
          .header('cache-control', 'no-store')
          .send(xlsx('收入明细', sheet));
      },
    });
  };
}
