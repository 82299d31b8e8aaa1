import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildUser, uniqueMobile } from '../../../test/factories';
import { BIG_SMS_LIMITS, NO_LIMITS, authCookie, dynamicKey, loginByPassword, post, requestCode, sealed } from '../../../test/accounts';
import { hashPassword, verifyPassword } from './password';

const WRONG = '用户名或密码输入错误，超过五次将被锁定！';

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  let t: TestApp;
  let pwHash: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false, identity: { smsLimits: BIG_SMS_LIMITS, limiter: NO_LIMITS } });
    pwHash = await hashPassword('secret123');
  });
  afterAll(() => t.close());

  const info = (token: string) => t.app.inject({ url: '/tapi/user/center/info', headers: { accesstoken: token } });
  /** A stored user with the unique mobile it was given, typed as present: the tests log in with it. */
  const userWithMobile = async (over: Parameters<typeof buildUser>[1] = {}) => {
    const mobile = uniqueMobile();
    return { ...(await buildUser(t.db.db, { ...over, mobile })), mobile };
  };
  const userWithPassword = (over = {}) => userWithMobile({ password_hash: pwHash, ...over });

  describe('dynamic key', () => {
    it('gives two 16-character strings, different each time', async () => {
      const a = await dynamicKey(t);
      const b = await dynamicKey(t);
      expect(a.key).toHaveLength(16);
      expect(a.iv).toHaveLength(16);
      expect(a.key).not.toBe(b.key);
    });

    it('opens one request only: reuse answers 100224', async () => {
      const u = await userWithPassword();
      const body = { mode: 0, username: u.mobile, ...(await sealed(t, { password: 'secret123' })) };
      expect((await post(t, '/tapi/user/login', body)).json().code).toBe(200);
      const again = (await post(t, '/tapi/user/login', body)).json();
      expect(again).toMatchObject({ code: 100224, message: '密钥已失效，请重新获取' });
    });

    it('refuses an expired or unknown key and a mismatched iv', async () => {
      const u = await userWithPassword();
      const k = await dynamicKey(t);
      await t.db.db
        .updateTable('dynamic_key')
        .set({ expires_at: Date.now() - 1 })
        .where('key', '=', k.key)
        .execute();
      const password = await encryptPassword('secret123', k.key, k.iv);
      expect((await post(t, '/tapi/user/login', { mode: 0, username: u.mobile, password, ...k })).json().code).toBe(100224);
      const k2 = await dynamicKey(t);
      const pw2 = await encryptPassword('secret123', k2.key, k2.iv);
      expect(
        (await post(t, '/tapi/user/login', { mode: 0, username: u.mobile, password: pw2, key: k2.key, iv: 'x'.repeat(16) })).json().code,
      ).toBe(100224);
      expect((await post(t, '/tapi/user/login', { mode: 0, username: u.mobile, password: pw2 })).json().code).toBe(100224);
    });

    it('a password not encrypted with the key is refused', async () => {
      const u = await userWithPassword();
      const k = await dynamicKey(t);
      const res = await post(t, '/tapi/user/login', { mode: 0, username: u.mobile, password: 'secret123', ...k });
      expect(res.json()).toMatchObject({ code: 10014, message: '密码解密失败，请重新获取密钥' });
    });
  });

  describe('password login (mode 0)', () => {
    it('logs in by mobile or user name; the token works and is set as an HttpOnly Lax cookie for 30 days', async () => {
      const username = `fan${Date.now() % 1e6}`;
      const u = await userWithPassword({ username });
      for (const name of [u.mobile, username]) {
        const res = await loginByPassword(t, name, 'secret123', { auto: 1 });
        expect(res.statusCode).toBe(200);
        const token = res.json().data.token;
        expect(token).toMatch(/^[\w-]{40,}$/);
        const cookie = authCookie(res);
        assert.isDefined(cookie);
        expect(cookie).toContain(`auth=${token}`);
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).toMatch(/SameSite=Lax/);
        expect(cookie).toMatch(/Path=\//);
        expect(cookie).toMatch(/Max-Age=2592000/);
        expect((await info(token)).json().data.id).toBe(Number(u.id));
        expect((await t.app.inject({ url: '/tapi/user/center/info', headers: { cookie: `auth=${token}` } })).statusCode).toBe(200);
      }
    });

    it('without "keep login" the cookie is a session cookie (no Max-Age, no Expires)', async () => {
      const u = await userWithPassword();
      const res = await loginByPassword(t, u.mobile, 'secret123', { auto: 0 });
      const cookie = authCookie(res);
      assert.isDefined(cookie);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).not.toMatch(/Max-Age|Expires/);
    });

    it('wrong password, unknown user and passwordless user all answer 10011', async () => {
      const u = await userWithPassword();
      expect((await loginByPassword(t, u.mobile, 'wrong-pass')).json()).toMatchObject({ code: 10011, message: WRONG });
      expect((await loginByPassword(t, '13000000009', 'secret123')).json()).toMatchObject({ code: 10011, message: WRONG });
      const nopw = await userWithMobile();
      expect((await loginByPassword(t, nopw.mobile, 'secret123')).json().code).toBe(10011);
    });

    it('empty user name and bad password lengths give SPEC messages', async () => {
      expect(
        (await post(t, '/tapi/user/login', { mode: 0, username: ' ', ...(await sealed(t, { password: 'secret123' })) })).json(),
      ).toMatchObject({
        message: '请输入正确的用户名或者手机号码',
      });
      const u = await userWithPassword();
      expect((await loginByPassword(t, u.mobile, '12345')).json()).toMatchObject({ message: '密码,6-20个字符' });
      expect((await loginByPassword(t, u.mobile, 'x'.repeat(21))).json()).toMatchObject({ message: '密码,6-20个字符' });
    });

    it('the fifth wrong password locks for 30 minutes: the sixth try, even correct, is refused', async () => {
      const u = await userWithPassword();
      for (let i = 0; i < 5; i++) expect((await loginByPassword(t, u.mobile, `wrong${i}x`)).json().code).toBe(10011);
      const sixth = (await loginByPassword(t, u.mobile, 'wrong6x')).json();
      expect(sixth).toMatchObject({ code: 10012, message: '密码错误次数过多，账号已锁定，请30分钟后再试' });
      expect((await loginByPassword(t, u.mobile, 'secret123')).json().code).toBe(10012);
      const row = await t.db.db.selectFrom('app_user').select('locked_until').where('id', '=', u.id).executeTakeFirstOrThrow();
      expect(Number(row.locked_until) - Date.now()).toBeGreaterThan(29 * 60_000);
      expect(Number(row.locked_until) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
      // after the lock ends the right password works again
      await t.db.db
        .updateTable('app_user')
        .set({ locked_until: Date.now() - 1 })
        .where('id', '=', u.id)
        .execute();
      expect((await loginByPassword(t, u.mobile, 'secret123')).json().code).toBe(200);
    });

    it('counts concurrent guesses before checking them: of 20 wrong passwords at once only 5 are tried', async () => {
      const u = await userWithPassword();
      const tries = Array.from({ length: 20 }, (_, i) => `wrong${i}x`);
      const codes = await Promise.all(tries.map(async (pw) => (await loginByPassword(t, u.mobile, pw)).json().code as number));
      expect(codes.filter((c) => c === 10011)).toHaveLength(5);
      expect(codes.filter((c) => c === 10012)).toHaveLength(15);
      expect((await loginByPassword(t, u.mobile, 'secret123')).json().code).toBe(10012);
    });

    it("a user's own simultaneous right logins all pass (they wait for a turn instead of being refused as locked)", async () => {
      const u = await userWithPassword();
      const codes = await Promise.all(
        Array.from({ length: 8 }, async () => (await loginByPassword(t, u.mobile, 'secret123')).json().code as number),
      );
      expect(codes).toEqual(Array.from({ length: 8 }, () => 200));
    });

    it('a correct login resets the failure count', async () => {
      const u = await userWithPassword();
      for (let i = 0; i < 4; i++) await loginByPassword(t, u.mobile, 'wrongpw');
      expect((await loginByPassword(t, u.mobile, 'secret123')).json().code).toBe(200);
      for (let i = 0; i < 4; i++) expect((await loginByPassword(t, u.mobile, 'wrongpw')).json().code).toBe(10011);
      expect((await loginByPassword(t, u.mobile, 'secret123')).json().code).toBe(200);
    });
  });

  describe('phone-code login (mode 1)', () => {
    it('registers an unknown mobile without a password and logs in', async () => {
      const mobile = uniqueMobile();
      const code = await requestCode(t, mobile);
      const res = await post(t, '/tapi/user/login', {
        mode: 1,
        mobile: `${mobile.slice(0, 3)} ${mobile.slice(3)}`,
        verifyCode: code,
        auto: 1,
      });
      expect(res.json().code).toBe(200);
      const me = (await info(res.json().data.token)).json().data;
      expect(me.hasPassword).toBe(0);
      expect([...me.nickName].length).toBeLessThanOrEqual(10);
      const wallet = await t.db.db.selectFrom('wallet_account').selectAll().where('user_id', '=', me.id).executeTakeFirst();
      expect(wallet).toBeTruthy();
    });

    it('logs an existing user in, and the code works once', async () => {
      const u = await userWithMobile();
      const code = await requestCode(t, u.mobile);
      const body = { mode: 1, mobile: u.mobile, verifyCode: code };
      const res = await post(t, '/tapi/user/login', body);
      expect((await info(res.json().data.token)).json().data.id).toBe(Number(u.id));
      expect((await post(t, '/tapi/user/login', body)).json()).toMatchObject({ message: '请获取验证码！' });
    });

    it('bad phone, empty code, wrong length and wrong code are refused', async () => {
      const mobile = uniqueMobile();
      await requestCode(t, mobile);
      expect((await post(t, '/tapi/user/login', { mode: 1, mobile: '1380013800', verifyCode: '123456' })).json().message).toBe(
        '请输入正确的手机号',
      );
      expect((await post(t, '/tapi/user/login', { mode: 1, mobile, verifyCode: '' })).json().message).toBe('请输入验证码！');
      expect((await post(t, '/tapi/user/login', { mode: 1, mobile, verifyCode: '12345' })).json().message).toBe(
        '验证码错误，请确认后重新输入',
      );
      expect((await post(t, '/tapi/user/login', { mode: 1, mobile: uniqueMobile(), verifyCode: '123456' })).json().message).toBe(
        '请获取验证码！',
      );
    });
  });

  describe('registration', () => {
    it('by phone: code + encrypted password, then password login works', async () => {
      const mobile = uniqueMobile();
      const code = await requestCode(t, mobile);
      const res = await post(t, '/tapi/user/register', {
        mobile,
        verifyCode: code,
        type: 1,
        auto: 1,
        ...(await sealed(t, { password: 'newpass1', confirmPassword: 'newpass1' })),
      });
      expect(res.json().code).toBe(200);
      expect(authCookie(res)).toMatch(/HttpOnly/);
      expect((await info(res.json().data.token)).json().data.hasPassword).toBe(1);
      expect((await loginByPassword(t, mobile, 'newpass1')).json().code).toBe(200);
    });

    it('refuses a taken mobile, mismatched passwords and a wrong code without creating a user', async () => {
      const u = await userWithMobile();
      const code = await requestCode(t, u.mobile);
      const taken = await post(t, '/tapi/user/register', {
        mobile: u.mobile,
        verifyCode: code,
        ...(await sealed(t, { password: 'newpass1' })),
      });
      expect(taken.json()).toMatchObject({ code: 10017, message: '该手机号已被注册' });
      const mobile = uniqueMobile();
      await requestCode(t, mobile);
      const mismatch = await post(t, '/tapi/user/register', {
        mobile,
        verifyCode: '000000',
        ...(await sealed(t, { password: 'newpass1', confirmPassword: 'newpass2' })),
      });
      expect(mismatch.json().message).toBe('两次密码输入不一致');
      const wrong = await post(t, '/tapi/user/register', { mobile, verifyCode: '000000', ...(await sealed(t, { password: 'newpass1' })) });
      expect(['验证码错误，请确认后重新输入', '请获取验证码！']).toContain(wrong.json().message);
      expect(await t.db.db.selectFrom('app_user').select('id').where('mobile', '=', mobile).executeTakeFirst()).toBeUndefined();
    });

    it('by user name; bad and taken names are refused', async () => {
      const username = `acct${Date.now() % 1e6}`;
      const res = await post(t, '/tapi/user/account/register', { username, ...(await sealed(t, { password: 'newpass1' })) });
      expect(res.json().code).toBe(200);
      expect((await loginByPassword(t, username, 'newpass1')).json().code).toBe(200);
      expect((await post(t, '/tapi/user/account/register', { username, ...(await sealed(t, { password: 'newpass1' })) })).json().code).toBe(
        10016,
      );
      for (const bad of ['ab', '1abc', 'a b c d', '13800138000', 'x'.repeat(17)]) {
        expect(
          (await post(t, '/tapi/user/account/register', { username: bad, ...(await sealed(t, { password: 'newpass1' })) })).json().code,
        ).toBe(10015);
      }
    });
  });

  describe('passwords', () => {
    it('init: only without a password; both fields must match; then password login works', async () => {
      const mobile = uniqueMobile();
      const code = await requestCode(t, mobile);
      const token = (await post(t, '/tapi/user/login', { mode: 1, mobile, verifyCode: code })).json().data.token;
      const h = { accesstoken: token };
      expect(
        (
          await post(
            t,
            '/tapi/user/center/initPassword',
            { type: 1, ...(await sealed(t, { newPassword: 'abcdef1', confirmPassword: 'abcdef2' })) },
            h,
          )
        ).json().message,
      ).toBe('两次密码输入不一致');
      expect(
        (
          await post(t, '/tapi/user/center/initPassword', { ...(await sealed(t, { newPassword: 'abc', confirmPassword: 'abc' })) }, h)
        ).json().message,
      ).toBe('密码,6-20个字符');
      expect(
        (
          await post(
            t,
            '/tapi/user/center/initPassword',
            { ...(await sealed(t, { newPassword: 'abcdef1', confirmPassword: 'abcdef1' })) },
            h,
          )
        ).json().code,
      ).toBe(200);
      expect((await info(token)).json().data.hasPassword).toBe(1);
      expect(
        (
          await post(
            t,
            '/tapi/user/center/initPassword',
            { ...(await sealed(t, { newPassword: 'abcdef9', confirmPassword: 'abcdef9' })) },
            h,
          )
        ).json().code,
      ).toBe(10033);
      expect((await loginByPassword(t, mobile, 'abcdef1')).json().code).toBe(200);
    });

    it('init needs a login', async () => {
      const res = await post(t, '/tapi/user/center/initPassword', {
        ...(await sealed(t, { newPassword: 'abcdef1', confirmPassword: 'abcdef1' })),
      });
      expect(res.statusCode).toBe(401);
    });

    it('update: old password required; other sessions end, this one stays', async () => {
      const u = await userWithPassword();
      const a = (await loginByPassword(t, u.mobile, 'secret123')).json().data.token;
      const b = (await loginByPassword(t, u.mobile, 'secret123')).json().data.token;
      const wrong = await post(
        t,
        '/tapi/user/center/updatePassword',
        { ...(await sealed(t, { password: 'notmine1', newPassword: 'changed1', confirmPassword: 'changed1' })) },
        { accesstoken: a },
      );
      expect(wrong.json()).toMatchObject({ code: 10032, message: '原密码错误' });
      const same = await post(
        t,
        '/tapi/user/center/updatePassword',
        { ...(await sealed(t, { password: 'secret123', newPassword: 'secret123', confirmPassword: 'secret123' })) },
        { accesstoken: a },
      );
      expect(same.json().code).toBe(10035);
      const good = await post(
        t,
        '/tapi/user/center/updatePassword',
        { type: 1, ...(await sealed(t, { password: 'secret123', newPassword: 'changed1', confirmPassword: 'changed1' })) },
        { accesstoken: a },
      );
      expect(good.json().code).toBe(200);
      expect((await info(a)).statusCode).toBe(200);
      expect((await info(b)).statusCode).toBe(401);
      expect((await loginByPassword(t, u.mobile, 'secret123')).json().code).toBe(10011);
      expect((await loginByPassword(t, u.mobile, 'changed1')).json().code).toBe(200);
    });

    it('retrieve: mobile + code sets a new password, lifts a lock and ends every session', async () => {
      const u = await userWithPassword();
      const token = (await loginByPassword(t, u.mobile, 'secret123')).json().data.token;
      await t.db.db
        .updateTable('app_user')
        .set({ locked_until: Date.now() + 60_000 })
        .where('id', '=', u.id)
        .execute();
      const code = await requestCode(t, u.mobile);
      const res = await post(t, '/tapi/user/center/retrievePassword', {
        mobile: u.mobile,
        verifyCode: code,
        type: 1,
        ...(await sealed(t, { newPassword: 'found123', confirmPassword: 'found123' })),
      });
      expect(res.json().code).toBe(200);
      expect((await info(token)).statusCode).toBe(401);
      expect((await loginByPassword(t, u.mobile, 'found123')).json().code).toBe(200);
      const unknown = await post(t, '/tapi/user/center/retrievePassword', {
        mobile: uniqueMobile(),
        verifyCode: '123456',
        ...(await sealed(t, { newPassword: 'found123', confirmPassword: 'found123' })),
      });
      expect(unknown.json()).toMatchObject({ code: 10018, message: '该手机号未注册' });
    });
  });

  it('logout revokes the token and clears the cookie', async () => {
    const u = await userWithPassword();
    const token = (await loginByPassword(t, u.mobile, 'secret123')).json().data.token;
    const out = await t.app.inject({
      url: '/tapi/user/logout',
      headers: { cookie: `auth=${token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(out.json().code).toBe(200);
    expect(authCookie(out)).toMatch(/^auth=;/);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('login and register need X-Requested-With', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/tapi/user/login', payload: { mode: 0 } });
    expect(res.statusCode).toBe(403);
  });
});

describe('password hashing', () => {
  it('is salted scrypt and verifies in constant time', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
    expect(await verifyPassword('secret123', null)).toBe(false);
    expect(await verifyPassword('secret123', 'x')).toBe(false);
  });
});

describe('abuse limits per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('60 dynamic keys a minute, 30 login attempts a minute, 10 registrations an hour', async () => {
    const key = (ip: string) => t.app.inject({ url: '/tapi/user/key/getDynamicKey', remoteAddress: ip });
    for (let i = 0; i < 60; i++) expect((await key('10.9.0.1')).statusCode).toBe(200);
    const over = await key('10.9.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('操作过于频繁，请稍后再试');
    expect((await key('10.9.0.2')).statusCode).toBe(200);

    const login = (ip: string) => post(t, '/tapi/user/login', { mode: 1, mobile: '13800138000', verifyCode: '123456' }, {}, ip);
    for (let i = 0; i < 30; i++) expect((await login('10.9.0.3')).statusCode).not.toBe(429);
    expect((await login('10.9.0.3')).statusCode).toBe(429);

    const register = (ip: string) =>
      post(t, '/tapi/user/account/register', { username: 'x', password: 'x', iv: 'x'.repeat(16), key: 'x'.repeat(16) }, {}, ip);
    for (let i = 0; i < 10; i++) expect((await register('10.9.0.4')).statusCode).not.toBe(429);
    expect((await register('10.9.0.4')).statusCode).toBe(429);
  });
});
