import { API_ROUTES, CONSOLE_ROLES, CONSOLE_ROUTES, roleAllows, routeUrl, type TConsolePermission } from '@sports/contracts';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildRoom, buildSession, buildUser } from '../../../test/factories';
import { consoleCall, type ConsoleInput } from '../../../test/console-calls';
import { addOperator, operatorToken } from '../../../test/operators';
import { tokenHash, totpCode } from './secrets';

type RouteName = keyof typeof CONSOLE_ROUTES;

/** The permission each console call needs (the specification the server is checked against), and an input that passes validation. */
const MATRIX: Partial<
  Record<RouteName, { permission: TConsolePermission; params?: Record<string, unknown>; query?: string; body?: unknown }>
> = {
  consoleDashboard: { permission: 'dashboard.read' },
  consoleAudit: { permission: 'audit.read' },
  consoleApplications: { permission: 'anchor.read' },
  consoleApplicationApprove: { permission: 'anchor.review', body: { userId: 999999 } },
  consoleApplicationReject: { permission: 'anchor.review', body: { userId: 999999, reason: '资料不全' } },
  consoleWithdrawals: { permission: 'withdraw.read' },
  consoleWithdrawApprove: { permission: 'withdraw.review', params: { id: 999999 } },
  consoleWithdrawReject: { permission: 'withdraw.review', params: { id: 999999 }, body: { reason: '账户有误' } },
  consoleWithdrawExport: { permission: 'withdraw.export' },
  consoleReports: { permission: 'report.read' },
  consoleReportAct: { permission: 'report.act', params: { kind: 'room', id: 999999 }, body: { action: 'dismiss' } },
  consoleHotWords: { permission: 'content.read' },
  consoleHotWordAdd: { permission: 'content.edit', body: { word: '欧冠决赛', rank: 1 } },
  consoleHotWordEnable: { permission: 'content.edit', params: { id: 999999 }, body: { enabled: false } },
  consoleAnnouncements: { permission: 'content.read' },
  consoleAnnouncementAdd: { permission: 'content.edit', body: { title: '系统维护公告', content: '今晚维护' } },
  consoleAnnouncementEnable: { permission: 'content.edit', params: { id: 999999 }, body: { enabled: false } },
  consoleBanners: { permission: 'content.read' },
  consoleBannerEnable: { permission: 'content.edit', params: { id: 999999 }, body: { enabled: false } },
  consoleBannerCreate: { permission: 'content.edit', body: { channel: 'pc', title: '权限测试', imageUrl: '/uploads/x.webp' } },
  consoleBannerUpdate: {
    permission: 'content.edit',
    params: { id: 999999 },
    body: { channel: 'pc', title: '权限测试', imageUrl: '/uploads/x.webp' },
  },
  consoleBannerDelete: { permission: 'content.edit', params: { id: 999999 } },
  consoleAdverts: { permission: 'content.read' },
  consoleAdvertCreate: { permission: 'content.edit', body: { placeCode: 'home001', title: '权限测试', imageUrl: '/uploads/x.webp' } },
  consoleAdvertUpdate: {
    permission: 'content.edit',
    params: { id: 999999 },
    body: { placeCode: 'home001', title: '权限测试', imageUrl: '/uploads/x.webp' },
  },
  consoleAdvertEnable: { permission: 'content.edit', params: { id: 999999 }, body: { enabled: false } },
  consoleAdvertDelete: { permission: 'content.edit', params: { id: 999999 } },
  consoleExpertApplications: { permission: 'expert.read' },
  consoleExpertApprove: { permission: 'expert.review', params: { id: 999999 } },
  consoleExpertReject: { permission: 'expert.review', params: { id: 999999 }, body: { reason: '样例不足' } },
  consolePostHide: { permission: 'report.act', params: { id: 999999 }, body: { hidden: true, reason: '违规广告' } },
  consoleChatMute: { permission: 'report.act', body: { roomId: 999999, userId: 999999, minutes: 10, reason: '刷屏' } },
  consoleChatSlowMode: { permission: 'report.act', body: { roomId: 999999, seconds: 10 } },
  consoleBannedWords: { permission: 'report.read' },
  consoleHornPost: { permission: 'report.act', body: { content: '矩阵测试喇叭' } },
  consoleRedPacketsDue: { permission: 'finance.read' },
  consoleRedPacketsSettle: { permission: 'finance.adjust' },
  consoleBannedWordAdd: { permission: 'report.act', body: { word: '矩阵测试词' } },
  consoleBannedWordRemove: { permission: 'report.act', body: { word: '矩阵测试词' } },
  consoleChatFollowersOnly: { permission: 'report.act', body: { roomId: 999999, on: true } },
  consoleRoomState: { permission: 'report.read', params: { id: 999999 } },
  consoleRoomCut: { permission: 'report.act', params: { id: 999999 }, body: { reason: '直播违规' } },
  consoleRoomClose: { permission: 'report.act', params: { id: 999999 }, body: { reason: '直播违规' } },
  consoleRoomReopen: { permission: 'report.act', params: { id: 999999 }, body: { reason: '整改完成' } },
  consoleRechargeReconcile: { permission: 'finance.read' },
  consoleLedgerCheck: { permission: 'finance.read' },
  consoleDailyTotals: { permission: 'finance.read' },
  consoleAdjust: {
    permission: 'finance.adjust',
    body: { userId: 999999, kind: 'credit', diamonds: 1, reason: '补发活动奖励', requestKey: 'matrix-key-1' },
  },
  consoleNews: { permission: 'content.read' },
  consoleNewsDetail: { permission: 'content.read', params: { id: 999999 } },
  consoleNewsCreate: { permission: 'content.edit', body: { columnNo: '99', title: '权限测试', body: '<p>正文</p>', mode: 'now' } },
  consoleNewsUpdate: {
    permission: 'content.edit',
    params: { id: 999999 },
    body: { columnNo: '99', title: '权限测试', body: '<p>正文</p>', mode: 'now' },
  },
  consoleNewsPublish: { permission: 'content.edit', params: { id: 999999 }, body: { mode: 'unpublish' } },
  consoleImages: { permission: 'content.edit', body: { files: ['bm90IGFuIGltYWdl'] } },
  consoleCircles: { permission: 'content.read' },
  consoleCircleCreate: { permission: 'content.edit', body: { name: '权限测试圈' } },
  consoleCircleUpdate: { permission: 'content.edit', params: { id: 999999 }, body: { name: '权限测试圈' } },
  consoleCircleEnable: { permission: 'content.edit', params: { id: 999999 }, body: { enabled: false } },
  consoleGifts: { permission: 'catalogue.read' },
  consoleGiftUpdate: { permission: 'catalogue.edit', params: { id: 999999 }, body: { name: '火箭', price: 100, enabled: true } },
  consoleNobleRanks: { permission: 'catalogue.read' },
  consoleNoblePrice: { permission: 'catalogue.edit', params: { rank: 1 }, body: { price: 600, renewPrice: 480 } },
  consoleAboutPages: { permission: 'content.read' },
  consoleAboutUpdate: { permission: 'content.edit', params: { id: '99999' }, body: { title: '帮助中心', body: '正文' } },
  consoleUserSearch: { permission: 'user.read', query: 'q=999999' },
  consoleUserDetail: { permission: 'user.read', params: { id: 999999 } },
  consoleUserRecords: { permission: 'user.read', params: { id: 999999 } },
  consoleIpBans: { permission: 'user.read' },
  consoleSanction: { permission: 'user.sanction', body: { kind: 'mute', userId: 999999, minutes: 10, reason: '刷屏' } },
  consoleIpBan: { permission: 'user.sanction', body: { ip: '192.0.2.1', minutes: 10, reason: '批量注册' } },
  consoleDeviceBan: { permission: 'user.sanction', body: { deviceId: 'permission0123456789', minutes: 10, reason: '批量注册' } },
  consoleWarn: { permission: 'user.sanction', body: { userId: 999999, message: '请文明发言' } },
  consoleSanctionLift: { permission: 'user.sanction', params: { id: 999999 }, body: { reason: '误判' } },
};
const OWN = new Set<RouteName>(['consoleLogin', 'consoleLogout', 'consoleMe']);

describe.each(DIALECTS)('operators console on %s', (dialect) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  let fanToken = '';
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    for (const role of CONSOLE_ROLES) tokens.set(role, await operatorToken(t.app, await addOperator(t.db.db, role)));
    fanToken = (await buildSession(t.db.db)).token;
  }, 120_000);
  afterAll(() => t.close());

  const call = (name: RouteName, headers: Record<string, string>, input: ConsoleInput = {}) => consoleCall(t, name, headers, input);
  const as = (role: string) => ({ 'x-operator-token': tokens.get(role) ?? '' });
  const auditRows = () => t.db.db.selectFrom('operator_audit').selectAll().orderBy('id').execute();

  it('lists every console call in the permission matrix', () => {
    const names = (Object.keys(CONSOLE_ROUTES) as RouteName[]).filter((n) => !OWN.has(n));
    expect(names.filter((n) => !MATRIX[n])).toEqual([]);
  });

  it('checks the role of every call: allowed roles get past the check, the others get 403 and an audit entry', async () => {
    for (const [name, spec] of Object.entries(MATRIX) as [RouteName, NonNullable<(typeof MATRIX)[RouteName]>][]) {
      for (const role of CONSOLE_ROLES) {
        const res = await call(name, as(role), spec);
        if (roleAllows(role, spec.permission)) expect([res.statusCode, name, role]).not.toEqual([403, name, role]);
        else {
          expect([res.statusCode, name, role]).toEqual([403, name, role]);
          expect(res.json().message).toBe('没有权限执行此操作');
        }
      }
    }
    const denied = (await auditRows()).filter((r) => r.action.startsWith('denied:'));
    expect(denied.length).toBeGreaterThan(10);
  });

  it("refuses a fan's token (header or cookie) with 403 on every console call, and no session with 401", async () => {
    for (const [name, spec] of Object.entries(MATRIX) as [RouteName, NonNullable<(typeof MATRIX)[RouteName]>][]) {
      expect([(await call(name, { accesstoken: fanToken }, spec)).statusCode, name]).toEqual([403, name]);
      expect([(await call(name, { cookie: `auth=${fanToken}` }, spec)).statusCode, name]).toEqual([403, name]);
      expect([(await call(name, {}, spec)).statusCode, name]).toEqual([401, name]);
    }
    expect((await call('consoleMe', { accesstoken: fanToken })).statusCode).toBe(403);
  });

  it('logs in only with the password and a fresh TOTP code; a code works once', async () => {
    const op = await addOperator(t.db.db, 'support');
    const login = (body: object) => t.app.inject({ method: 'POST', url: '/capi/auth/login', headers: XHR, payload: body });
    expect(
      (await login({ name: op.name, password: op.password, code: '000000' === totpCode(op.secret) ? '111111' : '000000' })).statusCode,
    ).toBe(401);
    expect((await login({ name: op.name, password: 'wrong-password', code: totpCode(op.secret) })).statusCode).toBe(401);
    expect((await login({ name: op.name, password: op.password, code: '12ab' })).json().message).toBe('请输入6位动态验证码');
    const code = totpCode(op.secret);
    const ok = await login({ name: op.name, password: op.password, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: op.name, role: 'support' });
    const cookie = ok.cookies.find((c) => c.name === 'op_session');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/capi', sameSite: 'Strict' });
    expect((await login({ name: op.name, password: op.password, code })).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/capi/auth/me', cookies: { op_session: cookie?.value ?? '' } });
    expect(me.json().data.permissions).toContain('report.read');
    expect((await login({ name: 'nobody_here', password: 'x', code: '123456' })).json().message).toBe('账号、密码或动态验证码错误');
  });

  it('locks the account after five failures, even against the right factors', async () => {
    const op = await addOperator(t.db.db, 'finance');
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/capi/auth/login',
        headers: XHR,
        payload: { name: op.name, password, code: totpCode(op.secret) },
      });
    for (let i = 0; i < 5; i++) expect((await login('wrong-password')).statusCode).toBe(401);
    const locked = await login(op.password);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toContain('锁定');
    const actions = (await auditRows()).filter((r) => r.operator_name === op.name).map((r) => r.action);
    expect(actions.filter((a) => a === 'auth.login.failed')).toHaveLength(5);
    expect(actions).toContain('auth.login.locked');
  });

  it('ends a session after its expiry and on logout', async () => {
    const token = await operatorToken(t.app, await addOperator(t.db.db, 'content'));
    const me = () => call('consoleMe', { 'x-operator-token': token });
    expect((await me()).statusCode).toBe(200);
    await t.db.db
      .updateTable('operator_session')
      .set({ last_seen_at: Date.now() - 31 * 60_000 })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    expect((await me()).statusCode).toBe(401);
    const again = await operatorToken(t.app, await addOperator(t.db.db, 'content'));
    expect((await call('consoleLogout', { 'x-operator-token': again })).statusCode).toBe(200);
    expect((await call('consoleMe', { 'x-operator-token': again })).statusCode).toBe(401);
  });

  it('approves and rejects anchor applications, refuses bad input and writes who did what', async () => {
    const insertApp = async (userId: number) =>
      t.db.db
        .insertInto('live_anchor_application')
        .values({
          user_id: userId,
          real_name: '张伟',
          contact: '13800001234',
          nav_id: null,
          introduction: '十年足球解说',
          created_at: Date.now(),
          reviewed_at: null,
        })
        .execute();
    const a = await buildUser(t.db.db, { nick_name: '解说阿强' });
    const b = await buildUser(t.db.db, { nick_name: '球评小李' });
    await insertApp(Number(a.id));
    await insertApp(Number(b.id));
    const list = await call('consoleApplications', as('moderation'));
    expect(list.json().data.map((r: { userId: number }) => r.userId)).toEqual(expect.arrayContaining([Number(a.id), Number(b.id)]));
    const bad = await call('consoleApplicationReject', as('moderation'), { body: { userId: Number(b.id), reason: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('请填写原因');
    const approved = await call('consoleApplicationApprove', as('moderation'), { body: { userId: Number(a.id) } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.roomId).toBeGreaterThan(0);
    const user = await t.db.db.selectFrom('app_user').select('is_anchor').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(Number(user.is_anchor)).toBe(1);
    expect((await call('consoleApplicationApprove', as('moderation'), { body: { userId: Number(a.id) } })).statusCode).toBe(404);
    expect(
      (await call('consoleApplicationReject', as('moderation'), { body: { userId: Number(b.id), reason: '资料不全' } })).statusCode,
    ).toBe(200);
    const rows = (await auditRows()).filter((r) => r.action === 'consoleApplicationApprove' || r.action === 'consoleApplicationReject');
    expect(rows.map((r) => r.target)).toEqual(expect.arrayContaining([`user:${a.id}`, `user:${b.id}`]));
    const reject = rows.find((r) => r.target === `user:${b.id}`);
    expect(JSON.parse(reject?.detail ?? '{}').after).toMatchObject({ state: 'rejected', reason: '资料不全' });
    expect(reject?.operator_name).toMatch(/^op_moderation_/);
  });

  it('reads room reports and settles them once: acting on one settles every open report of the room', async () => {
    const anchor = await buildUser(t.db.db, { is_anchor: 1 });
    const roomId = await buildRoom(t.db.db, Number(anchor.id), { is_live: 1 });
    // the anchor opened the room (开播): its stream key admits a publish
    await t.db.db
      .insertInto('media_stream')
      .values({ room_id: roomId, stream_key: `k${roomId}`, key_created_at: 1, is_up: 1 })
      .execute();
    const reporter = await buildUser(t.db.db, { nick_name: '热心球迷' });
    for (const reason of ['低俗内容', '违规广告'])
      await t.db.db
        .insertInto('live_report')
        .values({ reporter_id: Number(reporter.id), room_id: roomId, reason, created_at: Date.now() })
        .execute();
    const open = (await call('consoleReports', as('support'))).json().data as { id: number; reason: string; reporterNick: string }[];
    expect(open.map((r) => r.reason)).toEqual(['违规广告', '低俗内容']);
    expect(open[0]?.reporterNick).toBe('热心球迷');
    const [ad, vulgar] = open;
    const params = (id: number | undefined) => ({ kind: 'room', id });
    expect((await call('consoleReportAct', as('moderation'), { params: params(ad?.id), body: { action: 'ban-forever' } })).statusCode).toBe(
      400,
    );
    const cut = await call('consoleReportAct', as('moderation'), {
      params: params(vulgar?.id),
      body: { action: 'hide', note: '直播低俗' },
    });
    expect(cut.json().data).toMatchObject({ settled: 2, report: { state: 'acted', act: 'hide', actNote: '直播低俗' } });
    expect((await call('consoleReportAct', as('moderation'), { params: params(ad?.id), body: { action: 'warn' } })).statusCode).toBe(404);
    const room = await t.db.db.selectFrom('live_room').select('is_live').where('id', '=', roomId).executeTakeFirstOrThrow();
    expect(Number(room.is_live)).toBe(0);
    // the cut goes through media: the room is taken down, so its key no longer publishes
    const stream = await t.db.db.selectFrom('media_stream').select('is_up').where('room_id', '=', roomId).executeTakeFirstOrThrow();
    expect(Number(stream.is_up)).toBe(0);
    expect((await call('consoleReports', as('moderation'))).json().data).toEqual([]);
    const all = (await call('consoleReports', as('moderation'), { query: 'kind=room&state=all' })).json().data as { act: string }[];
    expect(all.map((r) => r.act)).toEqual(['hide', 'hide']);
    const audit = (await auditRows()).filter((r) => r.action === 'consoleReportAct');
    expect(audit.map((r) => r.target)).toEqual([`report:room:${vulgar?.id} room:${roomId}`]);
  });

  it('edits site content the public calls show at once', async () => {
    const seen = (await auditRows()).length;
    const add = await call('consoleHotWordAdd', as('content'), { body: { word: '中超第30轮', rank: 0 } });
    expect(add.statusCode).toBe(200);
    const hot = () => t.app.inject({ method: 'GET', url: routeUrl(API_ROUTES.hotSearch) }).then((r) => r.json());
    const id = add.json().data.id as number;
    expect(JSON.stringify(await hot())).toContain('中超第30轮');
    await call('consoleHotWordEnable', as('content'), { params: { id }, body: { enabled: false } });
    expect(JSON.stringify(await hot())).not.toContain('中超第30轮');
    expect((await call('consoleHotWordAdd', as('content'), { body: { word: '  ' } })).statusCode).toBe(400);
    const ann = await call('consoleAnnouncementAdd', as('content'), {
      body: { title: '关于春节期间提现到账时间的公告', content: '春节期间提现顺延至节后处理。' },
    });
    expect(ann.json().data).toMatchObject({ enabled: true, title: '关于春节期间提现到账时间的公告' });
    const audit = (await auditRows())
      .slice(seen)
      .filter((r) => r.action.startsWith('consoleHotWord') || r.action === 'consoleAnnouncementAdd');
    expect(audit.map((r) => r.action)).toEqual(['consoleHotWordAdd', 'consoleHotWordEnable', 'consoleAnnouncementAdd']);
    expect(JSON.parse(audit[1]?.detail ?? '{}')).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('shows the audit log to super only, newest first', async () => {
    const res = await call('consoleAudit', as('super'), { query: 'pageSize=5' });
    expect(res.statusCode).toBe(200);
    const { list, totalNumber } = res.json().data as { list: { id: number }[]; totalNumber: number };
    expect(list).toHaveLength(5);
    expect(totalNumber).toBeGreaterThan(5);
    const [newest, older] = list;
    assert.isDefined(newest);
    assert.isDefined(older);
    expect(newest.id).toBeGreaterThan(older.id);
  });
});
