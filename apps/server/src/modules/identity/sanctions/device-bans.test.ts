import { CONSOLE_ROLES, DEVICE_COOKIE, MESSAGES } from '@sports/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../../cli/commands';
import { post, sealed } from '../../../../test/accounts';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { asOperator, consoleCall, type ConsoleInput, type ConsoleRouteName } from '../../../../test/console-calls';
import { DIALECTS } from '../../../../test/db';
import { buildRoom, buildSession, buildUser } from '../../../../test/factories';
import { addOperator, operatorToken } from '../../../../test/operators';
import { hashPassword } from '../password';

const BANNED_MESSAGE = /^当前设备已被限制登录、注册和发言，至 \d{4}-\d\d-\d\d \d\d:\d\d（北京时间）$/;

describe.each(DIALECTS)('device bans on %s', (dialect) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  let roomId = 0;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    for (const role of CONSOLE_ROLES) tokens.set(role, await operatorToken(t.app, await addOperator(t.db.db, role)));
    roomId = await buildRoom(t.db.db, Number((await buildUser(t.db.db, { is_anchor: 1 })).id), { is_live: 1 });
  }, 120_000);
  afterAll(() => t.close());

  const as = (role: string, name: ConsoleRouteName, input: ConsoleInput = {}) =>
    consoleCall(t, name, asOperator(tokens.get(role) ?? ''), input);
  const mod = (name: ConsoleRouteName, input: ConsoleInput) => as('moderation', name, input);
  /** A device id of this test: 16 to 64 letters and digits, as the web client makes them. */
  const newDevice = () => `${dialect}device${String(++n).padStart(4, '0')}abcdef`;
  const fromDevice = (device: string | null): Record<string, string> => (device === null ? {} : { 'x-device-id': device });
  const withPassword = async () => {
    const user = await buildUser(t.db.db, { password_hash: await hashPassword('secret123') });
    const login = async (device: string | null) =>
      post(
        t,
        '/tapi/user/login',
        { mode: 0, username: user.mobile, channelId: 3, platform: 1, type: 1, ...(await sealed(t, { password: 'secret123' })) },
        fromDevice(device),
      );
    return { user, id: Number(user.id), login };
  };
  const register = async (device: string) =>
    post(
      t,
      '/tapi/user/account/register',
      { username: `dev${dialect.slice(0, 2)}${++n}`, ...(await sealed(t, { password: 'newpass1' })) },
      {
        'x-device-id': device,
      },
    );
  const chat = (token: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/msg',
      payload: { content: '进球了', platform: 1, roomId },
      headers: { ...XHR, accesstoken: token, ...headers },
    });
  const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/tapi/user/center/info', headers: { accesstoken: token } });
  const count = async () => (await t.db.db.selectFrom('user_sanction').select('id').where('kind', '=', 'device').execute()).length;

  it("shows a user's devices, bans one: its sessions end, login, registration and chat from it are refused until lifted", async () => {
    const { id, login } = await withPassword();
    const [phone, laptop] = [newDevice(), newDevice()];
    const first = await login(phone);
    expect(first.json().code).toBe(200);
    await login(phone);
    const onLaptop = (await login(laptop)).json().data.token as string;
    expect((await login(null)).json().code).toBe(200);
    const detail = (await as('support', 'consoleUserDetail', { params: { id } })).json().data;
    expect(detail.devices).toEqual([
      { deviceId: laptop, firstLoginAt: expect.any(Number), lastLoginAt: expect.any(Number), logins: 1 },
      { deviceId: phone, firstLoginAt: expect.any(Number), lastLoginAt: expect.any(Number), logins: 2 },
    ]);
    const onPhone = first.json().data.token as string;
    // someone else on the same phone: a device ban is of the device, whoever uses it
    const other = await buildSession(t.db.db);

    const before = Date.now();
    const ban = await mod('consoleDeviceBan', { body: { deviceId: phone, minutes: 1440, reason: '批量注册小号', userId: id } });
    expect(ban.statusCode).toBe(200);
    const s = ban.json().data;
    expect(s).toMatchObject({ kind: 'device', deviceId: phone, ip: null, userId: id, active: true, reason: '批量注册小号' });
    expect(s.endsAt).toBeGreaterThanOrEqual(before + 1440 * 60_000);

    // the session logged in from the phone ended; the laptop's did not
    expect((await userInfo(onPhone)).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    expect((await userInfo(onLaptop)).json().code).toBe(200);
    const refused = [
      await login(phone),
      await register(phone),
      await chat(other.token, { 'x-device-id': phone }),
      // the cookie counts when no header is sent (the socket's upgrade request carries only the cookie)
      await chat(other.token, { cookie: `${DEVICE_COOKIE}=${phone}` }),
    ];
    for (const res of refused) {
      expect([res.statusCode, res.json().code]).toEqual([403, MESSAGES.DEVICE_BANNED.code]);
      expect(res.json().message).toMatch(BANNED_MESSAGE);
    }
    expect((await chat(other.token, { 'x-device-id': laptop })).json().code).toBe(200);
    expect((await login(laptop)).json().code).toBe(200);
    expect((await register(newDevice())).json().code).toBe(200);

    const history = (await as('support', 'consoleUserDetail', { params: { id } })).json().data.sanctions;
    expect(history).toEqual([expect.objectContaining({ id: s.id, kind: 'device', active: true })]);
    const lifted = await mod('consoleSanctionLift', { params: { id: s.id }, body: { reason: '误封，已核实' } });
    expect(lifted.json().data).toMatchObject({ id: s.id, active: false, liftReason: '误封，已核实' });
    expect((await login(phone)).json().code).toBe(200);
    expect((await chat(other.token, { 'x-device-id': phone })).json().code).toBe(200);

    const audit = await t.db.db
      .selectFrom('operator_audit')
      .select(['action', 'target', 'detail'])
      .where('action', 'in', ['consoleDeviceBan', 'consoleSanctionLift'])
      .where('target', 'like', `%device:${phone}%`)
      .orderBy('id')
      .execute();
    expect(audit.map((r) => [r.action, r.target])).toEqual([
      ['consoleDeviceBan', `device:${phone} user:${id}`],
      ['consoleSanctionLift', `sanction:${s.id} device:${phone}`],
    ]);
    expect(JSON.parse(audit[0]?.detail ?? '{}').after).toMatchObject({ id: s.id, kind: 'device', reason: '批量注册小号' });
  });

  it('a new ban of the same device replaces the running one; a period ends by itself', async () => {
    const { id, login } = await withPassword();
    const device = newDevice();
    await login(device);
    const first = (await mod('consoleDeviceBan', { body: { deviceId: device, minutes: 60, reason: '刷屏', userId: id } })).json().data;
    const second = (await mod('consoleDeviceBan', { body: { deviceId: device, minutes: 1, reason: '再犯', userId: id } })).json().data;
    const rows = await t.db.db
      .selectFrom('user_sanction')
      .select(['id', 'lift_reason'])
      .where('device_id', '=', device)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.id), r.lift_reason])).toEqual([
      [first.id, '由新的处罚取代'],
      [second.id, null],
    ]);
    expect((await login(device)).json().code).toBe(MESSAGES.DEVICE_BANNED.code);
    await t.db.db
      .updateTable('user_sanction')
      .set({ ends_at: Date.now() - 1 })
      .where('id', '=', second.id)
      .execute();
    expect((await login(device)).json().code).toBe(200);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const { id, login } = await withPassword();
    const device = newDevice();
    await login(device);
    const before = await count();
    const body = { deviceId: device, minutes: 60, reason: '刷号', userId: id };
    const cases: [unknown, number, string][] = [
      [{ ...body, minutes: 0 }, 400, '时长至少1分钟'],
      [{ ...body, minutes: 600_000 }, 400, '时长最多365天'],
      [{ ...body, minutes: 2.5 }, 400, '时长须为整数分钟'],
      // never for good: the id lives in the browser and can be cleared
      [{ ...body, minutes: null }, 400, '请选择时长'],
      [{ ...body, reason: ' ' }, 400, '请填写原因'],
      [{ ...body, deviceId: 'short' }, 400, '请输入正确的设备ID'],
      [{ ...body, deviceId: `${device}!` }, 400, '请输入正确的设备ID'],
      [{ ...body, deviceId: undefined }, 400, '请输入正确的设备ID'],
      [{ ...body, userId: 99_999_999 }, 404, '用户不存在'],
      [{ ...body, deviceId: newDevice() }, 400, MESSAGES.DEVICE_NOT_OF_USER.message],
    ];
    for (const [input, status, message] of cases) {
      const res = await mod('consoleDeviceBan', { body: input });
      expect([input, res.statusCode, res.json().message]).toEqual([input, status, message]);
    }
    expect(await count()).toBe(before);
    expect((await login(device)).json().code).toBe(200);
  });

  it('lets only the roles that may ban addresses ban devices; a fan gets 403, no session 401', async () => {
    const { id, login } = await withPassword();
    const device = newDevice();
    await login(device);
    const input = { body: { deviceId: device, minutes: 10, reason: '刷号', userId: id } };
    for (const role of CONSOLE_ROLES) {
      const [deviceBan, ipBan] = [
        await as(role, 'consoleDeviceBan', input),
        await as(role, 'consoleIpBan', { body: { ip: '198.51.100.77', minutes: 10, reason: '刷号' } }),
      ];
      expect([role, deviceBan.statusCode]).toEqual([role, ipBan.statusCode]);
      expect([role, deviceBan.statusCode]).toEqual([role, ['super', 'moderation'].includes(role) ? 200 : 403]);
    }
    const fan = (await buildSession(t.db.db)).token;
    const byFan = await consoleCall(t, 'consoleDeviceBan', { accesstoken: fan }, input);
    expect([byFan.statusCode, byFan.json().message]).toEqual([403, MESSAGES.CONSOLE_NOT_OPERATOR.message]);
    expect((await consoleCall(t, 'consoleDeviceBan', {}, input)).statusCode).toBe(401);
    const rows = await t.db.db.selectFrom('user_sanction').select('created_by').where('device_id', '=', device).orderBy('id').execute();
    expect(rows.map((r) => r.created_by.replace(/_\d+$/, ''))).toEqual(['运营 op_super', '运营 op_moderation']);
  });

  it('does the same from the command line through the same service', async () => {
    const { user, login } = await withPassword();
    const device = newDevice();
    await login(device);
    const mobile = user.mobile ?? '';
    await expect(runCommand(t.db.db, ['sanction', 'device', device, 'forever', '--reason', '刷号'])).rejects.toThrow('设备不能永久封禁');
    await expect(runCommand(t.db.db, ['sanction', 'device', device, '2h'])).rejects.toThrow('请填写原因');
    await expect(runCommand(t.db.db, ['sanction', 'device', 'bad', '2h', '--reason', '刷号'])).rejects.toThrow('请输入正确的设备ID');
    await expect(runCommand(t.db.db, ['sanction', 'device', newDevice(), '2h', '--reason', '刷号', '--user', mobile])).rejects.toThrow(
      MESSAGES.DEVICE_NOT_OF_USER.message,
    );
    const out = await runCommand(t.db.db, ['sanction', 'device', device, '2h', '--reason', '批量注册', '--user', mobile]);
    expect(out).toMatch(
      new RegExp(`^已封禁：#\\d+ {2}封禁设备 {2}用户 ${user.id} 设备 ${device} {2}至 .+ {2}生效中 {2}原因：批量注册 {2}cli:`),
    );
    expect((await login(device)).json().code).toBe(MESSAGES.DEVICE_BANNED.code);
    expect(await runCommand(t.db.db, ['sanction', 'list'])).toContain(`设备 ${device}`);
    const id = /#(\d+)/.exec(out)?.[1] ?? '';
    expect(await runCommand(t.db.db, ['sanction', 'lift', id, '--reason', '已核实'])).toContain('已解除（cli:');
    expect((await login(device)).json().code).toBe(200);
    const audit = await t.db.db.selectFrom('operator_audit').select('action').where('action', 'like', 'cli:sanction device').execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });
});
