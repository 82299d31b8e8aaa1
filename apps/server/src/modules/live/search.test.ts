import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_MAX, type TAnchorCard, type TRoomCard } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { XHR, createTestApp, type TestApp } from '../../../test/app';
import { buildRoom, buildSession } from '../../../test/factories';

/**
 * The search finds rooms and anchors by live's copy of the owner's nickname (decision 0052): the
 * copy follows a nickname change, and a word with more matches than the search counts is paged in
 * the lists' order with its total shown as more than SEARCH_COUNT_MAX.
 */
describe.each(DIALECTS)('live search on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
  });
  afterAll(() => t.close());

  const search = async (word: string, query = '') =>
    (await t.app.inject({ url: `/api/search/roomByWord?word=${encodeURIComponent(word)}${query}` })).json().data;

  it('finds a room and its anchor by the new nickname once the anchor renames, and no longer by the old one', async () => {
    const { user, token } = await buildSession(t.db.db, { user: { nick_name: '旧名甲乙丙', is_anchor: 1 } });
    const roomId = await buildRoom(t.db.db, Number(user.id), { title: '周末直播' });
    expect((await search('旧名甲乙')).rooms.map((r: TRoomCard) => r.roomId)).toEqual([roomId]);
    expect(await search('新名丁戊')).toMatchObject({ roomTotal: 0, anchorTotal: 0 });
    const renamed = await t.app.inject({
      url: `/tapi/user/center/updateNickName?nickName=${encodeURIComponent('新名丁戊己')}`,
      headers: { accesstoken: token, ...XHR },
    });
    expect(renamed.json().code).toBe(200);
    // The kept answers are of an older list version: the copy's change moved it.
    const found = await search('新名丁戊');
    expect(found).toMatchObject({ roomTotal: 1, anchorTotal: 1 });
    expect(found.rooms.map((r: TRoomCard) => r.roomId)).toEqual([roomId]);
    expect(found.anchors.map((a: TAnchorCard) => [a.userId, a.nickName, a.roomId])).toEqual([[Number(user.id), '新名丁戊己', roomId]]);
    expect(await search('旧名甲乙')).toMatchObject({ rooms: [], anchors: [], roomTotal: 0, anchorTotal: 0 });
  });

  it('counts up to SEARCH_COUNT_MAX matches and pages a more common word in the lists’ order', async () => {
    const n = SEARCH_COUNT_MAX + 5;
    const t0 = Date.now();
    const users = await t.db.db
      .insertInto('app_user')
      .values(
        Array.from({ length: n }, (_, i) => ({
          mobile: `139${String(i).padStart(8, '0')}`,
          nick_name: `常见词${i}`,
          is_anchor: 1,
          fans_count: (i * 37) % 11,
          created_at: t0,
        })),
      )
      .returning(['id', 'fans_count', 'nick_name'])
      .execute();
    // Every anchor but the last has a room; a third of them on air.
    const withRoom = users
      .slice(0, -1)
      .map((u, i) => ({ id: Number(u.id), nick: u.nick_name, fans: Number(u.fans_count), live: i % 3 === 0 ? 1 : 0 }));
    const rows = await t.db.db
      .insertInto('live_room')
      .values(
        withRoom.map((u) => ({
          anchor_id: u.id,
          title: `房间${u.id}`,
          is_live: u.live,
          created_at: t0,
          updated_at: t0,
          anchor_fans: u.fans,
          anchor_active: 1,
          anchor_nick: u.nick,
        })),
      )
      .returning(['id', 'anchor_id'])
      .execute();
    const roomOf = new Map(rows.map((r) => [Number(r.anchor_id), Number(r.id)]));
    const order = [...withRoom].sort((a, b) => b.live - a.live || b.fans - a.fans);
    const hot = [...order].sort((a, b) => b.live - a.live || b.fans - a.fans || (roomOf.get(a.id) ?? 0) - (roomOf.get(b.id) ?? 0));
    const anchorOrder = [...order].sort((a, b) => b.live - a.live || b.fans - a.fans || a.id - b.id);

    for (const page of [1, 3]) {
      const found = await search('常见词', `&page=${page}&pageSize=7`);
      expect(found).toMatchObject({ roomTotal: SEARCH_COUNT_MAX + 1, anchorTotal: SEARCH_COUNT_MAX + 1, page, pageSize: 7 });
      const slice = (list: typeof withRoom) => list.slice((page - 1) * 7, page * 7);
      expect(found.rooms.map((r: TRoomCard) => r.roomId)).toEqual(slice(hot).map((u) => roomOf.get(u.id)));
      expect(found.anchors.map((a: TAnchorCard) => a.userId)).toEqual(slice(anchorOrder).map((u) => u.id));
    }
    // A word fewer have is counted exactly: the anchor without a room (常见词104) is among the anchors.
    const few = await search('常见词10', '&pageSize=100');
    expect(few).toMatchObject({ roomTotal: 5, anchorTotal: 6 });
    expect(few.anchors.map((a: TAnchorCard) => a.nickName).sort()).toEqual([10, 100, 101, 102, 103, 104].map((i) => `常见词${i}`).sort());
  });
});
