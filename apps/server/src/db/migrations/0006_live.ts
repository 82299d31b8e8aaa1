import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Live rooms (issue 5): one room per anchor, anchor applications, follows of anchors and matches,
 * match reservations, reports and one history row per broadcast.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('live_room'))
    .addColumn('anchor_id', 'bigint', (c) => c.notNull().unique().references('app_user.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nav_id', 'bigint')
    .addColumn('match_id', 'bigint')
    .addColumn('match_type', 'integer')
    .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_live', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('peak_viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_session_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_room_live_idx').on('live_room').columns(['is_live', 'started_at']).execute();
  await db.schema.createIndex('live_room_match_idx').on('live_room').column('match_id').execute();

  await withId(db, db.schema.createTable('live_anchor_application'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('nav_id', 'bigint')
    .addColumn('introduction', 'text', (c) => c.notNull())
    /** 0 pending, 1 approved, 2 rejected */
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('live_anchor_application_user_idx')
    .on('live_anchor_application')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('live_follow')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('anchor_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_follow_pk', ['user_id', 'anchor_id'])
    .execute();
  await db.schema.createIndex('live_follow_anchor_idx').on('live_follow').columns(['anchor_id', 'created_at']).execute();

  /** kind 'attention' (followed match) or 'reserve' (booked match). */
  await db.schema
    .createTable('live_match_mark')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sport_match.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('match_type', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_match_mark_pk', ['user_id', 'match_id', 'kind'])
    .execute();

  await withId(db, db.schema.createTable('live_report'))
    .addColumn('reporter_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_room.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_report_reporter_idx').on('live_report').columns(['reporter_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('live_session'))
    .addColumn('room_id', 'bigint', (c) => c.notNull().references('live_room.id').onDelete('cascade'))
    .addColumn('anchor_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('nav_id', 'bigint')
    .addColumn('match_id', 'bigint')
    .addColumn('match_type', 'integer')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('peak_viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('live_session_room_idx').on('live_session').columns(['room_id', 'started_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['live_session', 'live_report', 'live_match_mark', 'live_follow', 'live_anchor_application', 'live_room']) {
    await db.schema.dropTable(t).execute();
  }
}
