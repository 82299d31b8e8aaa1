import { afterEach, assert, describe, expect, it } from 'vitest';
import { NO_MIGRATIONS, sql } from 'kysely';
import { DIALECTS, createTestDb, type TestDb } from '../../test/db';
import { buildUser, siteCounts } from '../../test/factories';
import { MIGRATIONS, createMigrator, migrateToLatest } from './migrate';
import { seedDemoData } from './seed';

/** Tables of the foundation; later capabilities add their own. */
const TABLES = ['site_setting', 'nav_category', 'hot_search', 'banner', 'advert', 'announcement', 'about_page', 'app_user', 'user_session'];

/** Tables of this test database only: PostgreSQL introspection sees every schema. */
async function tableNames(d: TestDb): Promise<string[]> {
  let schema: string | undefined;
  if (d.dialect === 'postgres') {
    const [current] = (await sql<{ name: string }>`select current_schema() as name`.execute(d.db)).rows;
    assert.isDefined(current);
    schema = current.name;
  }
  const tables = await d.db.introspection.getTables();
  return tables.filter((t) => !schema || t.schema === schema).map((t) => t.name);
}

describe.each(DIALECTS)('migrations and seed on %s', (dialect) => {
  let d: TestDb | undefined;
  afterEach(async () => {
    await d?.cleanup();
    d = undefined;
  });

  it('apply in order on an empty database and are idempotent', async () => {
    d = await createTestDb(dialect, { migrate: false });
    expect(await tableNames(d)).toEqual([]);
    const names = Object.keys(MIGRATIONS);
    expect(names.slice(0, 2)).toEqual(['0001_site', '0002_identity']);
    expect(names).toEqual([...names].sort());
    expect(await migrateToLatest(d.db)).toEqual(names);
    expect(await tableNames(d)).toEqual(expect.arrayContaining(TABLES));
    const tablesAfterFirst = await tableNames(d);
    expect(await migrateToLatest(d.db)).toEqual([]);
    expect(await tableNames(d)).toEqual(tablesAfterFirst);
  });

  it('store ids, epoch-ms times and flags as numbers', async () => {
    d = await createTestDb(dialect);
    const createdAt = Date.UTC(2030, 0, 1, 12, 0, 0, 123);
    const user = await buildUser(d.db, { created_at: createdAt, is_anchor: 1 });
    expect(typeof user.id).toBe('number');
    expect(user.created_at).toBe(createdAt);
    expect(user.is_anchor).toBe(1);
  });

  it('roll back completely and apply again', async () => {
    d = await createTestDb(dialect);
    const migrator = await createMigrator(d.db);
    const { error, results } = await migrator.migrateTo(NO_MIGRATIONS);
    expect(error).toBeUndefined();
    expect(results?.map((r) => r.migrationName)).toEqual(Object.keys(MIGRATIONS).reverse());
    expect(await tableNames(d)).toEqual([]);
    expect(await migrateToLatest(d.db)).toEqual(Object.keys(MIGRATIONS));
  });

  it('seeds demo data once: a second call returns false and changes nothing', async () => {
    d = await createTestDb(dialect);
    expect(await seedDemoData(d.db)).toBe(true);
    const after = await siteCounts(d.db);
    expect(after).toMatchObject({ nav_category: 5, hot_search: 10, banner: 11, announcement: 5, about_page: 9 });
    expect(after.advert).toBeGreaterThanOrEqual(3);
    expect(await seedDemoData(d.db)).toBe(false);
    expect(await siteCounts(d.db)).toEqual(after);
  });

  it('does not seed a database where an operator removed the demo rows', async () => {
    d = await createTestDb(dialect);
    await seedDemoData(d.db);
    await d.db.deleteFrom('banner').execute();
    expect(await seedDemoData(d.db)).toBe(false);
    expect((await siteCounts(d.db)).banner).toBe(0);
  });
});
