import ExcelJS from 'exceljs';
import { RECHARGE_PACKAGES } from '@sports/contracts';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInApp, createTestApp, XHR, type TestApp } from '../../../../test/app';
import { DIALECTS } from '../../../../test/db';
import { buildSession } from '../../../../test/factories';
import { runCommand } from '../../../cli/commands';
import { walletRepository } from '../repository';
import { walletService } from '../service';
import { SANDBOX_SIGNATURE_HEADER, sandboxSign } from './providers/sandbox';
import { rechargeRepository } from './repository';

describe.each(DIALECTS)('recharge and records on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let userId: number;
  const auth = () => ({ accesstoken: token, ...XHR });
  const post = (url: string, payload: unknown, headers: Record<string, string> = auth()) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const balance = async (id = userId) => (await walletService(walletRepository(t.db.db)).balances(id)).balance;
  const secret = () => rechargeRepository(t.db.db).secret('sandbox_notify', Date.now());
  const notify = async (body: object | string, sig?: string) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/tapi/pay/notify/sandbox',
      payload: raw,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sig ?? sandboxSign(await secret(), raw) },
    });
  };
  const order = async (payload: object = { packageId: 1, payMethod: 'sandbox' }) => {
    const res = await post('/tapi/pay/recharge', payload);
    expect(res.json().code, res.body).toBe(200);
    return res.json().data as { order: { orderNo: string; fen: number; diamonds: number; status: string }; payUrl: string };
  };

  beforeAll(async () => {
    ({ t, token, userId } = await createSignedInApp(dialect));
  }, 60_000);
  afterAll(() => t?.close());

  it('lists packages and only the configured methods (sandbox by default)', async () => {
    const res = await t.app.inject({ url: '/tapi/pay/setting?channelId=3&platform=1' });
    const d = res.json().data;
    expect(d.packages.map((p: { fen: number; diamonds: number }) => [p.fen, p.diamonds])).toEqual([
      [600, 60],
      [3000, 300],
      [9800, 980],
      [19800, 1980],
      [48800, 4880],
      [99800, 9980],
    ]);
    expect(d.methods.map((m: { id: string }) => m.id)).toEqual(['sandbox']);
  });

  it('refuses bad orders with Chinese messages and creates none', async () => {
    const cases: [object, string][] = [
      [{ packageId: 99, payMethod: 'sandbox' }, '充值套餐不存在'],
      [{ yuan: -5, payMethod: 'sandbox' }, '充值金额须在1到50000元之间'],
      [{ yuan: 6.5, payMethod: 'sandbox' }, '充值金额必须为整数'],
      [{ yuan: 1e12, payMethod: 'sandbox' }, '充值金额须在1到50000元之间'],
      [{ yuan: 'abc', payMethod: 'sandbox' }, '请输入正确的充值金额'],
      [{ packageId: 1, payMethod: 'bitcoin' }, '暂不支持该支付方式'],
      [{ packageId: 1, payMethod: 'alipay' }, '暂不支持该支付方式'],
      [{ payMethod: 'sandbox' }, '请选择充值套餐或输入充值金额'],
      [{ packageId: 1, yuan: 6, payMethod: 'sandbox' }, '请选择充值套餐或输入充值金额'],
    ];
    for (const [body, msg] of cases) {
      const res = await post('/tapi/pay/recharge', body);
      expect(res.json().code, JSON.stringify(body)).not.toBe(200);
      expect(res.json().message, JSON.stringify(body)).toContain(msg);
    }
    const anon = await post('/tapi/pay/recharge', { packageId: 1, payMethod: 'sandbox' }, XHR);
    expect(anon.json().code).toBe(401);
    expect((await t.db.db.selectFrom('recharge_order').selectAll().execute()).length).toBe(0);
  });

  it('sandbox cashier: only the logged-in owner sees, confirms or cancels an order; nothing is credited otherwise', async () => {
    const { order: o } = await order({ yuan: 50000, payMethod: 'sandbox' });
    const other = await buildSession(t.db.db);
    const before = await balance();
    const as = (token?: string) => (token ? { accesstoken: token, ...XHR } : XHR);
    for (const token of [undefined, other.token]) {
      const code = token ? 15103 : 401;
      expect((await t.app.inject({ url: `/tapi/pay/sandbox/order?orderNo=${o.orderNo}`, headers: as(token) })).json().code).toBe(code);
      expect((await post('/tapi/pay/sandbox/confirm', { orderNo: o.orderNo }, as(token))).json().code).toBe(code);
      expect((await post('/tapi/pay/sandbox/cancel', { orderNo: o.orderNo }, as(token))).json().code).toBe(code);
    }
    expect(await balance()).toBe(before);
    expect(await balance(Number(other.user.id))).toBe(0);
    const mine = await t.app.inject({ url: `/tapi/pay/recharge/order?orderNo=${o.orderNo}`, headers: auth() });
    expect(mine.json().data.status).toBe('pending');
  });

  it('sandbox: confirm sends a signed notification that credits the package once (trade 1)', async () => {
    const { order: o, payUrl } = await order({ packageId: 3, payMethod: 'sandbox' });
    expect(payUrl).toBe(`/pay/cashier?orderNo=${o.orderNo}`);
    const pkg = RECHARGE_PACKAGES.find((p) => p.id === 3);
    assert.isDefined(pkg);
    expect(o).toMatchObject({ fen: 9800, diamonds: 980 + pkg.bonus, status: 'pending' });
    const view = await t.app.inject({ url: `/tapi/pay/sandbox/order?orderNo=${o.orderNo}`, headers: auth() });
    expect(view.json().data.status).toBe('pending');
    const before = await balance();
    const res = await post('/tapi/pay/sandbox/confirm', { orderNo: o.orderNo });
    expect(res.json().data.status).toBe('paid');
    expect(await balance()).toBe(before + o.diamonds);
    const again = await post('/tapi/pay/sandbox/confirm', { orderNo: o.orderNo });
    expect(again.json().message).toBe('订单已支付');
    const mine = await t.app.inject({ url: `/tapi/pay/recharge/order?orderNo=${o.orderNo}`, headers: auth() });
    expect(mine.json().data).toMatchObject({ status: 'paid', statusName: '已支付' });
    expect(await balance()).toBe(before + o.diamonds);
    const list = await post('/tapi/pay/record/trans-list', { tradeType: 1 });
    expect(list.json().data.list[0]).toMatchObject({
      tradeType: 1,
      label: '球钻充值',
      balance: o.diamonds,
      balanceAfter: before + o.diamonds,
    });
  });

  it('a replayed notification answers success and credits nothing more; a forged one is refused', async () => {
    const { order: o } = await order({ yuan: 7, payMethod: 'sandbox' });
    expect(o.diamonds).toBe(70);
    const body = { orderNo: o.orderNo, fen: 700, tradeNo: 'SB1', status: 'paid', ts: Date.now() };
    const before = await balance();
    const first = await notify(body);
    expect(first.body).toBe('success');
    for (let i = 0; i < 3; i++) expect((await notify(body)).body).toBe('success');
    expect(await balance()).toBe(before + 70);

    const { order: o2 } = await order();
    const forged = { orderNo: o2.orderNo, fen: 600, tradeNo: 'X', status: 'paid', ts: Date.now() };
    const bad = await notify(forged, 'ab'.repeat(32));
    expect(bad.statusCode).toBe(400);
    const noSig = await t.app.inject({
      method: 'POST',
      url: '/tapi/pay/notify/sandbox',
      payload: JSON.stringify(forged),
      headers: { 'content-type': 'application/json' },
    });
    expect(noSig.body).toBe('fail');
    const wrongKey = await notify(forged, sandboxSign('not-the-secret', JSON.stringify(forged)));
    expect(wrongKey.body).toBe('fail');
    expect((await t.app.inject({ url: `/tapi/pay/recharge/order?orderNo=${o2.orderNo}`, headers: auth() })).json().data.status).toBe(
      'pending',
    );
    expect(await balance()).toBe(before + 70);
  });

  it('refuses a correctly signed notification with the wrong amount, an unknown order, or a cancelled order', async () => {
    const before = await balance();
    const { order: o } = await order();
    expect((await notify({ orderNo: o.orderNo, fen: 60000, tradeNo: 'A', status: 'paid', ts: 1 })).body).toBe('fail');
    expect((await notify({ orderNo: 'R20260101000000ZZZZZZZZ', fen: 600, tradeNo: 'B', status: 'paid', ts: 1 })).body).toBe('fail');
    const c = await post('/tapi/pay/sandbox/cancel', { orderNo: o.orderNo });
    expect(c.json().data.status).toBe('cancelled');
    expect((await notify({ orderNo: o.orderNo, fen: 600, tradeNo: 'C', status: 'paid', ts: 1 })).body).toBe('fail');
    expect((await post('/tapi/pay/sandbox/confirm', { orderNo: o.orderNo })).json().message).toBe('订单已关闭，请重新下单');
    expect(await balance()).toBe(before);
    expect((await t.app.inject({ url: `/tapi/pay/recharge/order?orderNo=${o.orderNo}`, headers: auth() })).json().data.status).toBe(
      'cancelled',
    );
  });

  it('many simultaneous notifications for one order credit it exactly once; the ledger and reconciliation are clean', async () => {
    const { order: o } = await order({ packageId: 2, payMethod: 'sandbox' });
    const before = await balance();
    const body = { orderNo: o.orderNo, fen: 3000, tradeNo: 'P', status: 'paid', ts: Date.now() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(body)));
    expect(answers.every((a) => a.body === 'success')).toBe(true);
    expect(await balance()).toBe(before + 300);
    const journals = await t.db.db.selectFrom('wallet_journal').select('ref').where('ref', '=', `recharge:${o.orderNo}`).execute();
    expect(journals.length).toBe(1);
    expect((await walletService(walletRepository(t.db.db)).check()).problems).toEqual([]);
    expect(await runCommand(t.db.db, ['recharge', 'reconcile'])).toContain('对账一致');
    expect(await runCommand(t.db.db, ['recharge', 'list', '--status', 'paid'])).toContain(o.orderNo);
  });

  it('reconcile reports a paid order without a credit and a credit without a paid order', async () => {
    const { order: o } = await order();
    await t.db.db.updateTable('recharge_order').set({ status: 'paid', paid_at: Date.now() }).where('order_no', '=', o.orderNo).execute();
    await walletService(walletRepository(t.db.db)).post({
      ref: 'recharge:R20990101000000AAAAAAAA',
      tradeType: 1,
      entries: [
        { userId, tradeType: 1, balance: 5 },
        { userId: null, tradeType: 1, balance: -5 },
      ],
    });
    await expect(runCommand(t.db.db, ['recharge', 'reconcile'])).rejects.toThrow(/已支付但未入账[\s\S]*没有对应的充值订单/);
    await t.db.db.updateTable('recharge_order').set({ status: 'closed' }).where('order_no', '=', o.orderNo).execute();
    await t.db.db
      .deleteFrom('wallet_ledger')
      .where('journal_id', 'in', t.db.db.selectFrom('wallet_journal').select('id').where('ref', '=', 'recharge:R20990101000000AAAAAAAA'))
      .execute();
    await t.db.db.deleteFrom('wallet_journal').where('ref', '=', 'recharge:R20990101000000AAAAAAAA').execute();
    await t.db.db
      .updateTable('wallet_account')
      .set({ balance: (eb) => eb('balance', '-', 5) })
      .where('user_id', '=', userId)
      .execute();
  });

  it('an order left unpaid for two hours closes and its cashier can no longer pay it, but a late verified payment still credits it once', async () => {
    const before = await balance();
    const { order: o } = await order();
    await t.db.db
      .updateTable('recharge_order')
      .set({ created_at: Date.now() - 3 * 3600_000 })
      .where('order_no', '=', o.orderNo)
      .execute();
    expect((await post('/tapi/pay/sandbox/confirm', { orderNo: o.orderNo })).json().message).toBe('订单已关闭，请重新下单');
    expect((await t.app.inject({ url: `/tapi/pay/recharge/order?orderNo=${o.orderNo}`, headers: auth() })).json().data).toMatchObject({
      status: 'closed',
      statusName: '已关闭',
    });
    // The gateway took the money before the order closed and retries its notification: it credits.
    expect((await notify({ orderNo: o.orderNo, fen: 6000, tradeNo: 'late', status: 'paid', ts: 1 })).body).toBe('fail');
    expect((await notify({ orderNo: o.orderNo, fen: 600, tradeNo: 'late', status: 'paid', ts: 1 })).body).toBe('success');
    expect((await notify({ orderNo: o.orderNo, fen: 600, tradeNo: 'late', status: 'paid', ts: 2 })).body).toBe('success');
    expect(await balance()).toBe(before + 60);
    expect((await t.app.inject({ url: `/tapi/pay/recharge/order?orderNo=${o.orderNo}`, headers: auth() })).json().data.status).toBe('paid');
    expect(await runCommand(t.db.db, ['recharge', 'reconcile'])).toContain('对账一致');
    await expect(runCommand(t.db.db, ['recharge', 'list', '--status', 'lost'])).rejects.toThrow('订单状态须为');
  });

  it('limits order creation per user', async () => {
    const s = await buildSession(t.db.db);
    const h = { accesstoken: s.token, ...XHR };
    // Twelve at once: exactly ten orders, the rest refused.
    const codes = (
      await Promise.all(Array.from({ length: 12 }, () => post('/tapi/pay/recharge', { packageId: 1, payMethod: 'sandbox' }, h)))
    ).map((r) => r.json().code);
    expect(codes.filter((c) => c === 200).length).toBe(10);
    expect(codes.filter((c) => c === 15106).length).toBe(2);
    expect((await post('/tapi/pay/recharge', { packageId: 1, payMethod: 'sandbox' }, h)).json().message).toBe('下单过于频繁，请稍后再试');
    const orders = await post('/tapi/pay/recharge/orders', { page: 1, pageSize: 5 }, h);
    expect(orders.json().data).toMatchObject({ totalNumber: 10, page: 1, pageSize: 5 });
    expect(orders.json().data.list.length).toBe(5);
    const other = await t.app.inject({ url: `/tapi/pay/recharge/order?orderNo=${orders.json().data.list[0].orderNo}`, headers: auth() });
    expect(other.json().code).toBe(15103);
  });

  it('records: filters by type and date, pages, and refuses bad paging and dates', async () => {
    const s = await buildSession(t.db.db);
    const h = { accesstoken: s.token, ...XHR };
    const uid = Number(s.user.id);
    const w = walletService(walletRepository(t.db.db));
    for (let i = 0; i < 12; i++) await w.credit(uid, 10 + i, `第${i}次`);
    await w.post({
      ref: `spend:${uid}`,
      tradeType: 2,
      entries: [
        { userId: uid, tradeType: 2, balance: -5 },
        { userId: null, tradeType: 2, balance: 5 },
      ],
    });
    const all = await post('/tapi/pay/record/trans-list', { page: 1, pageSize: 10 }, h);
    expect(all.json().data.totalNumber).toBe(13);
    expect(all.json().data.list.length).toBe(10);
    expect(all.json().data.list[0]).toMatchObject({ tradeType: 2, label: '礼物打赏', balance: -5 });
    const p2 = await post('/tapi/pay/record/trans-list', { page: 2, pageSize: 10, tradeType: 14 }, h);
    expect(p2.json().data.list.map((r: { memo: string }) => r.memo)).toEqual(['第1次', '第0次']);
    const far = await post('/tapi/pay/record/trans-list', { page: 99 }, h);
    expect(far.json().data.list).toEqual([]);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await post('/tapi/pay/record/trans-list', { startDate: today, endDate: today }, h)).json().data.totalNumber).toBe(13);
    expect((await post('/tapi/pay/record/trans-list', { endDate: '2020-01-01' }, h)).json().data.totalNumber).toBe(0);
    expect((await post('/tapi/pay/record/trans-list', { tradeTypes: [2, 15] }, h)).json().data.totalNumber).toBe(1);
    for (const bad of [
      { page: 0 },
      { pageSize: 101 },
      { page: 1.5 },
      { tradeType: 99 },
      { startDate: '2026-02-30' },
      { startDate: '2026-03-01', endDate: '2026-02-01' },
      { startDate: 'yesterday' },
    ]) {
      const res = await post('/tapi/pay/record/trans-list', bad, h);
      expect(res.json().code, JSON.stringify(bad)).not.toBe(200);
      expect(res.json().message).toMatch(/页码|每页|交易类型|日期/);
    }
    expect((await post('/tapi/pay/record/trans-list', {}, XHR)).json().code).toBe(401);
    const stmt = await post('/tapi/pay/record/statement', { year: Number(today.slice(0, 4)) }, h);
    const month = stmt.json().data.months.find((m: { month: number }) => m.month === Number(today.slice(5, 7)));
    expect(month.rows.find((r: { tradeType: number }) => r.tradeType === 14)).toMatchObject({
      count: 12,
      balanceIn: 12 * 10 + 66,
      balanceOut: 0,
    });
    expect(month.rows.find((r: { tradeType: number }) => r.tradeType === 2)).toMatchObject({ count: 1, balanceIn: 0, balanceOut: 5 });
  });

  it('income and its export are for anchors only; the export is an xlsx of gift income', async () => {
    const fan = await post('/tapi/pay/record/income', {});
    expect(fan.json()).toMatchObject({ code: 15110, message: '仅主播可查看收入' });
    expect((await t.app.inject({ url: '/tapi/pay/export/income/', headers: auth() })).json().code).toBe(15110);
    const a = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    const h = { accesstoken: a.token, ...XHR };
    const aid = Number(a.user.id);
    const w = walletService(walletRepository(t.db.db));
    await w.post({
      ref: `gift:t1:${aid}`,
      tradeType: 9,
      memo: '球迷A 送出 火箭×1',
      entries: [
        { userId: aid, tradeType: 9, cash: 70 },
        { userId: null, tradeType: 9, balance: -70 },
      ],
    });
    await w.post({
      ref: `gift:t2:${aid}`,
      tradeType: 9,
      memo: '球迷B 送出 鲜花×3',
      entries: [
        { userId: aid, tradeType: 9, cash: 30 },
        { userId: null, tradeType: 9, balance: -30 },
      ],
    });
    await w.credit(aid, 5, 'not income');
    const inc = await post('/tapi/pay/record/income', {}, h);
    expect(inc.json().data).toMatchObject({ totalNumber: 2, rangeTotal: 100, allTotal: 100 });
    expect(inc.json().data.list[0]).toMatchObject({ tradeType: 9, label: '礼物收入', cash: 30, cashAfter: 100, memo: '球迷B 送出 鲜花×3' });
    const x = await t.app.inject({ url: '/tapi/pay/export/income/?startDate=2020-01-01', headers: { accesstoken: a.token } });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Read back the way a spreadsheet program would: the gift line's text and the 100-diamond total.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const [sheet] = book.worksheets;
    assert.isDefined(sheet);
    const values = sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row : []));
    expect(values).toContain('球迷A 送出 火箭×1');
    expect(values).toContain(100);
    expect(
      (await t.app.inject({ url: '/tapi/pay/export/income/?startDate=bad', headers: { accesstoken: a.token } })).json().message,
    ).toContain('日期');
  });
});

describe('recharge with the sandbox switched off', () => {
  it('offers no method and refuses sandbox orders and cashier calls', async () => {
    const t = await createTestApp({ seed: false, env: { PAY_SANDBOX: 'off' } });
    try {
      const s = await buildSession(t.db.db);
      expect((await t.app.inject({ url: '/tapi/pay/setting' })).json().data.methods).toEqual([]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/tapi/pay/recharge',
        payload: { packageId: 1, payMethod: 'sandbox' },
        headers: { accesstoken: s.token, ...XHR },
      });
      expect(res.json().message).toBe('暂不支持该支付方式');
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/tapi/pay/sandbox/confirm',
        payload: { orderNo: 'R20260101000000AAAAAAAA' },
        headers: XHR,
      });
      expect(confirm.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
