import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, rankSince, type TAnchorCard, type TRoomCard } from '@sports/contracts';
import { runCommand } from '../../cli/commands';
import { DIALECTS } from '../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { buildSession } from '../../../test/factories';
import { buildMatch } from '../../../test/sports-factories';
import { DEMO_ROOMS } from './seed';
import { dayStart } from './service';

type Res = { statusCode: number; json(): any };
const auth = (token: string) => ({ accesstoken: token });

/** The error of a message id; validation errors (BAD_REQUEST) carry the field's own Chinese text. */
function expectMessage(res: Res, id: keyof typeof MESSAGES) {
  const m = MESSAGES[id];
  expect(res.statusCode, JSON.stringify(res.json())).toBe(m.status);
  if (id === 'BAD_REQUEST') expect(res.json()).toMatchObject({ code: m.code, success: false });
  else expect(res.json()).toMatchObject({ code: m.code, message: m.message });
}
/** The CSRF hook's answer to a state-changing call without X-Requested-With. */
function expectCsrf(res: Res) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 403, message: '请求来源校验失败' });
}

describe.each(DIALECTS)('live API on %s', (dialect) => {
  let t: TestApp;
  let fan: { token: string; id: number };
  let other: { token: string; id: number };
  let anchor: { token: string; id: number; roomId: number };
  let matchId: number;
  let basketId: number;
  let finishedId: number;

  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(token ? auth(token) : {}), ...headers } });
  const post = (url: string, body: unknown, token?: string, headers: Record<string, string> = XHR) =>
    t.app.inject({ method: 'POST', url, payload: body as object, headers: { ...(token ? auth(token) : {}), ...headers } });

  /** A picture `userId` uploaded (what the upload call records). */
  const upload = (userId: number, url: string) =>
    t.db.db
      .insertInto('upload')
      .values({ user_id: userId, name: url.slice(9), url, bytes: 1, width: 1, height: 1, created_at: Date.now() })
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const s1 = await buildSession(t.db.db);
    fan = { token: s1.token, id: Number(s1.user.id) };
    const s2 = await buildSession(t.db.db);
    other = { token: s2.token, id: Number(s2.user.id) };
    const s3 = await buildSession(t.db.db, { user: { is_anchor: 1, nick_name: '测试主播' } });
    const roomId = await t.app.live.ensureRoom(Number(s3.user.id), '测试主播');
    anchor = { token: s3.token, id: Number(s3.user.id), roomId };
    matchId = await buildMatch(t.db.db, { kickoff_at: Date.now() + 3600_000, state: 1 });
    basketId = await buildMatch(t.db.db, { sport: 'basketball', kickoff_at: Date.now() + 7200_000, state: 1 });
    finishedId = await buildMatch(t.db.db, { kickoff_at: Date.now() - 3 * 3600_000, state: 8 });
  });
  afterAll(() => t.close());

  it('lists the seeded demo rooms, all offline, with SPEC defaults page 1 and 30', async () => {
    const res = await get('/api/room/page');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.page).toBe(1);
    expect(data.pageSize).toBe(30);
    expect(data.totalNumber).toBe(DEMO_ROOMS.length + 1);
    expect(data.list.every((r: TRoomCard) => r.isLive === 0 && r.online === 0)).toBe(true);
    expect(data.list.map((r: TRoomCard) => r.nickName)).toEqual(expect.arrayContaining(DEMO_ROOMS.map((r) => r.nick)));
    const live = await get('/api/room/page?roomType=1');
    expect(live.json().data).toMatchObject({ list: [], totalNumber: 0 });
  });

  it('filters rooms by category, room id and word, and pages', async () => {
    const navs = (await get('/api/nav/list')).json().data as { id: number; name: string }[];
    const basketball = navs.find((n) => n.name === '篮球');
    assert.isDefined(basketball);
    const res = await get(`/api/room/page?navId=${basketball.id}`);
    const list = res.json().data.list as TRoomCard[];
    expect(list.length).toBe(DEMO_ROOMS.filter((r) => r.nav === '篮球').length);
    expect(list.every((r) => r.navName === '篮球')).toBe(true);
    expect((await get(`/api/room/page?roomId=${anchor.roomId}`)).json().data.list.map((r: TRoomCard) => r.roomId)).toEqual([anchor.roomId]);
    expect((await get(`/api/room/page?word=${encodeURIComponent('篮球小美')}`)).json().data.list).toHaveLength(1);
    expect((await get(`/api/room/page?word=${encodeURIComponent('%')}`)).json().data.list).toHaveLength(0);
    const p2 = (await get('/api/room/page?page=2&pageSize=4')).json().data;
    expect(p2.list).toHaveLength(DEMO_ROOMS.length + 1 - 4);
  });

  it('refuses bad list parameters', async () => {
    expectMessage(await get('/api/room/page?page=0'), 'BAD_REQUEST');
    expectMessage(await get('/api/room/page?roomType=5'), 'BAD_REQUEST');
    expectMessage(await get('/api/room/page?pageSize=1000'), 'BAD_REQUEST');
    expectMessage(await get('/api/room/detail'), 'BAD_REQUEST');
    expectMessage(await get('/api/room/detail?roomId=abc'), 'BAD_REQUEST');
    expectMessage(await get('/api/room/detail?roomId=999999'), 'ROOM_NOT_FOUND');
    expectMessage(await get('/api/room/detailShowNum?roomId=999999'), 'ROOM_NOT_FOUND');
    expectMessage(await get('/api/rank/anchor?rankType=year'), 'BAD_REQUEST');
    expectMessage(await get('/api/search/roomByWord?word='), 'BAD_REQUEST');
    expectMessage(await get('/api/search/roomByWord?word=a&type=4'), 'BAD_REQUEST');
    expectMessage(await get('/api/search/roomByWord?word=a&page=0'), 'BAD_REQUEST');
    expectMessage(await get('/api/search/roomByWord?word=a&pageSize=1000'), 'BAD_REQUEST');
    expectMessage(await get(`/api/search/roomByWord?word=${'a'.repeat(31)}`), 'BAD_REQUEST');
  });

  it('lets only an anchor read and change room settings', async () => {
    expectMessage(await get('/api/room/info'), 'UNAUTHORIZED');
    expectMessage(await get('/api/room/info', fan.token), 'NOT_ANCHOR');
    expectMessage(await post('/api/room/update', { title: 'x', navId: 2 }, fan.token), 'NOT_ANCHOR');
    const info = await get('/api/room/info', anchor.token);
    expect(info.json().data).toMatchObject({ roomId: anchor.roomId, anchorId: anchor.id, title: '测试主播的直播间' });
    expectMessage(await get(`/api/room/info?roomId=${anchor.roomId + 100000}`, anchor.token), 'FORBIDDEN');
  });

  it('updates title, cover, category, bound match and notice; refuses bad values without changing anything', async () => {
    const navs = (await get('/api/nav/list')).json().data as { id: number; name: string }[];
    const football = navs.find((n) => n.name === '足球');
    assert.isDefined(football);
    await upload(anchor.id, '/uploads/abc.png');
    const body = { title: '今晚英超直播', cover: '/uploads/abc.png', navId: football.id, matchId, notice: '八点开播' };
    expectCsrf(await post('/api/room/update', body, anchor.token, {}));
    expectMessage(await post('/api/room/update', { ...body, navId: 99999 }, anchor.token), 'NAV_NOT_FOUND');
    expectMessage(await post('/api/room/update', { ...body, cover: 'javascript:alert(1)' }, anchor.token), 'COVER_INVALID');
    expectMessage(await post('/api/room/update', { ...body, matchId: 99999999 }, anchor.token), 'MATCH_NOT_FOUND');
    const long = await post('/api/room/update', { ...body, title: '长'.repeat(31) }, anchor.token);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('直播标题不能超过30个字符');
    expect((await get('/api/room/info', anchor.token)).json().data.title).toBe('测试主播的直播间');
    const ok = await post('/api/room/update', body, anchor.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      title: '今晚英超直播',
      cover: '/uploads/abc.png',
      navId: football.id,
      matchId,
      matchType: 1,
      notice: '八点开播',
    });
    expect(ok.json().data.matchTitle).toMatch(/ vs /);
  });

  it("refuses a cover that is another user's upload, or no upload at all", async () => {
    await upload(fan.id, '/uploads/fans-own.png');
    for (const cover of ['/uploads/fans-own.png', '/uploads/nobody.png']) {
      expectMessage(await post('/api/room/update', { title: '封面', cover, navId: 2 }, anchor.token), 'COVER_INVALID');
    }
    expect((await get('/api/room/info', anchor.token)).json().data.cover).not.toBe('/uploads/fans-own.png');
  });

  it('shows the room detail with the bound match, follow state and ownership', async () => {
    const d = (await get(`/api/room/detail?roomId=${anchor.roomId}`)).json().data;
    expect(d).toMatchObject({ roomId: anchor.roomId, isLive: 0, online: 0, isAttention: 0, isOwner: 0, play: null, notice: '八点开播' });
    expect(d.match.id).toBe(matchId);
    expect((await get(`/api/room/detail?roomId=${anchor.roomId}`, anchor.token)).json().data.isOwner).toBe(1);
  });

  it('lists bindable matches for anchors only and the anchors booked on a match', async () => {
    expectMessage(await post('/api/match/listPage', {}, fan.token), 'NOT_ANCHOR');
    expectMessage(await post('/api/match/listPage', {}), 'UNAUTHORIZED');
    const list = (await post('/api/match/listPage', { page: 1, pageSize: 50 }, anchor.token)).json().data;
    const ids = list.list.map((m: { id: number }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([matchId, basketId]));
    expect(ids).not.toContain(finishedId);
    const basket = (await post('/api/match/listPage', { matchType: 2, pageSize: 50 }, anchor.token)).json().data.list;
    expect(basket.every((m: { sport: string }) => m.sport === 'basketball')).toBe(true);
    const anchors = (await get(`/api/match/pcAnchorByMatch?matchId=${matchId}&matchType=1`)).json().data as TAnchorCard[];
    expect(anchors.map((a) => a.userId)).toEqual([anchor.id]);
    expectMessage(await get(`/api/match/pcAnchorByMatch?matchId=${matchId}&matchType=2`), 'MATCH_TYPE_MISMATCH');
    expectMessage(await get('/api/match/pcAnchorByMatch?matchId=99999999'), 'MATCH_NOT_FOUND');
    expect((await get(`/api/match/list?anchorId=${anchor.id}`)).json().data.map((m: { id: number }) => m.id)).toEqual([matchId]);
    const next = (await get('/api/match/next')).json().data as { match: { id: number }; anchors: TAnchorCard[] }[];
    expect(next.find((n) => n.match.id === matchId)?.anchors.map((a) => a.userId)).toEqual([anchor.id]);
  });

  it('follows and unfollows an anchor: visitors must log in, the header is required, counts stay right', async () => {
    const url = `/api/attention/operAttention?type=1&operateType=1&targetId=${anchor.id}`;
    expectMessage(await get(url, undefined, XHR), 'UNAUTHORIZED');
    expectCsrf(await get(url, fan.token));
    expectMessage(await get(`/api/attention/operAttention?type=1&operateType=1&targetId=${fan.id}`, fan.token, XHR), 'FOLLOW_SELF');
    expectMessage(await get(`/api/attention/operAttention?type=1&operateType=1&targetId=${other.id}`, fan.token, XHR), 'ANCHOR_NOT_FOUND');
    expectMessage(await get(`/api/attention/operAttention?type=3&operateType=1&targetId=${anchor.id}`, fan.token, XHR), 'BAD_REQUEST');
    const first = await get(url, fan.token, XHR);
    expect(first.json().data).toEqual({ isAttention: 1, fansCount: 1 });
    expect((await get(url, fan.token, XHR)).json().data).toEqual({ isAttention: 1, fansCount: 1 });
    expect((await get(url, other.token, XHR)).json().data.fansCount).toBe(2);
    expect((await get(`/api/room/detail?roomId=${anchor.roomId}`, fan.token)).json().data.isAttention).toBe(1);
    const page = (await get('/api/attention/pageAttention?attentionType=1', fan.token)).json().data;
    expect(page).toMatchObject({ totalNumber: 1, page: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({ userId: anchor.id, roomId: anchor.roomId, isAttention: 1 });
    expectMessage(await get('/api/attention/pageAttention'), 'UNAUTHORIZED');
    const fans = (await get(`/api/user/fans?anchorId=${anchor.id}`)).json().data;
    expect(fans.totalNumber).toBe(2);
    const off = await get(`/api/attention/operAttention?type=1&operateType=0&targetId=${anchor.id}`, other.token, XHR);
    expect(off.json().data).toEqual({ isAttention: 0, fansCount: 1 });
    const rank = (await get('/api/rank/anchor?rankType=day')).json().data;
    expect(rank[0]).toMatchObject({ rank: 1, userId: anchor.id, score: 1 });
    const recommended = (await get('/api/user/recommend', fan.token)).json().data as TAnchorCard[];
    expect(recommended.map((a) => a.userId)).not.toContain(anchor.id);
  });

  it('shows personal spaces with follow and fan lists', async () => {
    const space = (await get(`/tapi/user/info/personal-space?id=${anchor.id}`, fan.token)).json().data;
    expect(space).toMatchObject({ id: anchor.id, isAnchor: 1, fansCount: 1, isAttention: 1, room: { roomId: anchor.roomId } });
    const fanSpace = (await get(`/tapi/user/info/personal-space?id=${fan.id}`)).json().data;
    expect(fanSpace).toMatchObject({ id: fan.id, isAnchor: 0, followCount: 1, isAttention: 0, room: null });
    const missing = await get('/tapi/user/info/personal-space?id=99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, message: '用户不存在' });
    expectMessage(await get('/tapi/user/info/personal-space'), 'BAD_REQUEST');
    const follows = (await get(`/tapi/user/info/attention?userId=${fan.id}&type=1`)).json().data;
    expect(follows).toMatchObject({ totalNumber: 1, pageSize: 10 });
    expect(follows.list[0].userId).toBe(anchor.id);
    const fans = (await get(`/tapi/user/info/attention?userId=${anchor.id}&type=2`)).json().data;
    expect(fans.list.map((f: TAnchorCard) => f.userId)).toEqual([fan.id]);
    expectMessage(await get(`/tapi/user/info/attention?userId=${anchor.id}&type=3`), 'BAD_REQUEST');
  });

  it('follows matches and books them; finished matches cannot be booked', async () => {
    const url = `/api/attention/operAttention?type=2&operateType=1&targetId=${matchId}&matchType=1`;
    expect((await get(url, fan.token, XHR)).json().data).toEqual({ isAttention: 1, fansCount: null });
    expectMessage(
      await get(`/api/attention/operAttention?type=2&operateType=1&targetId=${matchId}&matchType=2`, fan.token, XHR),
      'MATCH_TYPE_MISMATCH',
    );
    expect((await get('/api/attention/getAttentionMatchByUser', fan.token)).json().data.map((m: { id: number }) => m.id)).toEqual([
      matchId,
    ]);
    const page = (await get('/api/attention/pageAttention?attentionType=2', fan.token)).json().data;
    expect(page.matches.map((m: { id: number }) => m.id)).toEqual([matchId]);
    expectMessage(await get('/api/attention/getAttentionMatchByUser'), 'UNAUTHORIZED');

    expectMessage(await post('/api/match/reserve', { matchId }), 'UNAUTHORIZED');
    expectMessage(await post('/api/match/reserve', { matchId: finishedId }, fan.token), 'MATCH_FINISHED');
    expectMessage(await post('/api/match/reserve', { matchId: 0 }, fan.token), 'BAD_REQUEST');
    expect((await post('/api/match/reserve', { matchId, matchType: 1 }, fan.token)).json().data).toEqual({ isReserve: 1 });
    const mine = (await get('/api/match/reserveMatchByUser', fan.token)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ isReserve: 1, match: { id: matchId } });
    expect(mine[0].anchors.map((a: TAnchorCard) => a.userId)).toEqual([anchor.id]);
    expect((await get(`/api/match/reserveMatchByUser?userId=${fan.id}`, other.token)).json().data).toEqual([]);
    expect((await post('/api/match/reserve', { matchId, operateType: 0 }, fan.token)).json().data).toEqual({ isReserve: 0 });
    expect((await get('/api/match/reserveMatchByUser', fan.token)).json().data).toEqual([]);
  });

  it('goes live and offline with the stream: history row, live lists, peak viewers', async () => {
    await t.app.live.setLive(anchor.roomId, true);
    await t.app.live.setLive(anchor.roomId, true);
    const live = (await get('/api/room/page?roomType=1')).json().data;
    expect(live.list.map((r: TRoomCard) => r.roomId)).toEqual([anchor.roomId]);
    expect((await get('/api/room/page')).json().data.list[0].roomId).toBe(anchor.roomId);
    expect((await get(`/api/room/detailShowNum?roomId=${anchor.roomId}`)).json().data).toEqual({
      roomId: anchor.roomId,
      online: 0,
      isLive: 1,
    });
    expect((await get('/api/room/hotAppRoom?size=3')).json().data[0].roomId).toBe(anchor.roomId);
    await t.app.live.setLive(anchor.roomId, false);
    await t.app.live.setLive(anchor.roomId, false);
    expect((await get(`/api/room/detail?roomId=${anchor.roomId}`)).json().data).toMatchObject({ isLive: 0 });
    const h = (await get('/api/history/list', anchor.token)).json().data;
    expect(h.totalNumber).toBe(1);
    expect(h.list[0]).toMatchObject({ roomId: anchor.roomId, title: '今晚英超直播', peakViewers: 0 });
    expect(h.list[0].endedAt).toBeGreaterThanOrEqual(h.list[0].startedAt);
    expect(h.list[0].matchTitle).toMatch(/ vs /);
    await expect(t.app.live.setLive(99999999, true)).rejects.toThrow('直播间不存在');
  });

  it('guards the history: anchors only, own room, valid dates', async () => {
    expectMessage(await get('/api/history/list'), 'UNAUTHORIZED');
    expectMessage(await get('/api/history/list', fan.token), 'NOT_ANCHOR');
    expectMessage(await get(`/api/history/list?roomId=${anchor.roomId + 1000}`, anchor.token), 'FORBIDDEN');
    expectMessage(await get('/api/history/list?startDate=2026-13-45x', anchor.token), 'BAD_REQUEST');
    expectMessage(await get('/api/history/list?startDate=2026-05-02&endDate=2026-05-01', anchor.token), 'DATE_RANGE_INVALID');
    const d = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await get(`/api/history/list?startDate=${d}&endDate=${d}`, anchor.token)).json().data.totalNumber).toBe(1);
    expect((await get('/api/history/list?startDate=2020-01-01&endDate=2020-01-02', anchor.token)).json().data.totalNumber).toBe(0);
  });

  it('takes reports from logged-in users, once per room in ten minutes', async () => {
    const body = { roomId: anchor.roomId, reason: '盗播侵权', content: '画面来自其他平台' };
    expectMessage(await post('/api/report/add', body), 'UNAUTHORIZED');
    expectMessage(await post('/api/report/add', { ...body, reason: '随便' }, fan.token), 'BAD_REQUEST');
    expectMessage(await post('/api/report/add', { ...body, roomId: 99999999 }, fan.token), 'ROOM_NOT_FOUND');
    expect((await post('/api/report/add', body, fan.token)).json()).toMatchObject({ code: 200 });
    expectMessage(await post('/api/report/add', body, fan.token), 'REPORT_TOO_FREQUENT');
    const rows = await t.db.db.selectFrom('live_report').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('searches rooms and anchors, lists hot and paged anchors', async () => {
    const s = (await get(`/api/search/roomByWord?word=${encodeURIComponent('英超')}`)).json().data;
    expect(s.rooms.map((r: TRoomCard) => r.roomId)).toContain(anchor.roomId);
    expect(s).toMatchObject({ roomTotal: s.rooms.length, page: 1, pageSize: 30 });
    const a = (await get(`/api/search/roomByWord?word=${encodeURIComponent('测试主播')}&type=2`)).json().data;
    expect(a).toMatchObject({ rooms: [], roomTotal: 0, anchorTotal: 1 });
    expect(a.anchors.map((x: TAnchorCard) => x.userId)).toEqual([anchor.id]);
    expect(a.anchors[0]).toMatchObject({ nickName: '测试主播', roomId: anchor.roomId });
    // A seeded anchor by nickname: anchors only (type 2), rooms only (type 3), and a page past the end.
    const demo = DEMO_ROOMS.find((r) => r.nick === '篮球小美');
    assert.isDefined(demo);
    const word = encodeURIComponent(demo.nick);
    const byNick = (await get(`/api/search/roomByWord?word=${word}&type=2`, fan.token)).json().data;
    expect(byNick.anchors).toHaveLength(1);
    expect(byNick.anchors[0]).toMatchObject({ nickName: demo.nick, fansCount: demo.fans, isLive: 0, isAttention: 0 });
    const rooms = (await get(`/api/search/roomByWord?word=${word}&type=3`)).json().data;
    expect(rooms).toMatchObject({ anchors: [], anchorTotal: 0, roomTotal: 1 });
    expect(rooms.rooms.map((r: TRoomCard) => [r.roomId, r.title])).toEqual([[byNick.anchors[0].roomId, demo.title]]);
    const past = (await get(`/api/search/roomByWord?word=${word}&page=2&pageSize=1`)).json().data;
    expect(past).toMatchObject({ rooms: [], anchors: [], roomTotal: 1, anchorTotal: 1, page: 2, pageSize: 1 });
    expect((await get(`/api/search/roomByWord?word=${encodeURIComponent('梅西')}`)).json().data).toMatchObject({
      rooms: [],
      anchors: [],
      roomTotal: 0,
      anchorTotal: 0,
    });
    expect((await get('/api/user/hot?size=20&type=0')).json().data).toHaveLength(DEMO_ROOMS.length + 1);
    const paged = (await get('/api/user/pageList?page=1&pageSize=2')).json().data;
    expect(paged).toMatchObject({ totalNumber: DEMO_ROOMS.length + 1, pageSize: 2 });
    expect(paged.list).toHaveLength(2);
  });

  it('runs the anchor application: submit, state, admin approve or reject', async () => {
    const { user, token } = await buildSession(t.db.db, { user: { nick_name: '想当主播' } });
    const { mobile } = user;
    assert.exists(mobile);
    const [, nav] = (await get('/api/nav/list')).json().data as { id: number }[];
    assert.isDefined(nav);
    const form = { realName: '张三', contact: '13912345678', navId: nav.id, introduction: '五年足球解说经验，擅长英超。' };
    expectMessage(await post('/api/audit/submit', form), 'UNAUTHORIZED');
    expect((await get('/api/audit/info', token)).json().data).toBeNull();
    const short = await post('/api/audit/submit', { ...form, introduction: '短' }, token);
    expect(short.json().message).toBe('直播经历至少10个字');
    expectMessage(await post('/api/audit/submit', { ...form, navId: 99999 }, token), 'NAV_NOT_FOUND');
    expectMessage(await post('/api/audit/submit', form, anchor.token), 'AUDIT_ALREADY_ANCHOR');
    expect((await post('/api/audit/submit', form, token)).json().data).toMatchObject({ state: 0, stateLabel: '审核中' });
    expectMessage(await post('/api/audit/submit', form, token), 'AUDIT_PENDING');

    const rejected = await runCommand(t.db.db, ['anchor', 'reject', mobile, '资料不完整']);
    expect(rejected).toContain('资料不完整');
    expect((await get('/api/audit/info', token)).json().data).toMatchObject({ state: 2, stateLabel: '未通过', reason: '资料不完整' });
    await expect(runCommand(t.db.db, ['anchor', 'approve', mobile])).rejects.toThrow('没有待审核');
    await expect(runCommand(t.db.db, ['anchor', 'reject', mobile])).rejects.toThrow('请填写驳回原因');
    await expect(runCommand(t.db.db, ['anchor', 'approve', '123'])).rejects.toThrow('请输入正确的手机号');

    expect((await post('/api/audit/submit', form, token)).json().data.state).toBe(0);
    expect(await runCommand(t.db.db, ['anchor', 'list'])).toContain('想当主播');
    expect(await runCommand(t.db.db, ['anchor', 'approve', mobile])).toContain('已通过');
    expect((await get('/api/audit/info', token)).json().data).toMatchObject({ state: 1, stateLabel: '已通过' });
    expect((await get('/tapi/user/center/info', token)).json().data.isAnchor).toBe(1);
    const info = (await get('/api/room/info', token)).json().data;
    expect(info).toMatchObject({ anchorId: Number(user.id), title: '想当主播的直播间', navId: nav.id, isLive: 0 });
  });

  it('ranks by the period: day, week and month start at Beijing midnight, Monday and the 1st', () => {
    const bj = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m, d, h) - 8 * 3600_000;
    const wed = bj(2026, 10, 18, 15);
    expect(rankSince('day', wed)).toBe(bj(2026, 10, 18));
    expect(rankSince('week', wed)).toBe(bj(2026, 10, 16));
    expect(rankSince('month', wed)).toBe(bj(2026, 10, 1));
    // 01:00 Sunday in Beijing is still Saturday in UTC
    const sun = bj(2026, 10, 22, 1);
    expect(rankSince('week', sun)).toBe(bj(2026, 10, 16));
    expect(rankSince('day', sun)).toBe(bj(2026, 10, 22));
    expect(dayStart('2026-11-01')).toBe(bj(2026, 10, 1));
  });

  it('the price (wealth) rank counts diamonds gifted, not viewers (see the gifts tests)', async () => {
    const res = (await get('/api/rank/price?rankType=week')).json().data;
    expect(res.map((r: { userId: number }) => r.userId)).not.toContain(anchor.id);
  });
});
