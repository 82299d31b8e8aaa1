import { CONSOLE_ROUTES, routeUrl, type TApiRoute } from '@sports/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildRoom, buildSession, buildUser } from '../../../test/factories';
import { addOperator, operatorToken } from '../../../test/operators';

describe.each(DIALECTS)('post reports in the console on %s', (dialect) => {
  let t: TestApp;
  let moderation = '';
  let support = '';
  let content = '';
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    moderation = await operatorToken(t.app, await addOperator(t.db.db, 'moderation'));
    support = await operatorToken(t.app, await addOperator(t.db.db, 'support'));
    content = await operatorToken(t.app, await addOperator(t.db.db, 'content'));
  }, 120_000);
  afterAll(() => t.close());

  const call = (name: 'consoleReports' | 'consolePostHide', headers: Record<string, string>, id?: number, body?: object) => {
    const route = CONSOLE_ROUTES[name] as TApiRoute;
    return t.app.inject({
      method: route.method,
      url: id === undefined ? `${routeUrl(route)}?kind=post` : routeUrl(route, { id }),
      headers: { ...XHR, ...headers },
      ...(route.method === 'GET' ? {} : { payload: body ?? {} }),
    });
  };
  const op = (token: string) => ({ 'x-operator-token': token });
  const stateOf = async (id: number) =>
    Number((await t.db.db.selectFrom('content_post').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state);

  it('lists reports of posts and hides the post with a reason, audited; other roles and fans get 403', async () => {
    const author = await buildUser(t.db.db);
    const reporter = await buildUser(t.db.db, { nick_name: '举报达人' });
    const circle = await t.db.db
      .insertInto('content_circle')
      .values({ name: `测试圈${author.id}`, description: '', icon: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = await t.db.db
      .insertInto('content_post')
      .values({
        circle_id: Number(circle.id),
        user_id: Number(author.id),
        title: '加微信看球',
        content: '广告',
        images: '[]',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const postId = Number(post.id);
    await t.db.db
      .insertInto('content_report')
      .values({ user_id: Number(reporter.id), post_id: postId, reason: '违规广告', created_at: Date.now() })
      .execute();

    const list = (await call('consoleReports', op(support))).json().data;
    expect(list).toEqual([expect.objectContaining({ kind: 'post', targetId: postId, reporterNick: '举报达人', reason: '违规广告' })]);

    const fan = (await buildSession(t.db.db)).token;
    const body = { hidden: true, reason: '站外引流广告' };
    expect((await call('consolePostHide', op(support), postId, body)).statusCode).toBe(403);
    expect((await call('consolePostHide', op(content), postId, body)).statusCode).toBe(403);
    expect((await call('consolePostHide', { accesstoken: fan }, postId, body)).statusCode).toBe(403);
    const noReason = await call('consolePostHide', op(moderation), postId, { hidden: true, reason: '' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, '请填写原因']);
    expect(await stateOf(postId)).toBe(0);

    expect((await call('consolePostHide', op(moderation), postId, body)).json().data).toEqual({ postId, hidden: true });
    expect(await stateOf(postId)).toBe(2);
    expect((await call('consolePostHide', op(moderation), 99_999_999, body)).statusCode).toBe(404);
    expect((await call('consolePostHide', op(moderation), postId, { hidden: false, reason: '误判恢复' })).statusCode).toBe(200);
    expect(await stateOf(postId)).toBe(0);

    const audit = await t.db.db.selectFrom('operator_audit').select(['action', 'target', 'detail']).orderBy('id').execute();
    const done = audit.filter((r) => r.action === 'consolePostHide');
    expect(done.map((r) => [r.target, JSON.parse(r.detail).after])).toEqual([
      [`post:${postId}`, { hidden: true, reason: '站外引流广告' }],
      [`post:${postId}`, { hidden: false, reason: '误判恢复' }],
    ]);
  });

  it('mutes a user in a room for a period: audited with the reason', async () => {
    const anchor = await buildUser(t.db.db, { is_anchor: 1 });
    const roomId = await buildRoom(t.db.db, Number(anchor.id), { is_live: 1 });
    const spammer = await buildUser(t.db.db, { nick_name: '刷屏哥' });
    const mute = (token: Record<string, string>, body: object) =>
      t.app.inject({ method: 'POST', url: routeUrl(CONSOLE_ROUTES.consoleChatMute), headers: { ...XHR, ...token }, payload: body });
    const body = { roomId, userId: Number(spammer.id), minutes: 30, reason: '连续刷屏广告' };
    expect((await mute(op(support), body)).statusCode).toBe(403);
    expect((await mute({ accesstoken: (await buildSession(t.db.db)).token }, body)).statusCode).toBe(403);
    for (const [bad, message] of [
      [{ ...body, minutes: 0 }, '禁言时长至少1分钟'],
      [{ ...body, minutes: 50_000 }, '禁言时长最多30天'],
      [{ ...body, reason: '' }, '请填写原因'],
    ] as const) {
      const res = await mute(op(moderation), bad);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const before = Date.now();
    const ok = await mute(op(moderation), body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.until).toBeGreaterThanOrEqual(before + 30 * 60_000);
    const row = await t.db.db.selectFrom('chat_forbid').selectAll().where('room_id', '=', roomId).executeTakeFirstOrThrow();
    expect([Number(row.user_id), Number(row.by_user_id), row.by_nick_name]).toEqual([
      Number(spammer.id),
      0,
      expect.stringMatching(/^运营 op_moderation_/),
    ]);
    expect((await mute(op(moderation), { ...body, userId: 99_999_999 })).json().message).toBe('用户不存在');
    const audit = await t.db.db
      .selectFrom('operator_audit')
      .select(['action', 'target', 'detail'])
      .where('action', '=', 'consoleChatMute')
      .execute();
    expect(audit.map((r) => [r.target, JSON.parse(r.detail).after.reason])).toEqual([
      [`room:${roomId} user:${spammer.id}`, '连续刷屏广告'],
    ]);
  });

  it('sets a room to slow mode: a second message within the interval is refused; off again with 0', async () => {
    const anchor = await buildUser(t.db.db, { is_anchor: 1 });
    const roomId = await buildRoom(t.db.db, Number(anchor.id), { is_live: 1 });
    const fan = await buildSession(t.db.db);
    const say = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/msg',
        headers: { ...XHR, accesstoken: fan.token },
        payload: { content, platform: 1, roomId },
      });
    const slow = (token: Record<string, string>, body: object) =>
      t.app.inject({ method: 'POST', url: routeUrl(CONSOLE_ROUTES.consoleChatSlowMode), headers: { ...XHR, ...token }, payload: body });
    expect((await slow(op(content), { roomId, seconds: 60 })).statusCode).toBe(403);
    expect((await slow(op(moderation), { roomId, seconds: 601 })).json().message).toBe('间隔最多600秒');
    expect((await slow(op(moderation), { roomId, seconds: 60 })).json().data).toEqual({ roomId, seconds: 60 });
    expect((await say('第一条')).statusCode).toBe(200);
    const second = await say('第二条');
    expect([second.statusCode, second.json().message]).toEqual([429, '本直播间已开启慢速模式，请稍后再发言']);
    expect((await slow(op(moderation), { roomId, seconds: 0 })).statusCode).toBe(200);
    expect((await say('第三条')).statusCode).toBe(200);
    const audit = await t.db.db
      .selectFrom('operator_audit')
      .select('detail')
      .where('action', '=', 'consoleChatSlowMode')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => JSON.parse(r.detail).after)).toEqual([{ slowSeconds: 60 }, { slowSeconds: 0 }]);
  });

  it('keeps the banned words: added ones are masked in chat at once, removed ones no more; bad words and other roles refused', async () => {
    const anchor = await buildUser(t.db.db, { is_anchor: 1 });
    const roomId = await buildRoom(t.db.db, Number(anchor.id), { is_live: 1 });
    const fan = await buildSession(t.db.db);
    const words = (token: Record<string, string>, name: 'consoleBannedWordAdd' | 'consoleBannedWordRemove', word: string) =>
      t.app.inject({ method: 'POST', url: routeUrl(CONSOLE_ROUTES[name]), headers: { ...XHR, ...token }, payload: { word } });
    const list = async () =>
      (await t.app.inject({ url: routeUrl(CONSOLE_ROUTES.consoleBannedWords), headers: { ...XHR, ...op(moderation) } })).json().data;
    const said = async (content: string) => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/chat/msg',
        headers: { ...XHR, accesstoken: fan.token },
        payload: { content, platform: 1, roomId },
      });
      expect(r.statusCode).toBe(200);
      const row = await t.db.db
        .selectFrom('chat_message')
        .select('content')
        .where('room_id', '=', roomId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return row.content;
    };
    expect((await words(op(content), 'consoleBannedWordAdd', '代练')).statusCode).toBe(403);
    expect((await words(op(moderation), 'consoleBannedWordAdd', '  ')).json().message).toBe('违禁词不能为空');
    expect((await words(op(moderation), 'consoleBannedWordAdd', '字'.repeat(21))).json().message).toBe('违禁词不能超过20个字');
    expect(await list()).not.toContain('代练');
    expect((await words(op(moderation), 'consoleBannedWordAdd', '代练')).json().data).toEqual({ word: '代练', added: true });
    expect((await words(op(moderation), 'consoleBannedWordAdd', '代练')).json().data).toEqual({ word: '代练', added: false });
    expect(await list()).toContain('代练');
    expect(await said('找代练加我')).toBe('找**加我');
    expect((await words(op(moderation), 'consoleBannedWordRemove', '代练')).json().data).toEqual({ word: '代练', removed: true });
    expect(await said('代练回来了')).toBe('代练回来了');
    const audit = await t.db.db
      .selectFrom('operator_audit')
      .select(['action', 'target'])
      .where('action', 'in', ['consoleBannedWordAdd', 'consoleBannedWordRemove'])
      .orderBy('id')
      .execute();
    expect(audit.filter((a) => a.target === 'banned-word:代练').map((a) => a.action)).toEqual([
      'consoleBannedWordAdd',
      'consoleBannedWordAdd',
      'consoleBannedWordRemove',
    ]);
  });

  it('posts a horn across every room as 系统公告; too long or from another role refused', async () => {
    const horn = (token: Record<string, string>, content: string) =>
      t.app.inject({ method: 'POST', url: routeUrl(CONSOLE_ROUTES.consoleHornPost), headers: { ...XHR, ...token }, payload: { content } });
    expect((await horn(op(content), '今晚八点欧冠决赛')).statusCode).toBe(403);
    expect((await horn(op(moderation), '长'.repeat(101))).json().message).toBe('喇叭内容不能超过100个字');
    expect((await horn(op(moderation), '   ')).json().message).toBe('请输入喇叭内容');
    const { id } = (await horn(op(moderation), '今晚八点欧冠决赛，精彩不容错过')).json().data;
    const latest = (await t.app.inject({ url: '/api/horn/list?page=1&pageSize=1' })).json().data.list[0];
    expect(latest).toMatchObject({ id, nickName: '系统公告', content: '今晚八点欧冠决赛，精彩不容错过' });
  });
});
