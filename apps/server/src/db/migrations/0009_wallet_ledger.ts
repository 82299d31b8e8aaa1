import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * The money ledger (issue 6). A journal is one business event (a gift, a top-up, a withdrawal)
 * identified by a unique `ref`, so the same event can never be booked twice. Its entries change
 * the balances of user accounts (`wallet_account`) or of the house (user_id null: the platform's
 * side of every top-up, share, tax and payout). Within a journal, diamonds
 * (balance + cash + freeze) and tickets each sum to zero, and every account's entries sum to its
 * balances (`npm run admin -- ledger check`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('wallet_journal'))
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('trade_type', 'integer', (c) => c.notNull())
    .addColumn('memo', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('wallet_ledger'))
    .addColumn('journal_id', 'bigint', (c) => c.notNull().references('wallet_journal.id'))
    .addColumn('user_id', 'bigint', (c) => c.references('app_user.id'))
    .addColumn('trade_type', 'integer', (c) => c.notNull())
    .addColumn('d_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('d_ticket', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('d_cash', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('d_freeze', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('d_withdraw', 'bigint', (c) => c.notNull().defaultTo(0))
    // The account's balances right after this entry (null for the house), for the records page.
    .addColumn('balance_after', 'bigint')
    .addColumn('ticket_after', 'bigint')
    .addColumn('cash_after', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_ledger_user_idx').on('wallet_ledger').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('wallet_ledger_user_type_idx').on('wallet_ledger').columns(['user_id', 'trade_type', 'id']).execute();
  await db.schema.createIndex('wallet_ledger_journal_idx').on('wallet_ledger').column('journal_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wallet_ledger').execute();
  await db.schema.dropTable('wallet_journal').execute();
}
