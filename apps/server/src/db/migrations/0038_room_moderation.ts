import type { Kysely } from 'kysely';

/**
 * A room's live state and chat from the console (issue 15): an operator closes a room (it cannot go
 * live until reopened; why, by whom and when are kept with its stream), and a room's chat can be
 * limited to the anchor's followers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media_stream').addColumn('closed_at', 'bigint').execute();
  await db.schema.alterTable('media_stream').addColumn('closed_reason', 'text').execute();
  await db.schema.alterTable('media_stream').addColumn('closed_by', 'text').execute();
  await db.schema
    .alterTable('chat_room_mode')
    .addColumn('followers_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_room_mode').dropColumn('followers_only').execute();
  for (const c of ['closed_by', 'closed_reason', 'closed_at']) await db.schema.alterTable('media_stream').dropColumn(c).execute();
}
