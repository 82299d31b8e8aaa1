import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingApp, type TestApp } from '../../../test/app';
import { createTestDb, DIALECTS, statementShape, type TestDb } from '../../../test/db';
import { buildRoom, buildUser } from '../../../test/factories';
import { liveRepository, type LiveRepository, type RoomFilter } from './repository';

/**
 * The room pages' totals come from live_room_tally, which triggers keep (migration 0040): after
 * every kind of write to live_room — by the repository or straight into the table — each total
 * equals a count over the rooms themselves.
 */
describe.each(DIALECTS)('the room tally on %s', (dialect) => {
  let t: TestDb;
  let repo: LiveRepository;
  const filters: RoomFilter[] = [{}, { liveOnly: true }, { navId: 1 }, { navId: 2, liveOnly: true }, { navId: 3 }];

  /** What a count over the rooms says for a filter (the query the tally replaces). */
  async function counted(f: RoomFilter): Promise<number> {
    let q = t.db.selectFrom('live_room').where('anchor_active', '=', 1);
    if (f.liveOnly) q = q.where('is_live', '=', 1);
    if (f.navId !== undefined) q = q.where('nav_id', '=', f.navId);
    const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }
  async function expectTotalsMatch() {
    for (const f of filters) expect(await repo.countRooms(f), JSON.stringify(f)).toBe(await counted(f));
  }
  const anchor = async (isAnchor = 1) => Number((await buildUser(t.db, { is_anchor: isAnchor })).id);

  beforeAll(async () => {
    t = await createTestDb(dialect);
    repo = liveRepository(t.db);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('keeps every total equal to a count through inserts, updates, copies of the role and deletes', async () => {
    await expectTotalsMatch();
    const rooms: number[] = [];
    for (let i = 0; i < 12; i++)
      rooms.push(await buildRoom(t.db, await anchor(i % 5 ? 1 : 0), { nav_id: i % 4 ? i % 4 : null, is_live: i % 3 ? 0 : 1 }));
    await expectTotalsMatch();
    expect(await repo.countRooms({})).toBe(9);

    const [a = 0, b = 0, c = 0, d = 0] = rooms;
    await repo.updateRoom(a, { is_live: 0, started_at: null });
    await repo.updateRoom(b, { is_live: 1, nav_id: 2 });
    await repo.updateRoom(c, { nav_id: null, title: '换个标题' });
    await repo.updateRoom(d, { title: '只改标题' });
    await expectTotalsMatch();

    const owner = async (roomId: number) => Number((await repo.findRoomRaw(roomId))?.anchor_id);
    await repo.setAnchorCopy(await owner(b), { anchor_active: 0 });
    await repo.setAnchorCopy(await owner(rooms[5] ?? 0), { anchor_active: 1, anchor_fans: 9 });
    await repo.setAnchorCopy(await owner(rooms[6] ?? 0), { anchor_fans: 40 });
    await expectTotalsMatch();

    // A whole-table write and a delete, as an operator or a cascade would make them.
    await t.db.updateTable('live_room').set({ is_live: 1 }).where('nav_id', '=', 1).execute();
    await t.db
      .deleteFrom('live_room')
      .where('id', 'in', [c, rooms[7] ?? 0])
      .execute();
    await expectTotalsMatch();
    const rows = await sql<{ n: number }>`select n from live_room_tally where n < 0`.execute(t.db);
    expect(rows.rows).toEqual([]);
  });

  it('counts a page with a word or a room id over the rooms themselves', async () => {
    const id = await buildRoom(t.db, await anchor(), { title: '计数专用标题' });
    expect(await repo.countRooms({ roomId: id })).toBe(1);
    expect(await repo.countRooms({ word: '计数专用' })).toBe(1);
  });
});

/**
 * What the room lists cost the database, counted through the API: the list version, then for an
 * answer not kept yet one page of rooms, its total from the tally, one batch of profiles and the
 * categories (the hot lists the same without a total); a kept answer costs the version alone. None
 * of them grows with the rooms on the page or in the table.
 */
describe.each(DIALECTS)('the statements of the room lists (%s)', (dialect) => {
  let t: TestApp & { sql: string[] };
  const statementsOf = async (url: string) => {
    t.sql.length = 0;
    const res = await t.app.inject({ url });
    expect(res.json().code, res.body).toBe(200);
    return t.sql.map(statementShape).sort();
  };
  const version = 'select live_list_version';

  beforeAll(async () => {
    t = await createRecordingApp({ dialect, seed: false });
    for (let i = 0; i < 40; i++) {
      const owner = Number((await buildUser(t.db.db, { is_anchor: 1, nick_name: `计数主播${i}` })).id);
      await buildRoom(t.db.db, owner, { is_live: i % 2, nav_id: i % 3 ? 1 : null, started_at: Date.now() - i * 1000 });
    }
  }, 60_000);
  afterAll(() => t?.close());

  it('a room page runs 5 statements whatever its filter or page, then 1 while its answer is kept', async () => {
    const page = ['select app_user', 'select live_room', 'select live_room_tally', 'select nav_category', version].sort();
    for (const q of ['page=1&pageSize=30', 'page=2&pageSize=30', 'roomType=1&page=1&pageSize=30', 'navId=1&page=1&pageSize=10']) {
      expect(await statementsOf(`/api/room/page?${q}`), q).toEqual(page);
      expect(await statementsOf(`/api/room/page?${q}`), q).toEqual([version]);
    }
    const { data } = (await t.app.inject({ url: '/api/room/page?navId=1&roomType=1&page=1&pageSize=5' })).json();
    // odd i (live) not a multiple of 3 (category 1) below 40
    expect(data.totalNumber).toBe(13);
  });

  it('the hot rooms and hot anchors run 4 and 3, then 1', async () => {
    expect(await statementsOf('/api/room/hotAppRoom')).toEqual(
      ['select app_user', 'select live_room', 'select nav_category', version].sort(),
    );
    expect(await statementsOf('/api/user/hot')).toEqual(['select app_user', 'select live_room', version].sort());
    expect(await statementsOf('/api/room/hotAppRoom')).toEqual([version]);
    expect(await statementsOf('/api/user/hot')).toEqual([version]);
  });
});
