import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Hot searches counted from what people search: one row per word, searcher and day (a searcher
 * repeating a word the same day counts once), so the hot list is the words most people searched
 * in the last days. The operators' `hot_search` words stay: they fill the list while too few
 * people have searched, and a disabled one is kept out of it. Also the posters' table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('search_query'))
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('searcher', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('search_query_uq', ['word', 'searcher', 'day'])
    .execute();
  await db.schema.createIndex('search_query_day_idx').on('search_query').columns(['day', 'word']).execute();

  // Posters (SPEC §7 /inform/poster/v2/cate/list): pictures with the banners' jump rules, grouped in
  // named categories per place code.
  await withId(db, db.schema.createTable('poster'))
    .addColumn('place_code', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('inner_page_id', 'integer')
    .addColumn('jump_type', 'integer')
    .addColumn('target_id', 'text')
    .addColumn('outer_link', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('poster_place_idx').on('poster').columns(['place_code', 'sort']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('poster').execute();
  await db.schema.dropTable('search_query').execute();
}
