import type { Kysely } from 'kysely';
import { withId } from './helpers';

/** The columns that say how a report was settled: which act, by which operator, when, with what note. */
const ACT_COLUMNS = [
  ['act', 'text'],
  ['acted_by', 'text'],
  ['acted_at', 'bigint'],
] as const;

/**
 * Reports acted on in the console (issue 15): every report (rooms, posts, comments) keeps its state
 * (0 open, 1 acted on, 2 dismissed) and how it was settled; viewers can report a comment; an
 * operator can hide a comment (state 2, as posts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['live_report', 'content_report']) {
    if (table === 'content_report')
      await db.schema
        .alterTable(table)
        .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    for (const [name, type] of ACT_COLUMNS) await db.schema.alterTable(table).addColumn(name, type).execute();
    await db.schema
      .alterTable(table)
      .addColumn('act_note', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema.createIndex('content_report_state_idx').on('content_report').columns(['state', 'post_id']).execute();
  await db.schema.createIndex('live_report_state_idx').on('live_report').columns(['state', 'room_id']).execute();

  await db.schema
    .alterTable('content_comment')
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('content_comment_report'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('comment_id', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('act', 'text')
    .addColumn('acted_by', 'text')
    .addColumn('acted_at', 'bigint')
    .addColumn('act_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('content_comment_report_uq', ['user_id', 'comment_id'])
    .execute();
  await db.schema.createIndex('content_comment_report_state_idx').on('content_comment_report').columns(['state', 'comment_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_comment_report').execute();
  await db.schema.alterTable('content_comment').dropColumn('state').execute();
  await db.schema.dropIndex('live_report_state_idx').execute();
  await db.schema.dropIndex('content_report_state_idx').execute();
  for (const table of ['live_report', 'content_report']) {
    for (const name of ['act_note', ...ACT_COLUMNS.map(([n]) => n)]) await db.schema.alterTable(table).dropColumn(name).execute();
    if (table === 'content_report') await db.schema.alterTable(table).dropColumn('state').execute();
  }
}
