import type { Kysely } from 'kysely';

/**
 * Idempotency keys of money POSTs (issue 19 item 11): per user and key, the request's fingerprint
 * and, once answered, the answer, so a client's retry gets the first answer instead of paying twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_key_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_key_created_idx').on('idempotency_key').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_key').execute();
}
