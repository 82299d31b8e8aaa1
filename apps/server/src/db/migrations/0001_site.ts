import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('nav_category'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('hot_search'))
    .addColumn('word', 'text', (c) => c.notNull().unique())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  for (const table of ['banner', 'advert']) {
    let t = withId(db, db.schema.createTable(table))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('inner_page_id', 'integer')
      .addColumn('jump_type', 'integer')
      .addColumn('target_id', 'text')
      .addColumn('outer_link', 'text')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1));
    t =
      table === 'banner'
        ? t.addColumn('channel', 'text', (c) => c.notNull().defaultTo('pc'))
        : t.addColumn('place_code', 'text', (c) => c.notNull());
    await t.execute();
  }
  await db.schema.createIndex('advert_place_idx').on('advert').columns(['place_code', 'sort']).execute();

  await withId(db, db.schema.createTable('announcement'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('about_page')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['about_page', 'announcement', 'advert', 'banner', 'hot_search', 'nav_category', 'site_setting']) {
    await db.schema.dropTable(t).execute();
  }
}
