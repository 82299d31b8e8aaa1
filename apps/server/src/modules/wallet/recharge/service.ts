import { randomInt } from 'node:crypto';
import {
  ORDER_STATUS,
  PAY_METHODS,
  RECHARGE_PACKAGES,
  RECHARGE_CUSTOM_YUAN,
  DIAMOND_FEN,
  fenToYuan,
  type TOrderStatus,
  type TPayMethod,
  type TPaySetting,
  type TRechargeAnswer,
  type TRechargeBody,
  type TRechargeOrder,
} from '@sports/contracts';
import { must } from '@sports/contracts/indexed';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../../../http/rate-limit';
import { AppError } from '../../../http/errors';
import { DuplicateJournalError, postJournal } from '../ledger';
import type { PaymentProvider, RawNotify, NotifyAnswer } from './providers/types';
import { GatewayError } from './providers/types';
import type { OrderRow, RechargeRepository } from './repository';

/** Orders a payer has not paid within this time are closed (the gateway pages expire after 30 minutes). */
export const ORDER_TTL_MS = 2 * 3600_000;
/** Order creation per user: at most this many in ORDER_WINDOW_MS. */
export const ORDER_LIMIT = 10;
export const ORDER_WINDOW_MS = 60_000;

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** R + Beijing time yyyyMMddHHmmss + 8 random characters: unique, unguessable, sortable by day. */
export function newOrderNo(now: number): string {
  const t = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  let r = '';
  for (let i = 0; i < 8; i++) r += ALPHABET[randomInt(ALPHABET.length)];
  return `R${t}${r}`;
}

export function presentOrder(o: OrderRow): TRechargeOrder {
  const status = o.status as TOrderStatus;
  return {
    orderNo: o.order_no,
    fen: Number(o.fen),
    diamonds: Number(o.diamonds),
    payMethod: o.pay_method as TPayMethod,
    status,
    statusName: ORDER_STATUS[status] ?? o.status,
    createTime: Number(o.created_at),
    paidTime: o.paid_at === null ? null : Number(o.paid_at),
  };
}

export type NotifyOutcome = 'credited' | 'duplicate' | 'refused';

/**
 * Recharge: orders, the providers that take the money, and the one code path every payment
 * notification goes through (verify → check the order → mark paid and credit in one transaction).
 */
export function rechargeService(
  repo: RechargeRepository,
  providers: Map<TPayMethod, PaymentProvider>,
  log: FastifyBaseLogger,
  limiter: RateLimiter,
  now: () => number = Date.now,
) {
  /** A sandbox order of this user; anyone else's order, or another channel's, does not exist here. */
  async function sandboxOrder(orderNo: string, userId: number): Promise<OrderRow> {
    const o = await repo.findOrder(orderNo);
    if (!o || o.pay_method !== 'sandbox' || Number(o.user_id) !== userId) throw new AppError('RECHARGE_ORDER_NOT_FOUND');
    return o;
  }

  return {
    setting(): TPaySetting {
      return {
        packages: RECHARGE_PACKAGES,
        methods: [...providers.keys()].map((id) => ({ id, name: PAY_METHODS[id] })),
        customMinYuan: RECHARGE_CUSTOM_YUAN.min,
        customMaxYuan: RECHARGE_CUSTOM_YUAN.max,
        diamondFen: DIAMOND_FEN,
      };
    },

    async create(
      userId: number,
      body: TRechargeBody,
      urls: { notifyUrl: (m: TPayMethod) => string; returnUrl: string },
    ): Promise<TRechargeAnswer> {
      const provider = providers.get(body.payMethod);
      if (!provider) throw new AppError('RECHARGE_METHOD_UNAVAILABLE');
      let fen: number;
      let diamonds: number;
      let packageId: number | null = null;
      if (body.packageId !== undefined) {
        const p = RECHARGE_PACKAGES.find((x) => x.id === body.packageId);
        if (!p) throw new AppError('RECHARGE_PACKAGE_UNKNOWN');
        fen = p.fen;
        diamonds = p.diamonds + p.bonus;
        packageId = p.id;
      } else {
        const yuan = body.yuan as number;
        if (!Number.isSafeInteger(yuan) || yuan < RECHARGE_CUSTOM_YUAN.min || yuan > RECHARGE_CUSTOM_YUAN.max)
          throw new AppError('RECHARGE_AMOUNT_RANGE');
        fen = yuan * 100;
        diamonds = fen / DIAMOND_FEN;
      }
      const t = now();
      // The shared counters (Redis across processes) count simultaneous requests of one user atomically.
      await limiter.enforce(`recharge:${userId}`, ORDER_LIMIT, ORDER_WINDOW_MS, 'RECHARGE_TOO_MANY');
      await repo.closeStale(t - ORDER_TTL_MS, t, userId);

      const orderNo = newOrderNo(t);
      const row = await repo.insertOrder({
        order_no: orderNo,
        user_id: userId,
        package_id: packageId,
        fen,
        diamonds,
        pay_method: provider.id,
        status: 'pending',
        gateway_trade_no: null,
        created_at: t,
        paid_at: null,
        closed_at: null,
      });
      let where: { payUrl: string | null; codeUrl: string | null };
      try {
        where = await provider.start(
          { orderNo, fen, subject: `球钻充值 ${diamonds} 钻（${fenToYuan(fen)}元）`, createdAt: t },
          { notifyUrl: urls.notifyUrl(provider.id), returnUrl: urls.returnUrl },
        );
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        log.warn({ err, orderNo }, 'payment gateway refused the order');
        await repo.close(orderNo, 'closed', now());
        throw new AppError('RECHARGE_GATEWAY_FAILED');
      }
      return { order: presentOrder(row), ...where };
    },

    async order(userId: number, orderNo: string): Promise<TRechargeOrder> {
      const o = await repo.findOrder(orderNo);
      if (!o || Number(o.user_id) !== userId) throw new AppError('RECHARGE_ORDER_NOT_FOUND');
      if (o.status === 'pending' && Number(o.created_at) < now() - ORDER_TTL_MS) {
        const closed = await repo.close(orderNo, 'closed', now());
        return presentOrder(closed ?? must(await repo.findOrder(orderNo), `recharge order ${orderNo} after closing`));
      }
      return presentOrder(o);
    },

    async orders(userId: number, status: TOrderStatus | undefined, page: number, pageSize: number) {
      await repo.closeStale(now() - ORDER_TTL_MS, now(), userId);
      const { rows, total } = await repo.listOrders({ userId, status }, page, pageSize);
      return { list: rows.map(presentOrder), totalNumber: total, page, pageSize };
    },

    /** Sandbox cashier: what the payer sees of their own order (another user's order does not exist for them). */
    async cashierOrder(orderNo: string, userId: number): Promise<TRechargeOrder> {
      return presentOrder(await sandboxOrder(orderNo, userId));
    },

    /** Sandbox cashier "cancel": the gateway closes the order; a later notification for it is refused. */
    async cancel(orderNo: string, userId: number): Promise<TRechargeOrder> {
      await sandboxOrder(orderNo, userId);
      const cancelled = await repo.close(orderNo, 'cancelled', now());
      if (!cancelled) {
        const cur = must(await repo.findOrder(orderNo), `recharge order ${orderNo} that was not cancelled`);
        throw new AppError(cur.status === 'paid' ? 'RECHARGE_ORDER_PAID' : 'RECHARGE_ORDER_CLOSED');
      }
      return presentOrder(cancelled);
    },

    /** Checks a sandbox order can be confirmed (pending, not expired) before its notification is sent. */
    async payable(orderNo: string, userId: number): Promise<OrderRow> {
      const o = await sandboxOrder(orderNo, userId);
      if (o.status === 'paid') throw new AppError('RECHARGE_ORDER_PAID');
      if (o.status !== 'pending' || Number(o.created_at) < now() - ORDER_TTL_MS) throw new AppError('RECHARGE_ORDER_CLOSED');
      return o;
    },

    /**
     * Every notification from every channel: verify the signature, then in one transaction move the
     * order pending → paid (only for the ordered amount and channel) and book `recharge:<orderNo>`
     * (trade 1: the user's balance +diamonds, the house −diamonds). A repeat of a paid order is
     * acknowledged without a second credit; a forged, mismatched, unknown or cancelled one is refused.
     * An order closed for want of payment is still credited: a gateway retries its notification for
     * hours, so money taken while this server was down arrives after the order timed out.
     */
    async notify(method: TPayMethod, raw: RawNotify): Promise<{ outcome: NotifyOutcome; answer: NotifyAnswer }> {
      const provider = providers.get(method);
      if (!provider) return { outcome: 'refused', answer: { status: 404, contentType: 'text/plain; charset=utf-8', body: 'fail' } };
      const notice = await provider.verify(raw);
      if (!notice) {
        log.warn({ method }, 'payment notification refused: signature or content invalid');
        return { outcome: 'refused', answer: provider.refused };
      }
      const t = now();
      const outcome = await repo.db
        .transaction()
        .execute(async (trx): Promise<NotifyOutcome> => {
          const paid = await repo.markPaid(trx, notice.orderNo, notice.fen, method, notice.gatewayTradeNo, t);
          if (paid && paid.closed_at !== null)
            log.warn({ method, orderNo: notice.orderNo }, 'payment arrived after its order closed: credited');
          if (!paid) {
            const o = await repo.findOrder(notice.orderNo, trx);
            if (o && o.status === 'paid' && Number(o.fen) === notice.fen && o.pay_method === method) return 'duplicate';
            log.warn(
              { method, orderNo: notice.orderNo, fen: notice.fen, status: o?.status, orderFen: o?.fen },
              'payment notification refused: no open order of that amount',
            );
            return 'refused';
          }
          try {
            await postJournal(
              trx,
              {
                ref: `recharge:${paid.order_no}`,
                tradeType: 1,
                memo: `${PAY_METHODS[method]} ${fenToYuan(Number(paid.fen))}元 订单 ${paid.order_no}`,
                entries: [
                  { userId: Number(paid.user_id), tradeType: 1, balance: Number(paid.diamonds) },
                  { userId: null, tradeType: 1, balance: -Number(paid.diamonds) },
                ],
              },
              t,
            );
          } catch (err) {
            if (err instanceof DuplicateJournalError) throw new DuplicateCredit();
            throw err;
          }
          return 'credited';
        })
        .catch((err) => {
          if (err instanceof DuplicateCredit) return 'duplicate' as const;
          throw err;
        });
      if (outcome === 'credited') log.info({ method, orderNo: notice.orderNo }, 'recharge credited');
      return { outcome, answer: outcome === 'refused' ? provider.refused : provider.accepted };
    },
  };
}
export type RechargeService = ReturnType<typeof rechargeService>;

class DuplicateCredit extends Error {}
