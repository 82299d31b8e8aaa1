import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInApp, createTestApp, XHR, type TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { loginByPassword } from '../../test/accounts';

describe.each(DIALECTS)('the wire on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let userId: number;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { ...XHR, accesstoken: token } });

  beforeAll(async () => {
    ({ t, token, userId } = await createSignedInApp(dialect));
  }, 60_000);
  afterAll(() => t?.close());

  it('takes numbers in bodies only as JSON numbers or decimal strings: no true → 1, no "0x10" → 16', async () => {
    for (const yuan of ['0x10', true, '1e3', '', null, [16]]) {
      const res = await post('/tapi/pay/recharge', { yuan, payMethod: 'sandbox' });
      expect(res.json().code, JSON.stringify(yuan)).not.toBe(200);
    }
    for (const roomId of [true, '0x1']) {
      const res = await post('/tapi/pay/gift', { roomId, giftId: 1, count: 1 });
      expect(res.statusCode, JSON.stringify(roomId)).toBe(400);
    }
    expect(await t.db.db.selectFrom('recharge_order').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
    expect((await post('/tapi/pay/recharge', { yuan: '16', payMethod: 'sandbox' })).json().data.order.fen).toBe(1600);
    expect((await post('/tapi/pay/recharge', { yuan: 16, payMethod: 'sandbox' })).json().data.order.fen).toBe(1600);
  });

  it('takes numbers in queries only as decimals: ?page=0x2 is refused, ?page= is the default', async () => {
    const page = (q: string) => t.app.inject({ method: 'GET', url: `/api/room/page?pageSize=1&${q}` });
    for (const q of ['page=0x2', 'page=1e1', 'page=%202%20x']) expect((await page(q)).statusCode, q).toBe(400);
    expect((await page('page=2')).json().data.page).toBe(2);
    expect((await page('page=')).json().data.page).toBe(1);
  });

  it('business errors answered with HTTP 200 say they are JSON', async () => {
    const res = await loginByPassword(t, '13000000001', 'secret123');
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(10011);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('requests refused before routing', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(() => t?.close());

  it('answers headers too large with 431 in the envelope', async () => {
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/healthz', headers: { 'x-big': 'a'.repeat(40_000) } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 431, success: false, message: '请求头过大', data: null });
  });
});
