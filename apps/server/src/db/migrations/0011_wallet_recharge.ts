import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Recharge orders (issue 6): one row per attempt to buy diamonds. Status moves only
 * pending → paid | cancelled | closed; the credit is the ledger journal `recharge:<order_no>`,
 * booked in the same transaction that marks the order paid. `pay_secret` keeps per-install
 * secrets (the sandbox notification key) that never leave the server.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('recharge_order'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('package_id', 'integer')
    .addColumn('fen', 'bigint', (c) => c.notNull())
    .addColumn('diamonds', 'bigint', (c) => c.notNull())
    .addColumn('pay_method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    // The gateway's own transaction number, once it has told us about the payment.
    .addColumn('gateway_trade_no', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('recharge_order_user_idx').on('recharge_order').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('recharge_order_status_idx').on('recharge_order').columns(['status', 'id']).execute();

  await db.schema
    .createTable('pay_secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pay_secret').execute();
  await db.schema.dropTable('recharge_order').execute();
}
