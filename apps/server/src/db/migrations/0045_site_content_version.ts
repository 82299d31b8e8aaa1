import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * A version of what the site's public calls show (settings, navigation, banners, adverts, posters,
 * announcements, about pages, hot searches and the searches they count), moved by the database on
 * every write to those tables: the calls keep one answer per query and version and serve it to
 * every visitor (issue 16), correct across processes and for writers outside the API (the console,
 * the admin command, the seed, an operator's SQL), as live's list version is (migration 0042).
 */
const TABLES = [
  'site_setting',
  'nav_category',
  'hot_search',
  'search_query',
  'banner',
  'advert',
  'poster',
  'announcement',
  'about_page',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('v', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('site_content_version').values({ id: 1, v: 0 }).execute();
  const bump = sql`update site_content_version set v = v + 1 where id = 1`;

  if (isPostgres(db)) {
    // Once per statement: a write of many rows moves the version once.
    await sql`create function site_content_version_bump() returns trigger language plpgsql as $$
      begin ${bump}; return null; end $$`.execute(db);
    for (const t of TABLES)
      await sql`create trigger ${sql.id(`${t}_site_version`)} after insert or update or delete on ${sql.table(t)}
        for each statement execute function site_content_version_bump()`.execute(db);
    return;
  }
  for (const t of TABLES)
    for (const [suffix, event] of [
      ['ai', sql`insert`],
      ['au', sql`update`],
      ['ad', sql`delete`],
    ] as const)
      await sql`create trigger ${sql.id(`${t}_site_version_${suffix}`)} after ${event} on ${sql.table(t)} begin ${bump}; end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const t of TABLES) await sql`drop trigger if exists ${sql.id(`${t}_site_version`)} on ${sql.table(t)}`.execute(db);
    await sql`drop function if exists site_content_version_bump()`.execute(db);
  } else {
    for (const t of TABLES)
      for (const suffix of ['ai', 'au', 'ad']) await sql`drop trigger if exists ${sql.id(`${t}_site_version_${suffix}`)}`.execute(db);
  }
  await db.schema.dropTable('site_content_version').execute();
}
