import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../../../../../test/app';
import { DIALECTS } from '../../../../../test/db';
import { buildSession } from '../../../../../test/factories';
import { walletRepository } from '../../repository';
import { walletService } from '../../service';
import { alipaySign, alipaySignContent, alipayVerify } from './alipay';
import { wechatAuthorization, wechatDecrypt, wechatVerify } from './wechat';

const keys = () => {
  const k = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    priv: k.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    pub: k.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const merchant = keys(); // ours: signs requests
const alipayKeys = keys(); // the gateway's: signs notifications
const wechatPlatform = keys();
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
const APP_ID = '2021000000000001';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c) => (s += c));
    req.on('end', () => resolve(s));
  });

function wechatSigned(body: string) {
  const ts = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(8).toString('hex');
  const sig = createSign('RSA-SHA256').update(`${ts}\n${nonce}\n${body}\n`).sign(wechatPlatform.priv, 'base64');
  return { 'wechatpay-timestamp': ts, 'wechatpay-nonce': nonce, 'wechatpay-signature': sig, 'wechatpay-serial': 'PLATFORM1' };
}

function encryptResource(plain: object, key = API_V3_KEY) {
  const nonce = randomBytes(6).toString('hex');
  const c = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  c.setAAD(Buffer.from('transaction'));
  const ct = Buffer.concat([c.update(JSON.stringify(plain)), c.final(), c.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: ct.toString('base64'),
    nonce,
    associated_data: 'transaction',
    original_type: 'transaction',
  };
}

/**
 * A stand-in for both gateways: checks our request signatures with the merchant public key the
 * way Alipay and WeChat Pay do, and posts signed notifications back to the notify URL we gave.
 */
function fakeGateway() {
  const seen: { alipayOk?: boolean; wechatOk?: boolean; notifyAnswers: string[]; lastAlipayNotify?: string } = { notifyAnswers: [] };
  let wechatMode: 'ok' | 'bad-answer-signature' = 'ok';
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/gateway.do') {
      const params = Object.fromEntries(url.searchParams);
      const { biz_content: bizContent, app_id: appId, notify_url: notifyUrl } = params;
      const ok =
        alipayVerify(params, merchant.pub, false) &&
        params.sign_type === 'RSA2' &&
        params.method === 'alipay.trade.page.pay' &&
        bizContent !== undefined &&
        appId !== undefined &&
        notifyUrl !== undefined;
      seen.alipayOk = ok;
      if (!ok) return res.writeHead(400).end('ILLEGAL_SIGN');
      const biz = JSON.parse(bizContent);
      const n: Record<string, string> = {
        notify_time: '2026-11-21 10:00:00',
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(8).toString('hex'),
        app_id: appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: `2026${randomBytes(6).toString('hex')}`,
        out_trade_no: biz.out_trade_no,
        total_amount: biz.total_amount,
        receipt_amount: biz.total_amount,
        trade_status: 'TRADE_SUCCESS',
        subject: biz.subject,
      };
      n.sign = alipaySign(n, alipayKeys.priv, true);
      seen.lastAlipayNotify = new URLSearchParams(n).toString();
      const answer = await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(n).toString(),
      });
      seen.notifyAnswers.push(await answer.text());
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html>收银台</html>');
    }
    if (url.pathname === '/v3/pay/transactions/native' && req.method === 'POST') {
      const body = await readBody(req);
      const auth = String(req.headers.authorization ?? '');
      const m = /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="(\w+)"$/.exec(
        auth,
      );
      const [, mchId, nonce, signature, timestamp, serialNo] = m ?? [];
      const ok =
        mchId === '1900000001' &&
        serialNo === 'SERIAL01' &&
        signature !== undefined &&
        verifyMerchant(`POST\n/v3/pay/transactions/native\n${timestamp}\n${nonce}\n${body}\n`, signature);
      seen.wechatOk = ok;
      if (!ok)
        return res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }));
      const order = JSON.parse(body);
      const answer = JSON.stringify({ code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(4).toString('hex')}` });
      const headers = wechatSigned(answer);
      if (wechatMode === 'bad-answer-signature') headers['wechatpay-signature'] = 'AAAA';
      res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(answer);
      if (wechatMode !== 'ok') return;
      const notice = JSON.stringify({
        id: randomBytes(8).toString('hex'),
        create_time: new Date().toISOString(),
        event_type: 'TRANSACTION.SUCCESS',
        resource_type: 'encrypt-resource',
        summary: '支付成功',
        resource: encryptResource({
          mchid: order.mchid,
          appid: order.appid,
          out_trade_no: order.out_trade_no,
          transaction_id: `4200${randomBytes(6).toString('hex')}`,
          trade_type: 'NATIVE',
          trade_state: 'SUCCESS',
          amount: { total: order.amount.total, payer_total: order.amount.total, currency: 'CNY', payer_currency: 'CNY' },
        }),
      });
      const r = await fetch(order.notify_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...wechatSigned(notice) },
        body: notice,
      });
      seen.notifyAnswers.push(`${r.status}`);
      return;
    }
    res.writeHead(404).end();
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  return { server, seen, setWechatMode: (m: typeof wechatMode) => (wechatMode = m) };
}

function verifyMerchant(message: string, sig: string) {
  return wechatVerifyRaw(message, sig, merchant.pub);
}
function wechatVerifyRaw(message: string, sig: string, pub: string) {
  return createVerify('RSA-SHA256').update(message).verify(pub, sig, 'base64');
}

describe('gateway signing', () => {
  it('Alipay sign content: sorted, without sign and empty values; sign_type only dropped for verification', () => {
    const p = { b: '2', a: '1', sign: 'x', sign_type: 'RSA2', empty: '', c: '中文 & =' };
    expect(alipaySignContent(p)).toBe('a=1&b=2&c=中文 & =&sign_type=RSA2');
    expect(alipaySignContent(p, true)).toBe('a=1&b=2&c=中文 & =');
    const request = { a: '1', b: '2', c: '中文 & =', sign_type: 'RSA2' } as Record<string, string>;
    request.sign = alipaySign(request, merchant.priv);
    expect(alipayVerify(request, merchant.pub, false)).toBe(true);
    expect(alipayVerify(request, merchant.pub)).toBe(false); // a request signature covers sign_type, a notification's does not
    const n = { a: '1', trade_status: 'TRADE_SUCCESS', sign_type: 'RSA2' } as Record<string, string>;
    n.sign = alipaySign(n, alipayKeys.priv, true);
    expect(alipayVerify(n, alipayKeys.pub)).toBe(true);
    expect(alipayVerify({ ...n, a: '2' }, alipayKeys.pub)).toBe(false);
    expect(alipayVerify(n, merchant.pub)).toBe(false);
  });

  it('WeChat Pay: Authorization header verifies with the merchant key; notifications need a fresh platform signature; GCM refuses tampering', () => {
    const ts = Math.floor(Date.now() / 1000);
    const h = wechatAuthorization(
      { mchId: '1900000001', serialNo: 'ABC123', privateKey: merchant.priv },
      'POST',
      '/v3/pay/transactions/native',
      '{"a":1}',
      ts,
      'n0nce',
    );
    const sig = /signature="([^"]+)"/.exec(h)?.[1];
    assert.isDefined(sig);
    expect(h).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="n0nce",signature="[^"]+",timestamp="\d+",serial_no="ABC123"$/,
    );
    expect(wechatVerifyRaw(`POST\n/v3/pay/transactions/native\n${ts}\nn0nce\n{"a":1}\n`, sig, merchant.pub)).toBe(true);
    const body = '{"x":1}';
    const headers = wechatSigned(body);
    expect(wechatVerify(headers, body, wechatPlatform.pub, Date.now())).toBe(true);
    expect(wechatVerify(headers, '{"x":2}', wechatPlatform.pub, Date.now())).toBe(false);
    expect(wechatVerify(headers, body, wechatPlatform.pub, Date.now() + 600_000)).toBe(false);
    const res = encryptResource({ hello: '世界' });
    expect(JSON.parse(wechatDecrypt(API_V3_KEY, res))).toEqual({ hello: '世界' });
    const tampered = Buffer.from(res.ciphertext, 'base64');
    tampered.writeUInt8(tampered.readUInt8(0) ^ 1, 0);
    expect(() => wechatDecrypt(API_V3_KEY, { ...res, ciphertext: tampered.toString('base64') })).toThrow();
    expect(() => wechatDecrypt('0'.repeat(32), res)).toThrow();
  });
});

describe.each(DIALECTS)('Alipay and WeChat Pay against a local fake gateway on %s', (dialect) => {
  let t: TestApp;
  let fake: ReturnType<typeof fakeGateway>;
  let base: string;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    fake = fakeGateway();
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    const gw = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    t = await createTestApp({
      dialect,
      seed: false,
      env: {
        // Real gateways switch the sandbox off by default; these tests also use it.
        PAY_SANDBOX: 'on',
        ALIPAY_APP_ID: APP_ID,
        ALIPAY_PRIVATE_KEY: merchant.priv.replace(/\n/g, '\\n'),
        ALIPAY_PUBLIC_KEY: alipayKeys.pub,
        ALIPAY_GATEWAY: `${gw}/gateway.do`,
        WECHAT_PAY_MCHID: '1900000001',
        WECHAT_PAY_APPID: 'wx0000000000000001',
        WECHAT_PAY_SERIAL_NO: 'SERIAL01',
        WECHAT_PAY_PRIVATE_KEY: merchant.priv,
        WECHAT_PAY_PLATFORM_PUBLIC_KEY: wechatPlatform.pub,
        WECHAT_PAY_APIV3_KEY: API_V3_KEY,
        WECHAT_PAY_BASE_URL: gw,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const s = await buildSession(t.db.db);
    token = s.token;
    userId = Number(s.user.id);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => fake?.server.close(r));
  });

  const api = (path: string, body?: object) =>
    fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { accesstoken: token, 'content-type': 'application/json', ...XHR },
      body: body ? JSON.stringify(body) : undefined,
    }).then((r) => r.json());
  const balance = async () => (await walletService(walletRepository(t.db.db)).balances(userId)).balance;

  it('offers only the configured gateways', async () => {
    const d = (await api('/tapi/pay/setting')).data;
    expect(d.methods.map((m: { id: string }) => m.id)).toEqual(['sandbox', 'alipay', 'wechat']);
  });

  it('sandbox over real HTTP: confirming posts the signed notification to our listening port', async () => {
    const r = await api('/tapi/pay/recharge', { packageId: 1, payMethod: 'sandbox' });
    const before = await balance();
    const done = await api('/tapi/pay/sandbox/confirm', { orderNo: r.data.order.orderNo });
    expect(done.data.status).toBe('paid');
    expect(await balance()).toBe(before + 60);
  });

  it('Alipay: signed page-pay URL accepted by the gateway, its signed notification credits once', async () => {
    const r = await api('/tapi/pay/recharge', { packageId: 2, payMethod: 'alipay' });
    expect(r.code).toBe(200);
    const payUrl = new URL(r.data.payUrl);
    expect(payUrl.searchParams.get('notify_url')).toBe(`${base}/tapi/pay/notify/alipay`);
    const bizContent = payUrl.searchParams.get('biz_content');
    assert.isNotNull(bizContent);
    expect(JSON.parse(bizContent)).toMatchObject({
      out_trade_no: r.data.order.orderNo,
      total_amount: '30.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    const before = await balance();
    const page = await fetch(payUrl);
    expect(await page.text()).toContain('收银台');
    expect(fake.seen.alipayOk).toBe(true);
    expect(fake.seen.notifyAnswers.at(-1)).toBe('success');
    expect(await balance()).toBe(before + 300);
    expect((await api(`/tapi/pay/recharge/order?orderNo=${r.data.order.orderNo}`)).data.status).toBe('paid');

    // The same notification again (Alipay retries until it reads "success"): still success, no second credit.
    const again = await fetch(`${base}/tapi/pay/notify/alipay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fake.seen.lastAlipayNotify,
    });
    expect(await again.text()).toBe('success');
    expect(await balance()).toBe(before + 300);
    // A page-pay URL changed on the way (a cheaper amount) fails the gateway's signature check.
    const r2 = await api('/tapi/pay/recharge', { packageId: 6, payMethod: 'alipay' });
    const tampered = new URL(r2.data.payUrl);
    const tamperedContent = tampered.searchParams.get('biz_content');
    assert.isNotNull(tamperedContent);
    tampered.searchParams.set('biz_content', tamperedContent.replace('998.00', '0.01'));
    expect(await (await fetch(tampered)).text()).toBe('ILLEGAL_SIGN');
    expect(await balance()).toBe(before + 300);
  });

  it('Alipay: a notification with a forged signature, a wrong app id or a changed amount is refused and credits nothing', async () => {
    const r = await api('/tapi/pay/recharge', { packageId: 1, payMethod: 'alipay' });
    const orderNo = r.data.order.orderNo;
    const before = await balance();
    const post = (n: Record<string, string>) =>
      fetch(`${base}/tapi/pay/notify/alipay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(n).toString(),
      }).then((x) => x.text());
    const good = {
      app_id: APP_ID,
      out_trade_no: orderNo,
      trade_no: 'T1',
      total_amount: '6.00',
      trade_status: 'TRADE_SUCCESS',
      sign_type: 'RSA2',
    } as Record<string, string>;
    expect(await post({ ...good, sign: alipaySign(good, merchant.priv, true) })).toBe('failure'); // signed with the wrong key
    const wrongApp = { ...good, app_id: '2021999999999999' };
    expect(await post({ ...wrongApp, sign: alipaySign(wrongApp, alipayKeys.priv, true) })).toBe('failure');
    const more = { ...good, total_amount: '600.00' };
    expect(await post({ ...more, sign: alipaySign(more, alipayKeys.priv, true) })).toBe('failure');
    const waiting = { ...good, trade_status: 'WAIT_BUYER_PAY' };
    expect(await post({ ...waiting, sign: alipaySign(waiting, alipayKeys.priv, true) })).toBe('failure');
    expect(await balance()).toBe(before);
    const signed = { ...good, sign: alipaySign(good, alipayKeys.priv, true) };
    expect(await post(signed)).toBe('success');
    expect(await post(signed)).toBe('success');
    expect(await balance()).toBe(before + 60);
  });

  it('WeChat Pay Native: signed request answered with a code_url; the encrypted, signed notification credits once', async () => {
    fake.setWechatMode('ok');
    const before = await balance();
    const r = await api('/tapi/pay/recharge', { yuan: 12, payMethod: 'wechat' });
    expect(r.code, JSON.stringify(r)).toBe(200);
    expect(fake.seen.wechatOk).toBe(true);
    expect(r.data.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    await expect.poll(() => fake.seen.notifyAnswers.at(-1)).toBe('204');
    expect(await balance()).toBe(before + 120);
    expect((await api(`/tapi/pay/recharge/order?orderNo=${r.data.order.orderNo}`)).data.status).toBe('paid');
  });

  it('WeChat Pay: an answer without a valid platform signature fails the order; forged notifications are refused', async () => {
    fake.setWechatMode('bad-answer-signature');
    const r = await api('/tapi/pay/recharge', { yuan: 3, payMethod: 'wechat' });
    expect(r.message).toBe('支付渠道暂时不可用，请稍后再试');
    const last = await t.db.db.selectFrom('recharge_order').select('status').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.status).toBe('closed');
    const before = await balance();
    const body = JSON.stringify({
      event_type: 'TRANSACTION.SUCCESS',
      resource: encryptResource({
        mchid: '1900000001',
        appid: 'wx0000000000000001',
        out_trade_no: 'R20260101000000AAAAAAAA',
        transaction_id: 'x',
        trade_state: 'SUCCESS',
        amount: { total: 300 },
      }),
    });
    const forged = await fetch(`${base}/tapi/pay/notify/wechat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...wechatSigned(body), 'wechatpay-signature': 'Zm9yZ2Vk' },
      body,
    });
    expect(forged.status).toBe(400);
    const wrongKey = JSON.stringify({
      event_type: 'TRANSACTION.SUCCESS',
      resource: encryptResource({ trade_state: 'SUCCESS' }, 'k'.repeat(32)),
    });
    expect(
      (
        await fetch(`${base}/tapi/pay/notify/wechat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...wechatSigned(wrongKey) },
          body: wrongKey,
        })
      ).status,
    ).toBe(400);
    expect(await balance()).toBe(before);
  });
});
