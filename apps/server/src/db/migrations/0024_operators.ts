import type { Kysely } from 'kysely';
import { withId } from './helpers';

/** Operators' console (issue 15): operator accounts, their sessions and the append-only audit log. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('operator'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('totp_secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('operator_session')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('operator_session_operator_idx').on('operator_session').column('operator_id').execute();
  await withId(db, db.schema.createTable('operator_audit'))
    .addColumn('operator_id', 'bigint')
    .addColumn('operator_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_audit_created_idx').on('operator_audit').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operator_audit').execute();
  await db.schema.dropTable('operator_session').execute();
  await db.schema.dropTable('operator').execute();
}
