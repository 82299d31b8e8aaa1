import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DIALECTS, createTestDb, type TestDb } from '../../../test/db';
import { createMigrator } from '../../db/migrate';

/** The audit log is append-only in the database itself (migration 0028), whatever the code does. */
describe.each(DIALECTS)('operator_audit is append-only on %s', (dialect) => {
  let d: TestDb;
  beforeAll(async () => {
    d = await createTestDb(dialect);
  }, 60_000);
  afterAll(() => d.cleanup());

  const insert = (action: string) =>
    d.db
      .insertInto('operator_audit')
      .values({ operator_id: 1, operator_name: 'root', action, target: 'user:7', detail: '{}', ip: '127.0.0.1', created_at: 1000 })
      .returning('id')
      .executeTakeFirstOrThrow();
  const rows = () => d.db.selectFrom('operator_audit').selectAll().orderBy('id').execute();

  it('accepts inserts', async () => {
    const first = await insert('consoleLogin');
    const second = await insert('consoleLogout');
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    expect((await rows()).map((r) => r.action)).toEqual(['consoleLogin', 'consoleLogout']);
  });

  it('rejects an UPDATE and a DELETE and leaves the rows as they were', async () => {
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    await expect(d.db.updateTable('operator_audit').set({ action: 'forged' }).execute()).rejects.toThrow(/append-only: UPDATE rejected/);
    await expect(d.db.deleteFrom('operator_audit').execute()).rejects.toThrow(/append-only: DELETE rejected/);
    await expect(d.db.deleteFrom('operator_audit').where('action', '=', 'consoleLogin').execute()).rejects.toThrow(/append-only/);
    expect(await rows()).toEqual(before);
  });

  it.runIf(dialect === 'postgres')('rejects a TRUNCATE', async () => {
    const before = await rows();
    await expect(sql`truncate operator_audit`.execute(d.db)).rejects.toThrow(/append-only: TRUNCATE rejected/);
    expect(await rows()).toEqual(before);
  });

  it('still accepts inserts after the rejected changes', async () => {
    await insert('consoleAudit');
    expect((await rows()).map((r) => r.action)).toEqual(['consoleLogin', 'consoleLogout', 'consoleAudit']);
  });

  it('lifts the rule when migration 0028 is rolled back', async () => {
    const migrator = await createMigrator(d.db);
    const down = await migrator.migrateTo('0027_content_likes_shields');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('0028_operator_audit_append_only');
    await d.db.updateTable('operator_audit').set({ target: 'user:8' }).where('action', '=', 'consoleAudit').execute();
    await d.db.deleteFrom('operator_audit').where('action', '=', 'consoleAudit').execute();
    expect((await rows()).map((r) => r.action)).toEqual(['consoleLogin', 'consoleLogout']);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    await expect(d.db.deleteFrom('operator_audit').execute()).rejects.toThrow(/append-only/);
  });
});
