import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ROUTES, type TRoomCard } from '@sports/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildRoom, buildSession, buildUser } from '../../../test/factories';
import { LIST_MAX_AGE_MS, listAnswers } from './list-answers';

const page = (list: TRoomCard[]) => ({ list, totalNumber: list.length, page: 1, pageSize: 30 });

describe('kept list answers', () => {
  it('builds once per query and version, again past the maximum age, and keeps no failed build', async () => {
    let version = 1;
    let clock = 0;
    let builds = 0;
    const lists = listAnswers(
      async () => version,
      () => clock,
    );
    const get = (query: unknown) =>
      lists.get(LIVE_ROUTES.roomPage, query, async () => {
        builds++;
        return page([]);
      });
    const a = await get({ page: 1 });
    expect(JSON.parse(a.json)).toEqual({ code: 200, message: 'success', data: page([]) });
    expect(await get({ page: 1 })).toBe(a);
    expect(builds).toBe(1);
    await get({ page: 2 });
    expect(builds).toBe(2);
    version = 2;
    expect(await get({ page: 1 })).not.toBe(a);
    expect(builds).toBe(3);
    clock = LIST_MAX_AGE_MS;
    await get({ page: 1 });
    expect(builds).toBe(4);
    await expect(lists.get(LIVE_ROUTES.roomPage, { page: 3 }, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await get({ page: 3 });
    expect(builds).toBe(5);
  });

  it('checks an answer against the route’s schema before keeping it', async () => {
    const lists = listAnswers(async () => 1);
    const bad = { list: [{ roomId: 'x' }], totalNumber: 1, page: 1, pageSize: 30 } as never;
    await expect(lists.get(LIVE_ROUTES.roomPage, {}, async () => bad)).rejects.toThrow();
  });
});

/**
 * The list routes keep one answer per query for every visitor without a session; the database
 * moves the list version on every listed change of a room, however it is written, so no kept
 * answer outlives the rooms it shows.
 */
describe.each(DIALECTS)('kept room list answers on %s', (dialect) => {
  let t: TestApp;
  let anchorId: number;
  let roomId: number;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const version = async () => Number((await t.db.db.selectFrom('live_list_version').select('v').executeTakeFirstOrThrow()).v);

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    anchorId = Number((await buildUser(t.db.db, { is_anchor: 1, nick_name: '缓存主播', fans_count: 7 })).id);
    roomId = await buildRoom(t.db.db, anchorId, { title: '缓存之夜' });
  });
  afterAll(() => t.close());

  it('a write straight into live_room reaches the next answer of every list', async () => {
    const urls = ['/api/room/page?page=1&pageSize=30', '/api/room/hotAppRoom', '/api/search/roomByWord?word=缓存&type=1'];
    const titles = async () => [
      (await get(urls[0] ?? '')).list[0].title,
      (await get(urls[1] ?? ''))[0].title,
      (await get(encodeURI(urls[2] ?? ''))).rooms[0].title,
    ];
    expect(await titles()).toEqual(['缓存之夜', '缓存之夜', '缓存之夜']);
    await t.db.db
      .updateTable('live_room')
      .set({ title: '缓存新标题', is_live: 1, started_at: Date.now() })
      .where('id', '=', roomId)
      .execute();
    expect(await titles()).toEqual(['缓存新标题', '缓存新标题', '缓存新标题']);
    expect((await get('/api/room/page?roomType=1&page=1&pageSize=30')).totalNumber).toBe(1);
    await t.db.db.updateTable('live_room').set({ is_live: 0 }).where('id', '=', roomId).execute();
    expect((await get('/api/room/page?roomType=1&page=1&pageSize=30')).totalNumber).toBe(0);
  });

  it('moves the version for listed columns only', async () => {
    const before = await version();
    await t.db.db.updateTable('live_room').set({ notice: '公告', peak_viewers: 3, updated_at: 1 }).where('id', '=', roomId).execute();
    expect(await version()).toBe(before);
    await t.db.db.updateTable('live_room').set({ anchor_fans: 8 }).where('id', '=', roomId).execute();
    expect(await version()).toBeGreaterThan(before);
  });

  it('a follow or unfollow, however written, reaches the next anchor rank answer (rooms or none)', async () => {
    const roomless = Number((await buildUser(t.db.db, { is_anchor: 1, nick_name: '无房主播' })).id);
    const fans = [Number((await buildUser(t.db.db)).id), Number((await buildUser(t.db.db)).id)];
    const rank = async () =>
      ((await get('/api/rank/anchor?rankType=week')) as { userId: number; score: number }[]).map((x) => [x.userId, x.score]);
    const before = await rank();
    const follow = (userId: number, anchor: number) => ({ user_id: userId, anchor_id: anchor, created_at: Date.now() });
    await t.db.db
      .insertInto('live_follow')
      .values([follow(fans[0] ?? 0, roomless), follow(fans[1] ?? 0, roomless)])
      .execute();
    expect(await rank()).toEqual([[roomless, 2], ...before]);
    await t.db.db
      .deleteFrom('live_follow')
      .where('anchor_id', '=', roomless)
      .where('user_id', '=', fans[0] ?? 0)
      .execute();
    expect(await rank()).toContainEqual([roomless, 1]);
  });

  it('a signed-in caller’s anchor cards say whom they follow; the kept answer stays as everyone sees it', async () => {
    const { user, token } = await buildSession(t.db.db);
    await t.app.live.operAttention(Number(user.id), { type: 1, operateType: 1, targetId: anchorId });
    const mine = await get('/api/user/hot', { accesstoken: token });
    expect(mine[0]).toMatchObject({ userId: anchorId, isAttention: 1, fansCount: 8 });
    expect((await get('/api/user/hot'))[0]).toMatchObject({ userId: anchorId, isAttention: 0 });
    const search = `/api/search/roomByWord?word=${encodeURIComponent('缓存主播')}&type=2`;
    expect((await get(search, { accesstoken: token })).anchors[0].isAttention).toBe(1);
    expect((await get(search)).anchors[0].isAttention).toBe(0);
  });

  it('sends a kept answer compressed to a client that accepts it', async () => {
    for (let i = 0; i < 12; i++) await buildRoom(t.db.db, Number((await buildUser(t.db.db, { is_anchor: 1 })).id));
    const res = await t.app.inject({ url: '/api/room/page?page=1&pageSize=30', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
  });
});
