import { RECHARGE_ROUTES as R, TRADE_TYPES, ZRecordQuerySchema, fenToYuan, shanghaiDateTime, type TPayMethod } from '@sports/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, requireUserId } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { RechargeParts } from './index';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox';
import type { RecordFilter } from './records';
import { xlsx } from './xlsx';

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

    serve(app, R.paySetting, {
      handler: async () => service.setting(),
    });

    serve(app, R.recharge, {
      handler: async (req) => {
        const user = await requireUser(req);
        const o = origin(req);
        return service.create(Number(user.id), req.body, { notifyUrl: (method) => `${o}${notifyPath(method)}`, returnUrl: `${o}/v/pay` });
      },
    });

    serve(app, R.rechargeOrder, {
      handler: async (req) => await service.order(await requireUserId(req), req.query.orderNo),
    });

    serve(app, R.rechargeOrders, {
      handler: async (req) => await service.orders(await requireUserId(req), req.body.status, req.body.page, req.body.pageSize),
    });

    if (sandbox) {
      serve(app, R.sandboxOrder, {
        handler: async (req) => await service.cashierOrder(req.query.orderNo, await requireUserId(req)),
      });
      serve(app, R.sandboxConfirm, {
        handler: async (req) => {
          const userId = await requireUserId(req);
          await limiter.enforce(`sandbox:${req.ip}`, 60, 60_000);
          const order = await service.payable(req.body.orderNo, userId);
          const { body, signature } = await sandbox.notice(order.order_no, Number(order.fen));
          await m.deliver(app, notifyPath('sandbox'), body, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature });
          return await service.cashierOrder(order.order_no, userId);
        },
      });
      serve(app, R.sandboxCancel, {
        handler: async (req) => {
          const userId = await requireUserId(req);
          await limiter.enforce(`sandbox:${req.ip}`, 60, 60_000);
          return await service.cancel(req.body.orderNo, userId);
        },
      });
    }

    // Gateways post here with their own body format; signatures cover the exact bytes, so the body stays raw.
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
      serve(scope, R.payNotify, {
        options: { config: { csrf: false, encryption: false } },
        handler: async (req, reply) => {
          const raw: unknown = req.body;
          const { answer } = await service.notify(req.params.method, {
            headers: req.headers,
            body: typeof raw === 'string' ? raw : '',
          });
          return reply.status(answer.status).header('content-type', answer.contentType).send(answer.body);
        },
      });
    });

    serve(app, R.transList, {
      handler: async (req) => {
        const user = await requireUser(req);
        return await records.page(Number(user.id), filterOf(req.body), req.body.page, req.body.pageSize);
      },
    });

    serve(app, R.income, {
      handler: async (req) => {
        const user = await requireUser(req);
        if (!user.isAnchor) throw new AppError('INCOME_ANCHOR_ONLY');
        return await records.income(Number(user.id), filterOf(req.body), req.body.page, req.body.pageSize);
      },
    });

    serve(app, R.statement, {
      handler: async (req) => await records.statement(await requireUserId(req), req.body.year),
    });

    serve(app, R.incomeExport, {
      handler: async (req, reply) => {
        const user = await requireUser(req);
        if (!user.isAnchor) throw new AppError('INCOME_ANCHOR_ONLY');
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
          .send(await xlsx('收入明细', sheet));
      },
    });
  };
}
