import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, createTestDb, type TestDb } from '../../test/db';
import { buildRoom, buildUser } from '../../test/factories';
import { sql } from 'kysely';
import { containsWordIndexed, mergeTrigramIndexes } from './like';

describe.each(DIALECTS)('word search through the trigram index on %s', (dialect) => {
  let d: TestDb | undefined;
  afterEach(async () => {
    await d?.cleanup();
    d = undefined;
  });

  const titles = async (db: TestDb['db'], word: string) =>
    (
      await db
        .selectFrom('live_room')
        .select('title')
        .where(containsWordIndexed(db, 'title', word))
        .orderBy('id')
        .execute()
    ).map((r) => r.title);

  it('finds titles and nicknames as like would, and follows inserts, updates and deletes', async () => {
    d = await createTestDb(dialect);
    const db = d.db;
    const anchor = await buildUser(db, { is_anchor: 1, nick_name: '解说老王' });
    const a = await buildRoom(db, Number(anchor.id), { title: '欧冠决赛夜 直播' });
    await buildRoom(db, Number((await buildUser(db)).id), { title: '中超 100%_精彩' });
    expect(await titles(db, '决赛夜')).toEqual(['欧冠决赛夜 直播']);
    // shorter than a trigram, and words with like's wildcard characters, still match literally
    expect(await titles(db, '欧冠')).toEqual(['欧冠决赛夜 直播']);
    expect(await titles(db, '100%_')).toEqual(['中超 100%_精彩']);
    expect(await titles(db, '0%x')).toEqual([]);
    await db.updateTable('live_room').set({ title: '英超焦点战' }).where('id', '=', a).execute();
    expect(await titles(db, '决赛夜')).toEqual([]);
    expect(await titles(db, '焦点战')).toEqual(['英超焦点战']);
    await db.deleteFrom('live_room').where('id', '=', a).execute();
    expect(await titles(db, '焦点战')).toEqual([]);

    const nicks = await db
      .selectFrom('app_user')
      .select('id')
      .where(containsWordIndexed(db, 'nick_name', '老王'))
      .execute();
    expect(nicks.map((r) => Number(r.id))).toEqual([Number(anchor.id)]);
    await db.updateTable('app_user').set({ nick_name: '解说小李' }).where('id', '=', anchor.id).execute();
    expect(
      await db
        .selectFrom('app_user')
        .select('id')
        .where(containsWordIndexed(db, 'nick_name', '解说老王'))
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('app_user')
        .select('id')
        .where(containsWordIndexed(db, 'nick_name', '解说小李'))
        .execute(),
    ).toHaveLength(1);
  });

  it('answers the same after the indexes are merged, and on SQLite a lookup then reads one segment', async () => {
    d = await createTestDb(dialect);
    const db = d.db;
    // Rooms written one by one leave FTS5 a segment per write, merged by levels: several remain.
    for (let i = 0; i < 40; i++) await buildRoom(db, Number((await buildUser(db)).id), { title: i === 17 ? '欧冠决赛夜' : `直播间 ${i}` });
    const segments = async () =>
      (await sql<{ n: number }>`select count(distinct segid) as n from live_room_title_fts_idx`.execute(db)).rows[0]?.n;
    if (dialect === 'sqlite') expect(await segments()).toBeGreaterThan(1);
    await mergeTrigramIndexes(db);
    if (dialect === 'sqlite') expect(await segments()).toBe(1);
    expect(await titles(db, '决赛夜')).toEqual(['欧冠决赛夜']);
    expect(await titles(db, '直播间 3')).toEqual([
      '直播间 3',
      '直播间 30',
      '直播间 31',
      '直播间 32',
      '直播间 33',
      '直播间 34',
      '直播间 35',
      '直播间 36',
      '直播间 37',
      '直播间 38',
      '直播间 39',
    ]);
    // a merged index still follows writes
    await buildRoom(db, Number((await buildUser(db)).id), { title: '英超焦点战' });
    expect(await titles(db, '焦点战')).toEqual(['英超焦点战']);
  });
});
