import type { Kysely } from 'kysely';
import { withId } from './helpers';

/** Chat (issue 5): messages, room managers, mute list, anchors' welcome messages, banned words, horns, chat tokens. */
export async function up(db: Kysely<any>): Promise<void> {
  // A message belongs to a room or, on a match page without a room, to a match.
  await withId(db, db.schema.createTable('chat_message'))
    .addColumn('room_id', 'bigint')
    .addColumn('match_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_message_room_idx').on('chat_message').columns(['room_id', 'id']).execute();
  await db.schema.createIndex('chat_message_match_idx').on('chat_message').columns(['match_id', 'id']).execute();

  await withId(db, db.schema.createTable('chat_manager'))
    .addColumn('room_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('by_user_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_manager_room_user_uq').on('chat_manager').columns(['room_id', 'user_id']).unique().execute();

  await withId(db, db.schema.createTable('chat_forbid'))
    .addColumn('room_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('until', 'bigint')
    .addColumn('by_user_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_forbid_room_user_uq').on('chat_forbid').columns(['room_id', 'user_id']).unique().execute();

  await withId(db, db.schema.createTable('chat_welcome'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('in_use', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_welcome_user_idx').on('chat_welcome').column('user_id').execute();

  await withId(db, db.schema.createTable('chat_banned_word'))
    .addColumn('word', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('chat_horn'))
    .addColumn('user_id', 'bigint')
    .addColumn('room_id', 'bigint')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('chat_token'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['chat_token', 'chat_horn', 'chat_banned_word', 'chat_welcome', 'chat_forbid', 'chat_manager', 'chat_message']) {
    await db.schema.dropTable(t).execute();
  }
}
