import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Replays (issue 14, decision 0027): one row per recorded broadcast. The media file, its keyframe
 * index and the poster live in the replay storage (local disk under DATA_DIR by default); the row
 * holds where, when, how long and how big.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('replay'))
    .addColumn('room_id', 'bigint', (c) => c.notNull())
    .addColumn('anchor_id', 'bigint', (c) => c.notNull())
    .addColumn('match_id', 'bigint')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('poster_key', 'text')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('duration_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('keyframes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('segments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('deleted_at', 'bigint')
    .addColumn('deleted_by', 'text')
    .execute();
  await db.schema.createIndex('replay_room_idx').on('replay').columns(['room_id', 'started_at']).execute();
  await db.schema.createIndex('replay_started_idx').on('replay').columns(['state', 'started_at']).execute();
  await db.schema.createIndex('replay_match_idx').on('replay').column('match_id').execute();

  // highlights (集锦): clips cut from replays at keyframes, free or priced in diamonds
  await withId(db, db.schema.createTable('replay_clip'))
    .addColumn('replay_id', 'bigint', (c) => c.notNull())
    .addColumn('room_id', 'bigint', (c) => c.notNull())
    .addColumn('anchor_id', 'bigint', (c) => c.notNull())
    .addColumn('match_id', 'bigint')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'bigint', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('replay_clip_type_idx').on('replay_clip').columns(['state', 'type', 'created_at']).execute();
  await db.schema
    .createTable('replay_clip_purchase')
    .addColumn('clip_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('replay_clip_purchase_pk', ['clip_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('replay_clip_purchase').execute();
  await db.schema.dropTable('replay_clip').execute();
  await db.schema.dropTable('replay').execute();
}
