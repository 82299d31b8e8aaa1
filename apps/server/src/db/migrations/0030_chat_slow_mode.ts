import type { Kysely } from 'kysely';

/** Per-room chat modes set by operators: slow mode (seconds between one user's messages; 0 off). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_room_mode')
    .addColumn('room_id', 'bigint', (c) => c.primaryKey())
    .addColumn('slow_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_room_mode').execute();
}
