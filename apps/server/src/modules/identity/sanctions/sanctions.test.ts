import { MESSAGES } from '@sports/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginByPassword, post, sealed } from '../../../../test/accounts';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { asOperator, consoleCall, type ConsoleInput, type ConsoleRouteName } from '../../../../test/console-calls';
import { DIALECTS } from '../../../../test/db';
import { buildRoom, buildSession, buildUser } from '../../../../test/factories';
import { addOperator, operatorToken } from '../../../../test/operators';
import { hashPassword } from '../password';

describe.each(DIALECTS)('site-wide sanctions on %s', (dialect) => {
  let t: TestApp;
  let moderation = '';
  let roomId = 0;
  let otherRoomId = 0;
  let circleId = 0;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    moderation = await operatorToken(t.app, await addOperator(t.db.db, 'moderation'));
    const anchor = await buildUser(t.db.db, { is_anchor: 1 });
    roomId = await buildRoom(t.db.db, Number(anchor.id), { is_live: 1 });
    otherRoomId = await buildRoom(t.db.db, Number((await buildUser(t.db.db, { is_anchor: 1 })).id), { is_live: 1 });
    const circle = await t.db.db
      .insertInto('content_circle')
      .values({ name: '中超', description: '', icon: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    circleId = Number(circle.id);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const mod = (name: ConsoleRouteName, input: ConsoleInput) => consoleCall(t, name, asOperator(moderation), input);
  const as = (token: string, remoteAddress?: string) => ({ headers: { ...XHR, accesstoken: token }, remoteAddress });
  const chat = (token: string, room = roomId, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/msg',
      payload: { content: '进球了', platform: 1, roomId: room },
      ...as(token, remoteAddress),
    });
  const postSave = (token: string) =>
    t.app.inject({ method: 'POST', url: '/tapi/inform/post/addSave', payload: { circleId, content: '今晚的比赛' }, ...as(token) });
  const comment = (token: string, postId: number) =>
    t.app.inject({ method: 'POST', url: '/tapi/inform/comment/reply', payload: { type: 1, postId, content: '说得好' }, ...as(token) });
  const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/tapi/user/center/info', headers: { accesstoken: token } });
  const audit = (action: string) =>
    t.db.db
      .selectFrom('operator_audit')
      .select(['action', 'target', 'detail'])
      .where('action', 'like', `%${action}`)
      .orderBy('id')
      .execute();
  const aPost = async (userId: number) =>
    Number(
      (
        await t.db.db
          .insertInto('content_post')
          .values({ circle_id: circleId, user_id: userId, title: '', content: '赛前分析', images: '[]', created_at: Date.now() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const withPassword = async () => {
    const user = await buildUser(t.db.db, { password_hash: await hashPassword('secret123') });
    return { user, login: () => loginByPassword(t, user.mobile ?? '', 'secret123') };
  };

  it('mutes a user everywhere: chat in every room, posts and comments refused with until when and why; lifting restores', async () => {
    const { user, token } = await buildSession(t.db.db);
    const postId = await aPost(Number((await buildUser(t.db.db)).id));
    expect((await chat(token)).json().code).toBe(200);
    const before = Date.now();
    const muted = await mod('consoleSanction', { body: { kind: 'mute', userId: Number(user.id), minutes: 60, reason: '刷屏广告' } });
    expect(muted.statusCode).toBe(200);
    const s = muted.json().data;
    expect(s).toMatchObject({
      kind: 'mute',
      userId: Number(user.id),
      active: true,
      reason: '刷屏广告',
      createdBy: expect.stringMatching(/^运营 op_moderation_/),
    });
    expect(s.endsAt).toBeGreaterThanOrEqual(before + 60 * 60_000);
    for (const refused of [await chat(token), await chat(token, otherRoomId), await postSave(token), await comment(token, postId)]) {
      expect([refused.statusCode, refused.json().code]).toEqual([403, MESSAGES.USER_MUTED.code]);
      expect(refused.json().message).toMatch(/^您已被全站禁言至 \d{4}-\d\d-\d\d \d\d:\d\d（北京时间），原因：刷屏广告$/);
    }
    // muted, not banned: the account itself still works
    expect((await userInfo(token)).json().code).toBe(200);
    const rows = await audit('consoleSanction');
    expect(rows.map((r) => r.action)).toEqual(['consoleSanction']);
    expect(rows[0]?.target).toBe(`user:${user.id}`);
    expect(JSON.parse(rows[0]?.detail ?? '{}').after).toMatchObject({ id: s.id, kind: 'mute', reason: '刷屏广告' });

    const lifted = await mod('consoleSanctionLift', { params: { id: s.id }, body: { reason: '误判，已核实' } });
    expect(lifted.json().data).toMatchObject({ id: s.id, active: false, liftReason: '误判，已核实' });
    expect((await chat(token)).json().code).toBe(200);
    expect((await postSave(token)).json().code).toBe(200);
    expect((await comment(token, postId)).json().code).toBe(200);
    const again = await mod('consoleSanctionLift', { params: { id: s.id }, body: { reason: '再解除' } });
    expect([again.statusCode, again.json().message]).toEqual([404, MESSAGES.SANCTION_NOT_FOUND.message]);
    const lifts = await audit('consoleSanctionLift');
    expect(lifts.map((r) => [r.action, r.target])).toEqual([
      ['consoleSanctionLift', `sanction:${s.id} user:${user.id}`],
      ['failed:consoleSanctionLift', MESSAGES.SANCTION_NOT_FOUND.message],
    ]);
  });

  it('bans a user: every session ends, the old token and login are refused until lifted', async () => {
    const { user, login } = await withPassword();
    const token = (await login()).json().data.token as string;
    expect((await userInfo(token)).json().code).toBe(200);
    const ban = (await mod('consoleSanction', { body: { kind: 'ban', userId: Number(user.id), minutes: null, reason: '盗刷礼物' } })).json()
      .data;
    expect(ban).toMatchObject({ kind: 'ban', endsAt: null, active: true });
    const refused = await userInfo(token);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      403,
      MESSAGES.USER_BANNED.code,
      '账号已被永久封禁，原因：盗刷礼物',
    ]);
    expect((await chat(token)).json().code).toBe(MESSAGES.USER_BANNED.code);
    const live = await t.db.db
      .selectFrom('user_session')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect((await login()).json()).toMatchObject({ code: MESSAGES.USER_BANNED.code, message: '账号已被永久封禁，原因：盗刷礼物' });
    // a wrong password is still just wrong: the ban is not told to whoever guesses
    expect((await loginByPassword(t, user.mobile ?? '', 'wrong-pass')).json().code).toBe(MESSAGES.LOGIN_LOCKED.code);

    expect((await mod('consoleSanctionLift', { params: { id: ban.id }, body: { reason: '申诉通过' } })).statusCode).toBe(200);
    const back = await login();
    expect(back.json().code).toBe(200);
    expect((await userInfo(back.json().data.token)).json().code).toBe(200);
    // the token from before the ban stays ended: lifting gives back the account, not old sessions
    expect((await userInfo(token)).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
  });

  it('bans an address: login, registration and chat from it are refused; another address is fine', async () => {
    const { user, login } = await withPassword();
    const { token } = await buildSession(t.db.db);
    const banned = '203.0.113.7';
    const ban = await mod('consoleIpBan', { body: { ip: ` ${banned} `, minutes: 1440, reason: '批量注册小号', userId: Number(user.id) } });
    expect(ban.json().data).toMatchObject({ kind: 'ip', ip: banned, userId: Number(user.id), active: true });
    const loginFrom = async (ip: string, headers: Record<string, string> = {}) =>
      post(
        t,
        '/tapi/user/login',
        { mode: 0, username: user.mobile, channelId: 3, platform: 1, type: 1, ...(await sealed(t, { password: 'secret123' })) },
        headers,
        ip,
      );
    for (const ip of [banned, `::ffff:${banned}`]) {
      const res = await loginFrom(ip);
      expect(res.json().code).toBe(MESSAGES.IP_BANNED.code);
      expect(res.json().message).toMatch(/^当前网络已被限制登录、注册和发言，至 .+（北京时间）$/);
    }
    const register = await post(
      t,
      '/tapi/user/account/register',
      { username: `ipban${dialect}`, ...(await sealed(t, { password: 'newpass1' })) },
      {},
      banned,
    );
    expect(register.json().code).toBe(MESSAGES.IP_BANNED.code);
    expect((await chat(token, roomId, banned)).json().code).toBe(MESSAGES.IP_BANNED.code);
    // without TRUST_PROXY a forwarded-for header names no client
    expect((await loginFrom('203.0.113.8', { 'x-forwarded-for': banned })).json().code).toBe(200);
    expect((await chat(token, roomId, '203.0.113.8')).json().code).toBe(200);
    expect((await login()).json().code).toBe(200);

    const list = (await mod('consoleIpBans', {})).json().data as { id: number; active: boolean }[];
    expect(list[0]).toMatchObject({ id: ban.json().data.id, active: true });
    await mod('consoleSanctionLift', { params: { id: ban.json().data.id }, body: { reason: '误封' } });
    expect((await loginFrom(banned)).json().code).toBe(200);
    expect((await chat(token, roomId, banned)).json().code).toBe(200);
  });

  it('ends a period by itself when its time passes (nothing sweeps)', async () => {
    const { user, token } = await buildSession(t.db.db);
    const { user: other, login } = await withPassword();
    await mod('consoleSanction', { body: { kind: 'mute', userId: Number(user.id), minutes: 10, reason: '辱骂' } });
    await mod('consoleSanction', { body: { kind: 'ban', userId: Number(other.id), minutes: 10, reason: '外挂' } });
    expect((await chat(token)).json().code).toBe(MESSAGES.USER_MUTED.code);
    expect((await login()).json().code).toBe(MESSAGES.USER_BANNED.code);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    expect((await chat(token)).json().code).toBe(200);
    expect((await login()).json().code).toBe(200);
    const history = (await mod('consoleUserDetail', { params: { id: Number(user.id) } })).json().data.sanctions;
    expect(history).toEqual([expect.objectContaining({ kind: 'mute', active: false, liftedAt: null })]);
  });

  it('warns a user: the text is in their system messages on /v/message, and in the history', async () => {
    const { user, token } = await buildSession(t.db.db);
    const warn = await mod('consoleWarn', { body: { userId: Number(user.id), message: '请文明发言，再犯将禁言' } });
    expect(warn.json().data).toMatchObject({ kind: 'warn', active: false, reason: '请文明发言，再犯将禁言' });
    const inbox = (await t.app.inject({ method: 'GET', url: '/tapi/inform/notice/list', headers: { accesstoken: token } })).json().data;
    expect(inbox.list).toEqual([
      expect.objectContaining({ kind: 'system', fromNickName: '系统通知', excerpt: '警告：请文明发言，再犯将禁言' }),
    ]);
    expect((await chat(token)).json().code).toBe(200);
    const rows = await audit('consoleWarn');
    expect(rows.map((r) => [r.action, r.target])).toEqual([['consoleWarn', `user:${user.id}`]]);
    // a warning is not something to lift
    expect((await mod('consoleSanctionLift', { params: { id: warn.json().data.id }, body: { reason: '撤回' } })).statusCode).toBe(404);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const user = await buildUser(t.db.db);
    const count = async () => (await t.db.db.selectFrom('user_sanction').select('id').execute()).length;
    const before = await count();
    const body = { kind: 'mute', userId: Number(user.id), minutes: 30, reason: '刷屏' };
    const cases: [ConsoleRouteName, unknown, string][] = [
      ['consoleSanction', { ...body, minutes: 0 }, '时长至少1分钟'],
      ['consoleSanction', { ...body, minutes: 600_000 }, '时长最多365天'],
      ['consoleSanction', { ...body, minutes: 1.5 }, '时长须为整数分钟'],
      ['consoleSanction', { ...body, minutes: undefined }, '请选择时长'],
      ['consoleSanction', { ...body, reason: '  ' }, '请填写原因'],
      ['consoleSanction', { ...body, reason: '长'.repeat(101) }, '原因不能超过100个字符'],
      ['consoleSanction', { ...body, kind: 'kick' }, '请选择禁言或封号'],
      ['consoleIpBan', { ip: '300.1.1.1', minutes: 60, reason: '刷号' }, '请输入正确的IP地址'],
      ['consoleIpBan', { ip: 'localhost', minutes: 60, reason: '刷号' }, '请输入正确的IP地址'],
      ['consoleIpBan', { ip: '203.0.113.9', minutes: null, reason: '刷号' }, '请选择时长'],
      ['consoleWarn', { userId: Number(user.id), message: '' }, '请填写警告内容'],
    ];
    for (const [name, input, message] of cases) {
      const res = await mod(name, { body: input });
      expect([name, res.statusCode, res.json().message]).toEqual([name, 400, message]);
    }
    const missing = await mod('consoleSanction', { body: { ...body, userId: 99_999_999 } });
    expect([missing.statusCode, missing.json().message]).toEqual([404, '用户不存在']);
    expect((await mod('consoleSanctionLift', { params: { id: 99_999_999 }, body: { reason: '解除' } })).statusCode).toBe(404);
    expect((await mod('consoleSanctionLift', { params: { id: 1 }, body: { reason: '' } })).json().message).toBe('请填写原因');
    expect(await count()).toBe(before);
  });
});
