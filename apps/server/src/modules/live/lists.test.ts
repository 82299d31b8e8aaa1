import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { TAnchorCard, TRoomCard } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildRoom, buildUser } from '../../../test/factories';
import { buildMatch } from '../../../test/sports-factories';

/**
 * Lists that order or filter rooms by their anchors (identity) and matches (sports): live reads
 * those through the owners' services and must keep the order and paging of a single query.
 */
describe.each(DIALECTS)('live lists across capabilities on %s', (dialect) => {
  let t: TestApp;
  type UserKey = 'liveA' | 'liveB' | 'liveTop' | 'earlier' | 'quietB' | 'quietA' | 'roomless' | 'former' | 'fan1' | 'fan2' | 'fan3';
  let u: Record<UserKey, number>;
  let r: Record<'quietA' | 'quietB' | 'liveB' | 'liveA' | 'liveTop' | 'earlier' | 'former', number>;
  let navId: number;
  let m1: number;
  let m2: number;
  let m3: number;

  const rooms = (list: TRoomCard[]) => list.map((c) => c.roomId);
  const users = (list: { userId: number }[]) => list.map((c) => c.userId);

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const db = t.db.db;
    const nav = await db
      .insertInto('nav_category')
      .values({ name: '足球', sport_id: 1, icon: '', sort: 1, enabled: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    navId = Number(nav.id);
    // Users are made in one order and rooms in another, so room ids and user ids sort differently.
    const user = async (nick: string, fans: number, isAnchor: number) =>
      Number((await buildUser(db, { nick_name: nick, fans_count: fans, is_anchor: isAnchor })).id);
    u = {
      liveA: await user('星光A', 100, 1),
      liveB: await user('星光B', 100, 1),
      liveTop: await user('老K', 500, 1),
      earlier: await user('小星', 50, 1),
      quietB: await user('quiet二', 100, 1),
      quietA: await user('quiet一', 100, 1),
      roomless: await user('星无房', 300, 1),
      former: await user('星前主播', 1000, 0),
      fan1: await user('粉丝一', 0, 0),
      fan2: await user('粉丝二', 0, 0),
      fan3: await user('粉丝三', 0, 0),
    };
    m1 = await buildMatch(db, { kickoff_at: Date.now() + 3600_000 });
    m2 = await buildMatch(db, { kickoff_at: Date.now() + 7200_000 });
    m3 = await buildMatch(db, { kickoff_at: Date.now() - 5 * 3600_000, state: 8 });
    const T0 = Date.UTC(2026, 0, 1);
    r = {
      quietA: await buildRoom(db, u.quietA, { title: '一号安静' }),
      quietB: await buildRoom(db, u.quietB, { title: '二号安静', nav_id: navId }),
      liveB: await buildRoom(db, u.liveB, {
        title: '二号直播',
        is_live: 1,
        started_at: T0 + 1000,
        nav_id: navId,
        match_id: m1,
        match_type: 1,
      }),
      liveA: await buildRoom(db, u.liveA, {
        title: '一号直播',
        is_live: 1,
        started_at: T0 + 1000,
        nav_id: navId,
        match_id: m1,
        match_type: 1,
      }),
      liveTop: await buildRoom(db, u.liveTop, { title: '三号', is_live: 1, started_at: T0 + 500, match_id: m1, match_type: 1 }),
      earlier: await buildRoom(db, u.earlier, { title: '星期天聊球', started_at: T0 + 2000, ended_at: T0 + 3000 }),
      former: await buildRoom(db, u.former, { title: '前主播', is_live: 1, started_at: T0 + 4000, match_id: m1, match_type: 1 }),
    };
    const follow = (user: UserKey, anchor: UserKey, ago: number) =>
      db
        .insertInto('live_follow')
        .values({ user_id: u[user], anchor_id: u[anchor], created_at: Date.now() - ago })
        .execute();
    await follow('fan1', 'liveA', 1000);
    await follow('fan1', 'liveTop', 2000);
    await follow('fan2', 'liveA', 1500);
    await follow('fan2', 'liveTop', 2500);
    await follow('fan3', 'liveTop', 500);
    await follow('fan1', 'former', 3000);
    await follow('fan2', 'former', 500);
    await follow('fan3', 'former', 600);
    await follow('fan1', 'liveB', 40 * 86400_000);
  });
  afterAll(() => t.close());

  it('pages rooms: live first, latest started, most followed, then room id; rooms of former anchors left out', async () => {
    const order = [r.liveB, r.liveA, r.liveTop, r.earlier, r.quietA, r.quietB];
    const all = await t.app.live.page({ roomType: 0, page: 1, pageSize: 30 });
    expect(rooms(all.list)).toEqual(order);
    expect(all.totalNumber).toBe(6);
    expect(all.list[0]).toMatchObject({ nickName: '星光B', fansCount: 100, navName: '足球', matchId: m1 });
    expect(all.list[0]?.matchTitle).toMatch(/ vs /);
    const p2 = await t.app.live.page({ roomType: 0, page: 2, pageSize: 4 });
    expect(rooms(p2.list)).toEqual(order.slice(4));
    expect(p2.totalNumber).toBe(6);
    expect(rooms((await t.app.live.page({ roomType: 1, page: 1, pageSize: 30 })).list)).toEqual(order.slice(0, 3));
    expect(rooms((await t.app.live.page({ roomType: 0, navId, page: 1, pageSize: 30 })).list)).toEqual([r.liveB, r.liveA, r.quietB]);
    expect((await t.app.live.page({ roomType: 0, roomId: r.former, page: 1, pageSize: 30 })).totalNumber).toBe(0);
  });

  it('finds rooms by title or by the anchor’s nickname', async () => {
    const star = await t.app.live.page({ roomType: 0, word: '星', page: 1, pageSize: 30 });
    expect(rooms(star.list)).toEqual([r.liveB, r.liveA, r.earlier]);
    expect(rooms((await t.app.live.page({ roomType: 0, word: 'quiet', page: 1, pageSize: 30 })).list)).toEqual([r.quietA, r.quietB]);
    expect((await t.app.live.page({ roomType: 0, word: '%', page: 1, pageSize: 30 })).totalNumber).toBe(0);
    expect(rooms((await t.app.live.hotRooms(20)).slice(0, 3))).toEqual([r.liveTop, r.liveB, r.liveA]);
    // Hot order: live first, then the most followed, then room id (no start time)
    expect(users(await t.app.live.hotAnchors(20, 0, null))).toEqual([u.liveTop, u.liveB, u.liveA, u.quietA, u.quietB, u.earlier]);
    expect(users(await t.app.live.hotAnchors(2, navId, null))).toEqual([u.liveB, u.liveA]);
    const found = await t.app.live.search({ word: '星', type: 1, page: 1, pageSize: 30 }, null);
    expect([rooms(found.rooms), users(found.anchors)]).toEqual([
      [r.liveB, r.liveA, r.earlier],
      [u.liveA, u.liveB, u.earlier, u.roomless],
    ]);
    expect(found).toMatchObject({ roomTotal: 3, anchorTotal: 4, page: 1, pageSize: 30 });
  });

  it('pages the search: each list keeps its order across pages, type picks the lists, totals count every match', async () => {
    const search = (type: number, page: number) => t.app.live.search({ word: '星', type, page, pageSize: 2 }, u.fan1);
    const [p1, p2, p3] = [await search(1, 1), await search(1, 2), await search(1, 3)];
    expect([p1, p2, p3].map((p) => [rooms(p.rooms), users(p.anchors)])).toEqual([
      [
        [r.liveB, r.liveA],
        [u.liveA, u.liveB],
      ],
      [[r.earlier], [u.earlier, u.roomless]],
      [[], []],
    ]);
    expect([p1, p2, p3].map((p) => [p.roomTotal, p.anchorTotal, p.page, p.pageSize])).toEqual([
      [3, 4, 1, 2],
      [3, 4, 2, 2],
      [3, 4, 3, 2],
    ]);
    // The anchor card carries what the search page shows: room, live state, fans, whether the caller follows.
    expect(p1.anchors[0]).toMatchObject({ nickName: '星光A', roomId: r.liveA, isLive: 1, fansCount: 100, isAttention: 1 });
    const anchorsOnly = await search(2, 2);
    expect([rooms(anchorsOnly.rooms), users(anchorsOnly.anchors), anchorsOnly.roomTotal, anchorsOnly.anchorTotal]).toEqual([
      [],
      [u.earlier, u.roomless],
      0,
      4,
    ]);
    const roomsOnly = await search(3, 2);
    expect([rooms(roomsOnly.rooms), users(roomsOnly.anchors), roomsOnly.roomTotal, roomsOnly.anchorTotal]).toEqual([[r.earlier], [], 3, 0]);
    const none = await t.app.live.search({ word: '没有这个词', type: 1, page: 1, pageSize: 30 }, null);
    expect(none).toMatchObject({ rooms: [], anchors: [], roomTotal: 0, anchorTotal: 0 });
  });

  it('pages anchors: on air, then with a room, then without; most followed, then user id', async () => {
    const expected = [u.liveTop, u.liveA, u.liveB, u.quietB, u.quietA, u.earlier, u.roomless];
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await t.app.live.pageAnchors(undefined, page, 3, u.fan1));
    expect(pages.flatMap((p) => users(p.list))).toEqual(expected);
    expect(pages.map((p) => p.totalNumber)).toEqual([7, 7, 7]);
    expect(pages[0]?.list[0]).toMatchObject({
      nickName: '老K',
      fansCount: 500,
      roomId: r.liveTop,
      isLive: 1,
      title: '三号',
      isAttention: 1,
    });
    expect(pages[2]?.list[0]).toMatchObject({ userId: u.roomless, roomId: null, isLive: 0, title: null });
    // A page where the anchors with a room end and those without begin; one past the end.
    const p2 = await t.app.live.pageAnchors(undefined, 2, 4, null);
    expect([users(p2.list), p2.totalNumber]).toEqual([expected.slice(4), 7]);
    expect((await t.app.live.pageAnchors(undefined, 3, 4, null)).list).toEqual([]);
    const star = await t.app.live.pageAnchors('星', 1, 30, null);
    expect(users(star.list)).toEqual([u.liveA, u.liveB, u.earlier, u.roomless]);
    const star2 = await t.app.live.pageAnchors('星', 2, 3, null);
    expect([users(star2.list), star2.totalNumber]).toEqual([[u.roomless], 4]);
    // fan1 follows every anchor on air
    expect(users(await t.app.live.recommendAnchors(u.fan1, 3))).toEqual([u.quietB, u.quietA, u.earlier]);
  });

  it('lists the anchors streaming a match: on air first, most followed; former anchors left out', async () => {
    expect(users(await t.app.live.anchorsByMatch(m1, 1, null))).toEqual([u.liveTop, u.liveB, u.liveA]);
    const next = await t.app.live.nextMatches(undefined, null);
    expect(next.map((n) => n.match.id)).toEqual([m1]);
    const [first] = next;
    assert.isDefined(first);
    expect(users(first.anchors)).toEqual([u.liveTop, u.liveB, u.liveA]);
  });

  it('ranks anchors by followers gained, leaving out users who are no longer anchors', async () => {
    const month = await t.app.live.rank('anchor', 'month');
    expect(month.map((x) => [x.userId, x.score])).toEqual([
      [u.liveTop, 3],
      [u.liveA, 2],
    ]);
    expect(month[0]).toMatchObject({ rank: 1, nickName: '老K', roomId: r.liveTop, isLive: 1 });
    expect((await t.app.live.rank('anchor', 'month', { size: 1 })).map((x) => x.userId)).toEqual([u.liveTop]);
  });

  it('orders marked matches by kick-off, latest first, and pages them', async () => {
    for (const m of [m1, m3, m2]) await t.app.live.operAttention(u.fan3, { type: 2, operateType: 1, targetId: m, matchType: 1 });
    expect((await t.app.live.attentionMatches(u.fan3)).map((m) => m.id)).toEqual([m2, m1, m3]);
    const p2 = await t.app.live.pageAttention(u.fan3, { attentionType: 2, page: 2, pageSize: 2 });
    expect(p2.matches.map((m) => m.id)).toEqual([m3]);
    expect(p2.totalNumber).toBe(3);
  });

  it('moves the anchor’s fan count through identity when followed and unfollowed', async () => {
    const follow = (on: boolean) => t.app.live.operAttention(u.fan3, { type: 1, operateType: on ? 1 : 0, targetId: u.roomless });
    expect(await follow(true)).toEqual({ isAttention: 1, fansCount: 301 });
    expect(await follow(true)).toEqual({ isAttention: 1, fansCount: 301 });
    expect((await t.app.live.space(u.roomless, u.fan3)).fansCount).toBe(301);
    expect(await follow(false)).toEqual({ isAttention: 0, fansCount: 300 });
    expect(await follow(false)).toEqual({ isAttention: 0, fansCount: 300 });
    await expect(t.app.live.operAttention(u.fan3, { type: 1, operateType: 1, targetId: u.former })).rejects.toThrow('主播不存在');
    const fans = await t.app.live.fans(u.liveTop, 1, 2);
    expect(fans.totalNumber).toBe(3);
    expect(fans.list.map((f) => f.userId)).toEqual([u.fan3, u.fan1]);
    expect(fans.list[0]).toMatchObject({ nickName: '粉丝三', level: 0 });
    const fanCards: TAnchorCard[] = (await t.app.live.attentionOf(u.liveTop, 2, 1, 10, null)).list;
    expect(users(fanCards)).toEqual([u.fan3, u.fan1, u.fan2]);
  });
});
