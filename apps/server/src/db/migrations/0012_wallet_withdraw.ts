import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Withdrawals (issue 6): saved payout accounts, withdrawal requests and the payment-password
 * lock. Money itself moves only through the ledger (journals `withdraw:<id>:…`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Saved accounts: type 1 bank card, 2 Alipay-type account. Unbinding keeps the row (removed_at)
  // so past withdrawals still show where the money went.
  await withId(db, db.schema.createTable('wallet_card'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_masked', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('holder_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .execute();
  await db.schema.createIndex('wallet_card_user_idx').on('wallet_card').columns(['user_id', 'type']).execute();

  // status 0 pending (diamonds frozen), 1 paid, 2 rejected (diamonds returned). Amounts: diamonds
  // and fen, fixed at request time.
  await withId(db, db.schema.createTable('wallet_withdrawal'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('draw_type', 'integer', (c) => c.notNull())
    .addColumn('card_id', 'bigint', (c) => c.references('wallet_card.id'))
    .addColumn('account_masked', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('gross_fen', 'bigint', (c) => c.notNull())
    .addColumn('tax_fen', 'bigint', (c) => c.notNull())
    .addColumn('net_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('wallet_withdrawal_user_idx').on('wallet_withdrawal').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('wallet_withdrawal_status_idx').on('wallet_withdrawal').columns(['status', 'id']).execute();

  // Wrong payment passwords in a row and the lock they cause, per user.
  await db.schema
    .createTable('wallet_pay_guard')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wallet_pay_guard').execute();
  await db.schema.dropTable('wallet_withdrawal').execute();
  await db.schema.dropTable('wallet_card').execute();
}
