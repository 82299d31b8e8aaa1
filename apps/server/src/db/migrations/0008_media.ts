import type { Kysely } from 'kysely';

/**
 * Streaming (issue 5): one stream key per live room and whether the anchor has opened the room
 * ("up"). The key is kept readable because the anchor sees it again on the settings page; it is
 * only ever sent to the room's anchor and can be regenerated (decision 0012).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_stream')
    .addColumn('room_id', 'bigint', (c) => c.primaryKey().references('live_room.id').onDelete('cascade'))
    .addColumn('stream_key', 'text', (c) => c.notNull().unique())
    .addColumn('key_created_at', 'bigint', (c) => c.notNull())
    .addColumn('is_up', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('up_at', 'bigint')
    .addColumn('down_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_stream').execute();
}
