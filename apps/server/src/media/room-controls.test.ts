import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, HEADERS, routeUrl, type TApiRoute } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { buildSession } from '../../test/factories';
import { addOperator, operatorToken } from '../../test/operators';

/** A room's live state and chat modes from the console: cut, close, reopen, follower-only. */
describe.each(DIALECTS)('room controls in the console on %s', (dialect) => {
  let t: TestApp;
  let moderation = '';
  let support = '';
  let content = '';
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    await t.app.media.start(0);
    moderation = await operatorToken(t.app, await addOperator(t.db.db, 'moderation'));
    support = await operatorToken(t.app, await addOperator(t.db.db, 'support'));
    content = await operatorToken(t.app, await addOperator(t.db.db, 'content'));
  }, 120_000);
  afterAll(() => t.close());

  const op = (token: string) => ({ 'x-operator-token': token });
  const inject = (route: TApiRoute, headers: Record<string, string>, id: number | null, body?: object) =>
    t.app.inject({
      method: route.method,
      url: routeUrl(route, id === null ? undefined : { id }),
      headers: { ...XHR, ...headers },
      ...(route.method === 'GET' ? {} : { payload: body ?? {} }),
    });
  const up = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/room/up', headers: { ...XHR, [HEADERS.accessToken]: token }, payload: {} });
  const audit = (roomId: number) =>
    t.db.db.selectFrom('operator_audit').select(['action', 'detail']).where('target', '=', `room:${roomId}`).orderBy('id').execute();

  it('closes a room with a reason: its anchor cannot go live until it is reopened; each step audited with the change', async () => {
    const anchor = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    const roomId = (await up(anchor.token)).json().data.roomId as number;
    const state = await inject(CONSOLE_ROUTES.consoleRoomState, op(support), roomId);
    expect(state.json().data).toMatchObject({ roomId, up: true, live: false, closed: null, slowSeconds: 0, followersOnly: false });

    for (const token of [support, content])
      expect((await inject(CONSOLE_ROUTES.consoleRoomClose, op(token), roomId, { reason: '违规' })).statusCode).toBe(403);
    const fan = await buildSession(t.db.db);
    expect((await inject(CONSOLE_ROUTES.consoleRoomClose, { accesstoken: fan.token }, roomId, { reason: '违规' })).statusCode).toBe(403);
    const noReason = await inject(CONSOLE_ROUTES.consoleRoomClose, op(moderation), roomId, { reason: ' ' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, '请填写原因']);
    expect((await inject(CONSOLE_ROUTES.consoleRoomClose, op(moderation), 99_999_999, { reason: '违规' })).json().message).toBe(
      '直播间不存在',
    );
    expect((await inject(CONSOLE_ROUTES.consoleRoomReopen, op(moderation), roomId, { reason: '整改完成' })).json().message).toBe(
      '直播间未被关闭，无需重新开放',
    );
    expect((await inject(CONSOLE_ROUTES.consoleRoomState, op(moderation), roomId)).json().data.closed).toBeNull();

    const closed = await inject(CONSOLE_ROUTES.consoleRoomClose, op(moderation), roomId, { reason: '多次播放违规内容' });
    expect(closed.json().data).toMatchObject({
      up: false,
      live: false,
      closed: { reason: '多次播放违规内容', by: expect.stringMatching(/^op_moderation_/) },
    });
    expect((await inject(CONSOLE_ROUTES.consoleRoomClose, op(moderation), roomId, { reason: '再关' })).json().message).toBe(
      '直播间已是关闭状态',
    );
    const refused = await up(anchor.token);
    expect([refused.statusCode, refused.json().message]).toEqual([403, '直播间已被平台关闭，暂时不能开播，请联系客服']);
    const row = await t.db.db
      .selectFrom('media_stream')
      .select(['is_up', 'closed_at'])
      .where('room_id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(Number(row.is_up)).toBe(0);
    expect(row.closed_at).not.toBeNull();

    const reopened = await inject(CONSOLE_ROUTES.consoleRoomReopen, op(moderation), roomId, { reason: '整改完成' });
    expect(reopened.json().data).toMatchObject({ closed: null, up: false });
    expect((await up(anchor.token)).json().data).toMatchObject({ roomId, up: 1 });

    const cut = await inject(CONSOLE_ROUTES.consoleRoomCut, op(moderation), roomId, { reason: '直播低俗' });
    expect(cut.json().data).toMatchObject({ up: false, live: false, closed: null });
    // a cut is not a close: the anchor may open the room again at once
    expect((await up(anchor.token)).json().data).toMatchObject({ up: 1 });

    // close and reopen commit their entry with the change; a cut (a running stream) is announced first with a begin: entry
    const rows = await audit(roomId);
    expect(rows.map((r) => r.action)).toEqual(['consoleRoomClose', 'consoleRoomReopen', 'consoleRoomCut']);
    expect(JSON.parse(rows[0]?.detail ?? '{}').after).toEqual({ closed: true, reason: '多次播放违规内容' });
    expect(JSON.parse(rows[1]?.detail ?? '{}').after).toEqual({ closed: false, reason: '整改完成' });
    expect(JSON.parse(rows[2]?.detail ?? '{}').after).toMatchObject({ up: false, reason: '直播低俗' });
    const begun = await t.db.db.selectFrom('operator_audit').select('action').where('action', 'like', 'begin:consoleRoom%').execute();
    expect(begun.map((r) => r.action)).toEqual(['begin:consoleRoomCut']);
    const failed = await t.db.db.selectFrom('operator_audit').select('action').where('action', 'like', 'failed:consoleRoom%').execute();
    expect(failed.map((r) => r.action).sort()).toEqual(['failed:consoleRoomClose', 'failed:consoleRoomClose', 'failed:consoleRoomReopen']);
  });

  it('limits a room chat to the anchor followers: others get a clear message; the anchor and followers speak; off again', async () => {
    const anchor = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    const roomId = (await up(anchor.token)).json().data.roomId as number;
    const fan = await buildSession(t.db.db);
    const follower = await buildSession(t.db.db);
    await t.db.db
      .insertInto('live_follow')
      .values({ user_id: Number(follower.user.id), anchor_id: Number(anchor.user.id), created_at: Date.now() })
      .execute();
    const say = (token: string, content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/msg',
        headers: { ...XHR, accesstoken: token },
        payload: { content, platform: 1, roomId },
      });
    const mode = (token: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: routeUrl(CONSOLE_ROUTES.consoleChatFollowersOnly),
        headers: { ...XHR, ...op(token) },
        payload: body,
      });

    expect((await mode(support, { roomId, on: true })).statusCode).toBe(403);
    expect((await mode(moderation, { roomId, on: 'yes' })).json().message).toBe('请选择开启或关闭');
    expect((await mode(moderation, { roomId: 99_999_999, on: true })).json().message).toBe('直播间不存在');
    expect((await say(fan.token, '开启前可以说话')).statusCode).toBe(200);
    expect((await mode(moderation, { roomId, on: true })).json().data).toEqual({ roomId, on: true });
    const refused = await say(fan.token, '我没关注');
    expect([refused.statusCode, refused.json().message]).toEqual([403, '本直播间仅限关注主播的用户发言，关注主播后即可发言']);
    expect((await say(follower.token, '我关注了')).statusCode).toBe(200);
    expect((await say(anchor.token, '欢迎大家')).statusCode).toBe(200);
    expect((await inject(CONSOLE_ROUTES.consoleRoomState, op(support), roomId)).json().data.followersOnly).toBe(true);
    expect((await mode(moderation, { roomId, on: false })).json().data).toEqual({ roomId, on: false });
    expect((await say(fan.token, '现在可以了')).statusCode).toBe(200);
    const rows = await t.db.db
      .selectFrom('operator_audit')
      .select('detail')
      .where('action', '=', 'consoleChatFollowersOnly')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => JSON.parse(r.detail).after)).toEqual([{ followersOnly: true }, { followersOnly: false }]);
  });
});
