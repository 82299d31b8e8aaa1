import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS, createTestDb, type TestDb } from '../../test/db';
import { buildRoom, buildUser } from '../../test/factories';
import { containsWordIndexed } from './like';

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
});
