import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli/commands';
import { createMigrator, migrateToLatest } from '../../db/migrate';
import { createTestApp, type TestApp } from '../../../test/app';
import { DIALECTS, createTestDb, type TestDb } from '../../../test/db';
import { buildRoom, buildUser } from '../../../test/factories';
import { identityRepository } from '../identity/repository';
import { sessionUserOf } from '../identity/session-user';
import { liveRepository } from './repository';
import { DEMO_ROOMS } from './seed';

/**
 * Live's read copy of its rooms' owners (fan count, anchor or not), which the room lists order and
 * filter by in SQL (decision 0018): filled by the migration, kept in step wherever it changes.
 */
describe.each(DIALECTS)('live’s copy of room owners on %s', (dialect) => {
  let t: TestApp;
  let navId: number;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    navId = Number((await t.db.db.selectFrom('nav_category').select('id').where('name', '=', '足球').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => t.close());

  const copyOf = (anchorId: number) =>
    t.db.db.selectFrom('live_room').select(['anchor_fans', 'anchor_active']).where('anchor_id', '=', anchorId).executeTakeFirstOrThrow();
  const fansOf = async (userId: number) => Number((await identityRepository(t.db.db).findUserById(userId))?.fans_count);
  const pageIds = async (q: { word?: string; page?: number; pageSize?: number } = {}) => {
    const p = await t.app.live.page({ roomType: 0, page: q.page ?? 1, pageSize: q.pageSize ?? 100, word: q.word });
    return { ids: p.list.map((c) => c.roomId), total: p.totalNumber };
  };

  it('the demo seed leaves the copy at the demo fan counts (one demo anchor existed before the live seed)', async () => {
    const rows = await t.db.db.selectFrom('live_room').select(['anchor_id', 'anchor_fans', 'anchor_active']).execute();
    expect(rows).toHaveLength(DEMO_ROOMS.length);
    for (const r of rows)
      expect({ fans: Number(r.anchor_fans), active: Number(r.anchor_active) }).toEqual({
        fans: await fansOf(Number(r.anchor_id)),
        active: 1,
      });
    const list = (await t.app.live.page({ roomType: 0, page: 1, pageSize: 30 })).list;
    expect(list.map((c) => c.nickName)).toEqual([...DEMO_ROOMS].sort((a, b) => b.fans - a.fans).map((r) => r.nick));
  });

  it('a room made for an anchor (first use, or approval) copies their fan count and role', async () => {
    const u = await buildUser(t.db.db, { is_anchor: 1, fans_count: 900, nick_name: '新主播' });
    const room = await t.app.live.requireOwnRoom(sessionUserOf(u));
    expect(await copyOf(Number(u.id))).toEqual({ anchor_fans: 900, anchor_active: 1 });
    const { ids } = await pageIds();
    // 900 fans: after 2310 and 1280, before 860 (every room offline and never started)
    expect(ids.indexOf(Number(room.id))).toBe(2);
  });

  it('follows move the copy with identity’s count, and the lists reorder in SQL', async () => {
    const [a, b] = [
      await buildUser(t.db.db, { is_anchor: 1, fans_count: 10, nick_name: '同票甲' }),
      await buildUser(t.db.db, { is_anchor: 1, fans_count: 10, nick_name: '同票乙' }),
    ];
    const [ra, rb] = [await buildRoom(t.db.db, Number(a.id)), await buildRoom(t.db.db, Number(b.id))];
    const fan = await buildUser(t.db.db);
    const order = async () => (await pageIds({ word: '同票' })).ids;
    expect(await order()).toEqual([ra, rb]);
    const follow = (on: boolean) => t.app.live.operAttention(Number(fan.id), { type: 1, operateType: on ? 1 : 0, targetId: Number(b.id) });
    expect((await follow(true)).fansCount).toBe(11);
    expect(await copyOf(Number(b.id))).toEqual({ anchor_fans: 11, anchor_active: 1 });
    expect(await order()).toEqual([rb, ra]);
    const hot = (await t.app.live.hotAnchors(100, 0, null)).map((x) => x.userId);
    expect(hot.indexOf(Number(b.id))).toBe(hot.indexOf(Number(a.id)) - 1);
    await follow(true); // no change: no write
    expect(await copyOf(Number(b.id))).toEqual({ anchor_fans: 11, anchor_active: 1 });
    await follow(false);
    expect(await copyOf(Number(b.id))).toEqual({ anchor_fans: 10, anchor_active: 1 });
    expect(await order()).toEqual([ra, rb]);
  });

  it('approving a former anchor who kept a room lists the room again (also through the admin command)', async () => {
    for (const via of ['service', 'command'] as const) {
      const u = await buildUser(t.db.db, { is_anchor: 0, fans_count: 5, nick_name: `复出${via}` });
      const room = await buildRoom(t.db.db, Number(u.id), { title: `复出之夜${via}` });
      expect(await copyOf(Number(u.id))).toEqual({ anchor_fans: 5, anchor_active: 0 });
      expect((await pageIds({ word: `复出之夜${via}` })).total).toBe(0);
      await t.app.live.auditSubmit(sessionUserOf(u), {
        realName: '张三',
        contact: '13800001234',
        navId,
        introduction: '解说经验三年，熟悉英超和西甲',
      });
      if (via === 'service') await t.app.live.review(u, true);
      else await runCommand(t.db.db, ['anchor', 'approve', String(u.mobile)]);
      expect(await copyOf(Number(u.id))).toEqual({ anchor_fans: 5, anchor_active: 1 });
      expect(await pageIds({ word: `复出之夜${via}` })).toEqual({ ids: [room], total: 1 });
    }
  });

  it('a role changed outside live reaches the lists through anchorChanged; until then the page leaves the room out', async () => {
    const u = await buildUser(t.db.db, { is_anchor: 1, fans_count: 3, nick_name: '退役主播' });
    const room = await buildRoom(t.db.db, Number(u.id), { title: '退役告别' });
    expect((await pageIds({ word: '退役告别' })).ids).toEqual([room]);
    await identityRepository(t.db.db).updateUserRoles(Number(u.id), { is_anchor: 0 });
    expect((await pageIds({ word: '退役告别' })).ids).toEqual([]);
    await t.app.live.anchorChanged(Number(u.id));
    expect(await copyOf(Number(u.id))).toEqual({ anchor_fans: 3, anchor_active: 0 });
    expect(await pageIds({ word: '退役告别' })).toEqual({ ids: [], total: 0 });
  });

  it('id lists of any length are one bound parameter', async () => {
    const many = Array.from({ length: 70_000 }, (_, i) => i + 1);
    const repo = liveRepository(t.db.db);
    expect(await repo.countAnchorRooms(many)).toBe(await repo.countAnchorRooms(undefined));
    const page = await identityRepository(t.db.db).anchorIdsPage({ except: many, offset: 0, limit: 5 });
    expect(page).toEqual([]);
  });
});

describe.each(DIALECTS)('anchor pages past the anchors with a room on %s', (dialect) => {
  let t: TestApp;
  let ids: Record<'r1' | 'r2' | 'r3' | 'n1' | 'n2' | 'n3' | 'n4', number>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    // Rooms: r1 live; r2, r3 offline. Roomless: n1..n4 (by fans, ties by id). Created in this order.
    const anchor = async (k: string, fans: number) =>
      Number((await buildUser(t.db.db, { is_anchor: 1, fans_count: fans, nick_name: `页${k}` })).id);
    ids = {
      n3: await anchor('n3', 20),
      r2: await anchor('r2', 50),
      n1: await anchor('n1', 90),
      r1: await anchor('r1', 10),
      n2: await anchor('n2', 20),
      r3: await anchor('r3', 50),
      n4: await anchor('n4', 0),
    };
    await buildRoom(t.db.db, ids.r1, { is_live: 1, started_at: Date.now() });
    await buildRoom(t.db.db, ids.r3);
    await buildRoom(t.db.db, ids.r2);
  });
  afterAll(() => t.close());

  it('pages of every size give the same order and total, with and without a word', async () => {
    const expected = [ids.r1, ids.r2, ids.r3, ids.n1, ids.n3, ids.n2, ids.n4];
    for (const word of [undefined, '页']) {
      for (const size of [1, 2, 3, 4, 7, 10]) {
        const got: number[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / size) + 1; page++) {
          const p = await t.app.live.pageAnchors(word, page, size, null);
          expect(p.totalNumber).toBe(7);
          got.push(...p.list.map((a) => a.userId));
        }
        expect(got).toEqual(expected);
      }
    }
    const n = await t.app.live.pageAnchors('页n', 2, 3, null);
    expect([n.list.map((a) => a.userId), n.totalNumber]).toEqual([[ids.n4], 4]);
  });
});

describe.each(DIALECTS)('migration 0016 on %s', (dialect) => {
  let d: TestDb | undefined;
  afterEach(async () => {
    await d?.cleanup();
    d = undefined;
  });

  it('fills live’s copy from the users of existing rooms', async () => {
    d = await createTestDb(dialect, { migrate: false });
    const { error } = await (await createMigrator(d.db)).migrateTo('0015_identity_anchor_order');
    expect(error).toBeUndefined();
    const anchor = await buildUser(d.db, { is_anchor: 1, fans_count: 77 });
    const former = await buildUser(d.db, { is_anchor: 0, fans_count: 8 });
    for (const u of [anchor, former]) {
      await d.db
        .insertInto('live_room')
        .values({ anchor_id: Number(u.id), title: '旧直播间', created_at: 1, updated_at: 1 })
        .execute();
    }
    await migrateToLatest(d.db);
    const rows = await d.db.selectFrom('live_room').select(['anchor_id', 'anchor_fans', 'anchor_active']).orderBy('anchor_id').execute();
    expect(rows.map((r) => [Number(r.anchor_id), Number(r.anchor_fans), Number(r.anchor_active)])).toEqual([
      [Number(anchor.id), 77, 1],
      [Number(former.id), 8, 0],
    ]);
  });
});
