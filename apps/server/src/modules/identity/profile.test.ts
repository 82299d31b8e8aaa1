import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { itemAt } from '@sports/contracts/indexed';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DIALECTS } from '../../../test/db';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildSession, buildUser, uniqueMobile } from '../../../test/factories';
import { BIG_SMS_LIMITS, NO_LIMITS, post, requestCode } from '../../../test/accounts';
import { isValidIdCard } from './profile';

/** A valid ID number for a birth date, with its check character. */
function idCard(body17: string): string {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body17].reduce((a, c, i) => a + Number(c) * itemAt(w, i, 'ID card weight'), 0);
  return body17 + '10X98765432'[sum % 11];
}

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

describe.each(DIALECTS)('profile on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-test-'));
    t = await createTestApp({
      dialect,
      seed: false,
      env: { DATA_DIR: dataDir },
      identity: { smsLimits: BIG_SMS_LIMITS, limiter: NO_LIMITS },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: { 'x-requested-with': 'XMLHttpRequest', ...(token ? { accesstoken: token } : {}) } });
  const info = async (token: string) => (await get('/tapi/user/center/info', token)).json().data;

  it('expert info for experts only: favors, fans and records computed from settled plans (none yet), never the stored profile', async () => {
    const { user, token } = await buildSession(t.db.db, {
      user: { is_expert: 1, nick_name: '足球老炮', description: '专注英超', fans_count: 1200 },
    });
    await t.db.db
      .insertInto('expert_profile')
      .values({ user_id: user.id, favors: 88, fifteen_records: 11, seven_records: 6, updated_at: Date.now() })
      .execute();
    const res = await post(t, '/tapi/tj/expert/info', {}, { accesstoken: token });
    expect(res.json().data).toEqual({
      name: '足球老炮',
      favors: 0,
      fans: 0,
      description: '专注英超',
      fifteenRecords: 0,
      sevenRecords: 0,
    });
    const plain = await buildSession(t.db.db);
    const refused = await post(t, '/tapi/tj/expert/info', {}, { accesstoken: plain.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('您还不是专家');
  });

  it('balances: a wallet account with integer balances, created for every new user', async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(t, mobile);
    const token = (await post(t, '/tapi/user/login', { mode: 1, mobile, verifyCode: code })).json().data.token;
    const res = await get('/tapi/pay/balances?channelId=3&platform=1', token);
    const data = res.json().data;
    expect(data).toEqual({ mainWalletId: expect.any(Number), balance: 0, ticket: 0, cashBalance: 0, freezeMoney: 0, withdrawMoney: 0 });
    const me = await info(token);
    await t.db.db
      .updateTable('wallet_account')
      .set({ balance: 520, ticket: 3, withdraw_money: 12345 })
      .where('user_id', '=', me.id)
      .execute();
    expect((await get('/tapi/pay/balances', token)).json().data).toMatchObject({ balance: 520, ticket: 3, withdrawMoney: 12345 });
    expect((await get('/tapi/pay/balances')).statusCode).toBe(401);
    // users from before the wallet get an account on first look
    const old = await buildSession(t.db.db);
    expect((await get('/tapi/pay/balances', old.token)).json().data.balance).toBe(0);
  });

  it('nickname: availability, 10-character limit, uniqueness, X-Requested-With', async () => {
    const other = await buildUser(t.db.db, { nick_name: '已被占用' });
    const { token } = await buildSession(t.db.db);
    const check = (n: string) => get(`/tapi/user/check/nick-name?nickName=${encodeURIComponent(n)}`, token);
    expect((await check('新名字')).json().data).toEqual({ available: true });
    expect((await check(other.nick_name)).json().data).toEqual({ available: false });
    expect((await check('一二三四五六七八九十')).json().data.available).toBe(true);
    expect((await check('一二三四五六七八九十一')).json()).toMatchObject({ code: 10028, message: '昵称需为1-10个字符' });
    expect((await check('  ')).json().code).toBe(10028);
    const update = (n: string, headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' }) =>
      t.app.inject({
        url: `/tapi/user/center/updateNickName?nickName=${encodeURIComponent(n)}`,
        headers: { accesstoken: token, ...headers },
      });
    expect((await update('偷改昵称', {})).statusCode).toBe(403);
    expect((await update(other.nick_name)).json()).toMatchObject({ code: 10029, message: '该昵称已被使用' });
    expect((await update('一二三四五六七八九十一')).json().code).toBe(10028);
    expect((await update('新名字')).json().code).toBe(200);
    expect((await info(token)).nickName).toBe('新名字');
  });

  it('description: at most 100 characters', async () => {
    const { token } = await buildSession(t.db.db);
    expect((await post(t, '/tapi/user/center/updateInfo', { description: '  每场必看  ' }, { accesstoken: token })).json().code).toBe(200);
    expect((await info(token)).description).toBe('每场必看');
    expect((await post(t, '/tapi/user/center/updateInfo', { description: '球'.repeat(101) }, { accesstoken: token })).json()).toMatchObject(
      { code: 10031 },
    );
    expect((await info(token)).description).toBe('每场必看');
  });

  describe('upload and portrait', () => {
    it('stores a re-encoded image, serves it, and only the uploader may use it as portrait', async () => {
      const { token } = await buildSession(t.db.db);
      const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c33' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Artist: 'secret-author' } } })
        .toBuffer();
      const res = await post(
        t,
        '/tapi/user/common/multiUploadBase64',
        { files: [`data:image/jpeg;base64,${big.toString('base64')}`, (await png(40, 30)).toString('base64')] },
        { accesstoken: token },
      );
      expect(res.json().code).toBe(200);
      const urls: string[] = res.json().data;
      expect(urls).toHaveLength(2);
      for (const u of urls) expect(u).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      const [large, small] = urls;
      assert.isDefined(large);
      assert.isDefined(small);
      const served = await t.app.inject({ url: large });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1080, 540]);
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('secret-author'))).toBe(false);

      const set = (url: string, tk: string) => get(`/tapi/user/center/updatePortrait?portraitUrl=${encodeURIComponent(url)}`, tk);
      expect((await set(small, token)).json().code).toBe(200);
      expect((await info(token)).portrait).toBe(small);
      expect((await set(`http://localhost:3000${large}`, token)).json().code).toBe(200);
      const stranger = await buildSession(t.db.db);
      expect((await set(large, stranger.token)).json()).toMatchObject({ code: 10030, message: '头像地址无效，请重新上传' });
      expect((await set('https://evil.example/x.png', stranger.token)).json().code).toBe(10030);
      expect((await t.app.inject({ url: '/uploads/..%2F..%2Fapp.sqlite' })).statusCode).toBe(404);
    });

    it('the app-host upload path works too', async () => {
      const { token } = await buildSession(t.db.db);
      const res = await post(
        t,
        '/api/upload/multiUploadBase64',
        { files: [(await png(10, 10)).toString('base64')] },
        { accesstoken: token },
      );
      expect(res.json().data[0]).toMatch(/^\/uploads\//);
    });

    it('refuses non-images, oversized files, too many files and visitors, storing nothing', async () => {
      const { user, token } = await buildSession(t.db.db);
      const h = { accesstoken: token };
      const count = async () => (await t.db.db.selectFrom('upload').select('id').where('user_id', '=', user.id).execute()).length;
      const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
      expect((await post(t, '/tapi/user/common/multiUploadBase64', { files: [text] }, h)).json()).toMatchObject({ code: 10041 });
      expect((await post(t, '/tapi/user/common/multiUploadBase64', { files: ['@@@not base64@@@'] }, h)).json().code).toBe(10041);
      const good = (await png(10, 10)).toString('base64');
      expect(
        (await post(t, '/tapi/user/common/multiUploadBase64', { files: [good, Buffer.from('hello').toString('base64')] }, h)).json().code,
      ).toBe(10041);
      const huge = Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64');
      expect((await post(t, '/tapi/user/common/multiUploadBase64', { files: [huge] }, h)).json()).toMatchObject({
        code: 10042,
        message: '图片大小不能超过2MB',
      });
      expect((await post(t, '/tapi/user/common/multiUploadBase64', { files: Array(10).fill(good) }, h)).json().message).toBe(
        '一次最多上传9张图片',
      );
      expect((await post(t, '/tapi/user/common/multiUploadBase64', { files: [good] })).statusCode).toBe(401);
      expect(await count()).toBe(0);
    });
  });

  describe('real name', () => {
    it('validates, stores once, and shows only masked values', async () => {
      const { token } = await buildSession(t.db.db);
      const h = { accesstoken: token };
      expect((await get('/tapi/user/center/real-name', token)).json().data).toEqual({ status: 0, realName: '', idCard: '' });
      const id = idCard('11010519900307123');
      expect(isValidIdCard(id)).toBe(true);
      expect((await post(t, '/tapi/user/center/real-name', { realName: 'Tom', idCard: id }, h)).json().code).toBe(10036);
      const badCheck = id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
      expect((await post(t, '/tapi/user/center/real-name', { realName: '张三', idCard: badCheck }, h)).json()).toMatchObject({
        code: 10037,
        message: '请输入正确的身份证号码',
      });
      expect((await post(t, '/tapi/user/center/real-name', { realName: '张三', idCard: idCard('11010519901337123') }, h)).json().code).toBe(
        10037,
      );
      const res = await post(t, '/tapi/user/center/real-name', { realName: '张三丰', idCard: id.toLowerCase() }, h);
      expect(res.json().data).toEqual({ status: 1, realName: '张**', idCard: `${id.slice(0, 4)}**********${id.slice(14)}` });
      expect(JSON.stringify((await get('/tapi/user/center/real-name', token)).json())).not.toContain(id);
      expect((await post(t, '/tapi/user/center/real-name', { realName: '李四', idCard: idCard('11010519850101002') }, h)).json().code).toBe(
        10038,
      );
      const other = await buildSession(t.db.db);
      expect(
        (await post(t, '/tapi/user/center/real-name', { realName: '王五', idCard: id }, { accesstoken: other.token })).json().code,
      ).toBe(10039);
    });
  });

  describe('bind phone', () => {
    it('binds a new mobile with a code sent to it; taken and same numbers are refused', async () => {
      const { user, token } = await buildSession(t.db.db);
      const h = { accesstoken: token };
      const mobile = uniqueMobile();
      expect((await post(t, '/tapi/user/center/bind/phone', { mobile, verifyCode: '123456' }, h)).json().message).toBe('请获取验证码！');
      const code = await requestCode(t, mobile);
      expect((await post(t, '/tapi/user/center/bind/phone', { mobile, verifyCode: code }, h)).json().code).toBe(200);
      const row = await t.db.db.selectFrom('app_user').select('mobile').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.mobile).toBe(mobile);
      expect((await post(t, '/tapi/user/center/bind/phone', { mobile, verifyCode: code }, h)).json().code).toBe(10040);
      const other = await buildUser(t.db.db);
      expect((await post(t, '/tapi/user/center/bind/phone', { mobile: other.mobile, verifyCode: '123456' }, h)).json().code).toBe(10017);
      expect((await post(t, '/tapi/user/center/bind/phone', { mobile: '123', verifyCode: '123456' }, h)).json().message).toBe(
        '请输入正确的手机号',
      );
    });
  });
});
