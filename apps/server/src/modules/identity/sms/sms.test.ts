import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../../test/db';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildSession, uniqueMobile } from '../../../../test/factories';
import {
  BIG_SMS_LIMITS,
  NO_LIMITS,
  allowResend,
  latestCode,
  passSlidePuzzle,
  post,
  requestCode,
  setCaptchaSwitch,
} from '../../../../test/accounts';
import { aliyunProvider, aliyunSignature, canonicalQuery, percentEncode } from './aliyun';
import type { SmsMessage, SmsProvider } from './provider';

const send = (t: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  post(t, '/tapi/inform/send/sms/new', { channelId: 3, platform: 1, ...body }, headers, remoteAddress);
const verify = (t: TestApp, mobile: string, code: string, type = 3) =>
  t.app.inject({ url: `/tapi/inform/verifyCode?mobile=${mobile}&verifyCode=${code}&type=${type}` });

describe.each(DIALECTS)('SMS codes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false, identity: { smsLimits: BIG_SMS_LIMITS, limiter: NO_LIMITS } });
  });
  afterAll(() => t.close());

  it('sends a 6-digit code to the outbox, readable at /tapi/dev/sms, valid for 5 minutes', async () => {
    const mobile = uniqueMobile();
    const res = await send(t, { mobile, type: 3 });
    expect(res.json()).toEqual({ code: 200, message: 'success', data: null });
    const list = (await t.app.inject({ url: `/tapi/dev/sms?mobile=${mobile}` })).json().data.list;
    expect(list).toHaveLength(1);
    expect(list[0].code).toMatch(/^\d{6}$/);
    expect(list[0].text).toContain(list[0].code);
    expect(list[0].expiresAt - list[0].createdAt).toBe(300_000);
    expect(list[0].used).toBe(false);
    const stored = await t.db.db.selectFrom('sms_code').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(list[0].code);
  });

  it.each([
    ['1380013800', 'ten digits'],
    ['138001380001', 'twelve digits'],
    ['12800138000', 'second digit 2'],
    ['16800138000', 'second digit 6'],
    ['1380013800a', 'a letter'],
    ['', 'empty'],
  ])('refuses the phone %s (%s) with 请输入正确的手机号', async (mobile) => {
    const res = await send(t, { mobile, type: 3 });
    expect(res.json()).toMatchObject({ success: false, message: '请输入正确的手机号' });
  });

  it('strips spaces in the phone number', async () => {
    const mobile = uniqueMobile();
    expect((await send(t, { mobile: `${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`, type: 3 })).json().code).toBe(200);
    expect(await latestCode(t, mobile)).toMatch(/^\d{6}$/);
  });

  it('refuses unknown types', async () => {
    expect((await send(t, { mobile: uniqueMobile(), type: 4 })).json().message).toBe('验证码类型不正确');
  });

  it('one code per mobile per 60 s', async () => {
    const mobile = uniqueMobile();
    await requestCode(t, mobile);
    const again = await send(t, { mobile, type: 3 });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('验证码发送过于频繁，请60秒后再试');
    await allowResend(t, mobile);
    expect((await send(t, { mobile, type: 3 })).json().code).toBe(200);
  });

  it('a new code replaces the old one', async () => {
    const mobile = uniqueMobile();
    const first = await requestCode(t, mobile);
    await allowResend(t, mobile);
    const second = await requestCode(t, mobile);
    if (first !== second) expect((await verify(t, mobile, first)).json().message).toBe('验证码错误，请确认后重新输入');
    expect((await verify(t, mobile, second)).json()).toEqual({ code: 200, message: 'success', data: true });
  });

  it('verifyCode checks without spending; wrong, wrong length, expired, reused and other-type codes fail', async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(t, mobile);
    expect((await verify(t, mobile, code)).json().data).toBe(true);
    expect((await verify(t, mobile, code)).json().data).toBe(true);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await verify(t, mobile, wrong)).json().message).toBe('验证码错误，请确认后重新输入');
    expect((await verify(t, mobile, '12345')).json().message).toBe('验证码错误，请确认后重新输入');
    expect((await verify(t, mobile, code, 5)).json().message).toBe('请获取验证码！');
    // spend it by logging in: then it is gone
    expect((await post(t, '/tapi/user/login', { mode: 1, mobile, verifyCode: code })).json().code).toBe(200);
    expect((await verify(t, mobile, code)).json().message).toBe('请获取验证码！');
    // expiry
    const m2 = uniqueMobile();
    const c2 = await requestCode(t, m2);
    await t.db.db
      .updateTable('sms_code')
      .set({ expires_at: Date.now() - 1 })
      .where('mobile', '=', m2)
      .execute();
    expect((await verify(t, m2, c2)).json().message).toBe('验证码已过期，请重新获取');
  });

  it('five wrong tries burn the code', async () => {
    const mobile = uniqueMobile();
    const code = await requestCode(t, mobile);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) expect((await verify(t, mobile, wrong)).json().message).toBe('验证码错误，请确认后重新输入');
    expect((await verify(t, mobile, wrong)).json().message).toBe('验证码错误次数过多，请重新获取');
    expect((await verify(t, mobile, code)).json().message).toBe('验证码错误次数过多，请重新获取');
  });

  it("types 5 and 8 need a login and a passed captcha, and go to the user's own mobile", async () => {
    expect((await send(t, { type: 5, captchaVerification: 'x' })).statusCode).toBe(401);
    const mobile = uniqueMobile();
    const { token } = await buildSession(t.db.db, { user: { mobile } });
    const h = { accesstoken: token };
    expect((await send(t, { type: 5 }, h)).json().message).toBe('请先完成安全验证');
    expect((await send(t, { type: 8, captchaVerification: 'not-a-token' }, h)).json().message).toBe('安全验证已失效，请重新验证');
    const pass = await passSlidePuzzle(t);
    expect((await send(t, { type: 5, mobile: '13900000000', captchaVerification: pass }, h)).json().code).toBe(200);
    const box = (await t.app.inject({ url: `/tapi/dev/sms?mobile=${mobile}` })).json().data.list;
    expect(box[0].type).toBe(5);
    // the token was spent
    await allowResend(t, mobile);
    expect((await send(t, { type: 5, captchaVerification: pass }, h)).json().message).toBe('安全验证已失效，请重新验证');
  });

  it('with the captcha switch on, type 3 needs a verification too', async () => {
    await setCaptchaSwitch(t, true);
    try {
      const mobile = uniqueMobile();
      expect((await send(t, { mobile, type: 3 })).json().message).toBe('请先完成安全验证');
      expect((await send(t, { mobile, type: 3, captchaVerification: await passSlidePuzzle(t) })).json().code).toBe(200);
      // a vendor result is refused when no vendor captcha is configured
      const vendor = JSON.stringify({ captchaId: 'x', captchaOutput: 'o', genTime: '1', lotNumber: 'l', passToken: 'p' });
      expect((await send(t, { mobile: uniqueMobile(), type: 3, captchaVerification: vendor })).json().message).toBe(
        '人机验证未通过，请重试',
      );
    } finally {
      await setCaptchaSwitch(t, false);
    }
  });
});

describe('SMS daily caps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      identity: { smsLimits: { perMobilePerDay: 2, perIpPerDay: 4, resendMs: 60_000 }, limiter: NO_LIMITS },
    });
  });
  afterAll(() => t.close());

  it('caps codes per mobile and per IP per day', async () => {
    const mobile = uniqueMobile();
    expect((await send(t, { mobile, type: 3 }, {}, '10.0.0.1')).json().code).toBe(200);
    await allowResend(t, mobile);
    expect((await send(t, { mobile, type: 3 }, {}, '10.0.0.1')).json().code).toBe(200);
    await allowResend(t, mobile);
    const third = await send(t, { mobile, type: 3 }, {}, '10.0.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('今日验证码发送次数已达上限，请明天再试');
    expect((await send(t, { mobile: uniqueMobile(), type: 3 }, {}, '10.0.0.1')).json().code).toBe(200);
    expect((await send(t, { mobile: uniqueMobile(), type: 3 }, {}, '10.0.0.1')).json().code).toBe(200);
    expect((await send(t, { mobile: uniqueMobile(), type: 3 }, {}, '10.0.0.1')).json().message).toBe(
      '今日验证码发送次数已达上限，请明天再试',
    );
    expect((await send(t, { mobile: uniqueMobile(), type: 3 }, {}, '10.0.0.2')).json().code).toBe(200);
  });
});

describe('SMS providers', () => {
  it('a failing provider leaves no usable code and says 验证码获取失败', async () => {
    const failing: SmsProvider = { name: 'gateway', send: async () => Promise.reject(new Error('down')) };
    const t = await createTestApp({ seed: false, identity: { smsProvider: failing, limiter: NO_LIMITS } });
    try {
      const mobile = uniqueMobile();
      const res = await send(t, { mobile, type: 3 });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('验证码获取失败');
      const row = await t.db.db.selectFrom('sms_code').select('used_at').where('mobile', '=', mobile).executeTakeFirstOrThrow();
      expect(row.used_at).not.toBeNull();
      // the development outbox route exists only with the outbox provider
      expect((await t.app.inject({ url: `/tapi/dev/sms?mobile=${mobile}` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('a gateway configured by environment replaces the outbox and removes /tapi/dev/sms', async () => {
    const t = await createTestApp({
      seed: false,
      env: {
        SMS_ALIYUN_ACCESS_KEY_ID: 'id',
        SMS_ALIYUN_ACCESS_KEY_SECRET: 's',
        SMS_ALIYUN_SIGN_NAME: '星球直播',
        SMS_ALIYUN_TEMPLATE_CODE: 'SMS_1',
      },
    });
    try {
      expect((await t.app.inject({ url: '/tapi/dev/sms?mobile=13800138000' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('in production mode the outbox still takes codes but /tapi/dev/sms does not exist', async () => {
    const t = await createTestApp({ seed: false, env: { NODE_ENV: 'production' }, identity: { limiter: NO_LIMITS } });
    try {
      const mobile = uniqueMobile();
      expect((await send(t, { mobile, type: 3 })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/tapi/dev/sms?mobile=${mobile}` })).statusCode).toBe(404);
      const kept = await t.db.db.selectFrom('sms_outbox').select('code').where('mobile', '=', mobile).execute();
      expect(kept).toHaveLength(1);
      expect(kept[0]?.code).toMatch(/^\d{6}$/);
    } finally {
      await t.close();
    }
  });

  it("Aliyun signature v1 matches the example in Aliyun's documentation", () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
  });

  it('the Aliyun adapter sends a signed SendSms that a fake gateway verifies; errors fail the delivery', async () => {
    const seen: URLSearchParams[] = [];
    let answer = { Code: 'OK', Message: 'OK' };
    const server = http.createServer((req, res) => {
      const q = new URL(req.url ?? '/', 'http://x').searchParams;
      seen.push(q);
      const params: Record<string, string> = {};
      for (const [k, v] of q) if (k !== 'Signature') params[k] = v;
      const valid = aliyunSignature(params, 'gw-secret') === q.get('Signature') && canonicalQuery(params).includes('Action=SendSms');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(valid ? answer : { Code: 'SignatureDoesNotMatch', Message: 'bad' }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const cfg = {
      endpoint: `http://127.0.0.1:${port}/`,
      accessKeyId: 'gw-id',
      accessKeySecret: 'gw-secret',
      signName: '星球直播',
      templateCode: 'SMS_123',
    };
    const msg: SmsMessage = { smsCodeId: 1, mobile: '13800138000', type: 3, code: '123456', text: '' };
    try {
      await aliyunProvider(cfg).send(msg);
      const q = seen[0];
      assert.isDefined(q);
      expect(q.get('PhoneNumbers')).toBe('13800138000');
      expect(q.get('SignName')).toBe('星球直播');
      const templateParam = q.get('TemplateParam');
      assert.isNotNull(templateParam);
      expect(JSON.parse(templateParam)).toEqual({ code: '123456' });
      expect(q.get('Timestamp')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      await expect(aliyunProvider({ ...cfg, accessKeySecret: 'wrong' }).send(msg)).rejects.toThrow(/SignatureDoesNotMatch/);
      answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' };
      await expect(aliyunProvider(cfg).send(msg)).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
    } finally {
      server.close();
    }
  });
});
