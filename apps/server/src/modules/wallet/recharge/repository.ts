import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import { paginate } from '../../../db/paging';

export type OrderRow = Selectable<Database['recharge_order']>;

/** Recharge orders and the per-install payment secrets; the only place their SQL lives. */
export function rechargeRepository(db: Kysely<Database>) {
  return {
    db,
    /** The order as stored. */
    insertOrder(values: Insertable<Database['recharge_order']>): Promise<OrderRow> {
      return db.insertInto('recharge_order').values(values).returningAll().executeTakeFirstOrThrow();
    },
    findOrder(orderNo: string, trx: Kysely<Database> = db): Promise<OrderRow | undefined> {
      return trx.selectFrom('recharge_order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    },
    /**
     * pending (or closed: a late payment) → paid, only for the amount and channel ordered; the row
     * when it moved. A closed order keeps its closed_at, so the row tells a late payment apart.
     */
    markPaid(
      trx: Kysely<Database>,
      orderNo: string,
      fen: number,
      method: string,
      gatewayTradeNo: string,
      now: number,
    ): Promise<OrderRow | undefined> {
      return (
        trx
          .updateTable('recharge_order')
          .set({ status: 'paid', paid_at: now, gateway_trade_no: gatewayTradeNo })
          .where('order_no', '=', orderNo)
          // A timed-out order still takes a verified payment: the payer's money reached the gateway.
          .where('status', 'in', ['pending', 'closed'])
          .where('fen', '=', fen)
          .where('pay_method', '=', method)
          .returningAll()
          .executeTakeFirst()
      );
    },
    /** pending → cancelled/closed: the closed row, or undefined when the order was no longer pending. */
    close(orderNo: string, status: 'cancelled' | 'closed', now: number): Promise<OrderRow | undefined> {
      return db
        .updateTable('recharge_order')
        .set({ status, closed_at: now })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },
    /** Closes pending orders created before `before` (the gateways' pages expire after 30 minutes). */
    async closeStale(before: number, now: number, userId?: number): Promise<number> {
      let q = db
        .updateTable('recharge_order')
        .set({ status: 'closed', closed_at: now })
        .where('status', '=', 'pending')
        .where('created_at', '<', before);
      if (userId !== undefined) q = q.where('user_id', '=', userId);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    async listOrders(
      filter: { userId?: number; status?: string },
      page: number,
      pageSize: number,
    ): Promise<{ rows: OrderRow[]; total: number }> {
      let q = db.selectFrom('recharge_order');
      if (filter.userId !== undefined) q = q.where('user_id', '=', filter.userId);
      if (filter.status) q = q.where('status', '=', filter.status);
      return paginate(q, (x) => x.selectAll().orderBy('id', 'desc'), page, pageSize);
    },
    /** Every paid order and every recharge journal, for reconciliation. */
    async reconcileSources() {
      const orders = await db.selectFrom('recharge_order').select(['order_no', 'user_id', 'diamonds', 'status']).execute();
      const journals = await db
        .selectFrom('wallet_journal')
        .innerJoin('wallet_ledger', 'wallet_ledger.journal_id', 'wallet_journal.id')
        .select(['wallet_journal.ref', 'wallet_ledger.user_id', 'wallet_ledger.d_balance'])
        .where('wallet_journal.trade_type', '=', 1)
        .where('wallet_ledger.user_id', 'is not', null)
        .execute();
      return { paid: orders.filter((o) => o.status === 'paid'), journals, statusOf: new Map(orders.map((o) => [o.order_no, o.status])) };
    },
    /** A per-install secret by name, created on first use; concurrent first uses agree on one value. */
    async secret(name: string, now: number): Promise<string> {
      await db
        .insertInto('pay_secret')
        .values({ name, value: randomBytes(32).toString('base64url'), created_at: now })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('pay_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
export type RechargeRepository = ReturnType<typeof rechargeRepository>;
