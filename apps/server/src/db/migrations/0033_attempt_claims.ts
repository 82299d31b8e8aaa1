import type { Kysely } from 'kysely';

/**
 * Password attempts being checked right now are counted beside the wrong ones in a row (login on
 * `app_user`, the payment password on `wallet_pay_guard`), so a user's own simultaneous right
 * attempts wait for a turn instead of being refused as locked, in every process alike
 * (db/attempt-claim.ts). `*_pending_until` lets the count of a process that died mid-check lapse.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('login_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('app_user').addColumn('login_pending_until', 'bigint').execute();
  await db.schema
    .alterTable('wallet_pay_guard')
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('wallet_pay_guard').addColumn('pending_until', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet_pay_guard').dropColumn('pending_until').execute();
  await db.schema.alterTable('wallet_pay_guard').dropColumn('pending').execute();
  await db.schema.alterTable('app_user').dropColumn('login_pending_until').execute();
  await db.schema.alterTable('app_user').dropColumn('login_pending').execute();
}
