import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Site-wide sanctions of the identity capability (issue 15): a user muted or banned, an address
 * banned, each for a period (or for good), or a warning; lifted early by an operator or over when
 * `ends_at` passes (compared at each check: nothing sweeps). Rows are kept as the user's history.
 * A user's last login address, for operators (and for banning it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('user_sanction'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('app_user.id').onDelete('cascade'))
    .addColumn('ip', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('lifted_at', 'bigint')
    .addColumn('lifted_by', 'text')
    .addColumn('lift_reason', 'text')
    .execute();
  await db.schema.createIndex('user_sanction_user_idx').on('user_sanction').columns(['user_id', 'kind']).execute();
  await db.schema.createIndex('user_sanction_ip_idx').on('user_sanction').columns(['ip', 'kind']).execute();
  await db.schema.alterTable('app_user').addColumn('last_login_ip', 'text').execute();
  await db.schema.alterTable('app_user').addColumn('last_login_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('last_login_at').execute();
  await db.schema.alterTable('app_user').dropColumn('last_login_ip').execute();
  await db.schema.dropTable('user_sanction').execute();
}
