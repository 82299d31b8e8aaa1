import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli/commands';
import { createTestApp, type TestApp } from '../../../test/app';
import { NO_LIMITS, loginByPassword } from '../../../test/accounts';
import { DEMO_USERS } from './seed';

describe('demo accounts and operator commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, identity: { limiter: NO_LIMITS } });
  });
  afterAll(() => t.close());

  it('every demo user logs in by user name and by mobile with the README password', async () => {
    for (const u of DEMO_USERS) {
      for (const name of [u.username, u.mobile]) {
        const res = await loginByPassword(t, name, u.password);
        expect(res.json().code).toBe(200);
      }
    }
    const expert = await loginByPassword(t, 'expert', 'expert123456');
    const info = await t.app.inject({
      method: 'POST',
      url: '/tapi/tj/expert/info',
      headers: { 'x-requested-with': 'XMLHttpRequest', accesstoken: expert.json().data.token },
      payload: {},
    });
    expect(info.json().data).toMatchObject({ name: '英超老炮', favors: expect.any(Number), sevenRecords: expect.any(Number) });
  });

  it('user add --username --password creates a user who can log in; bad values change nothing', async () => {
    const out = await runCommand(t.db.db, ['user', 'add', '13711112222', '--username', 'cliuser', '--password', 'clipass1']);
    expect(out).toMatch(/已创建用户 \d+/);
    expect((await loginByPassword(t, 'cliuser', 'clipass1')).json().code).toBe(200);
    await expect(runCommand(t.db.db, ['user', 'add', '13711113333', '--password', '123'])).rejects.toThrow('密码,6-20个字符');
    await expect(runCommand(t.db.db, ['user', 'add', '13711113333', '--username', '1bad'])).rejects.toThrow(/用户名需为/);
    await expect(runCommand(t.db.db, ['user', 'add', '13711113333', '--username', 'cliuser'])).rejects.toThrow('用户名 cliuser 已被注册');
    expect(await t.db.db.selectFrom('app_user').select('id').where('mobile', '=', '13711113333').executeTakeFirst()).toBeUndefined();
  });

  it('user password resets the password and lifts a lock', async () => {
    await runCommand(t.db.db, ['user', 'add', '13711114444', '--password', 'before11']);
    await t.db.db
      .updateTable('app_user')
      .set({ locked_until: Date.now() + 60_000 })
      .where('mobile', '=', '13711114444')
      .execute();
    expect((await loginByPassword(t, '13711114444', 'before11')).json().code).toBe(10012);
    await runCommand(t.db.db, ['user', 'password', '13711114444', 'after1234']);
    expect((await loginByPassword(t, '13711114444', 'after1234')).json().code).toBe(200);
  });

  it('site captcha on/off flips jiyanSwitch, which SMS requests then obey', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/tapi/inform/send/sms/new',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { mobile: `1391111${String(Date.now()).slice(-4)}`, type: 3 },
      });
    expect(await runCommand(t.db.db, ['site', 'captcha', 'on'])).toContain('jiyanSwitch=1');
    expect((await t.app.inject({ url: '/tapi/inform/get/cms/config' })).json().data).toMatchObject({
      jiyanSwitch: 1,
      customerServiceSwitch: '0',
    });
    expect((await send()).json().message).toBe('请先完成安全验证');
    await runCommand(t.db.db, ['site', 'captcha', 'off']);
    expect((await send()).json().code).toBe(200);
    await expect(runCommand(t.db.db, ['site', 'captcha', 'maybe'])).rejects.toThrow('请指定 on 或 off');
  });
});
