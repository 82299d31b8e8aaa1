import { encryptPassword, isBankCardNo, maskAccountNo } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../../cli/commands';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { allowResend, BIG_SMS_LIMITS, dynamicKey, latestCode, NO_LIMITS, passSlidePuzzle } from '../../../../test/accounts';
import { DIALECTS } from '../../../../test/db';
import { buildSession } from '../../../../test/factories';
import { walletRepository } from '../repository';
import { walletService } from '../service';

const VISA = '4111111111111111';
const CARD19 = '6222020200112345679';
/** A card number of `len` digits starting with `prefix`, completed with its Luhn check digit. */
function luhnCard(prefix: string, len = 16): string {
  const body = prefix.padEnd(len - 1, '0');
  for (let d = 0; d < 10; d++) if (isBankCardNo(body + d)) return body + d;
  throw new Error('unreachable');
}

describe.each(DIALECTS)('withdrawals on %s', (dialect) => {
  let t: TestApp;
  const wallet = () => walletService(walletRepository(t.db.db));

  beforeAll(async () => {
    // Withdrawals to real accounts need a real cashier: the sandbox's free diamonds never leave.
    t = await createTestApp({
      dialect,
      seed: false,
      env: { PAY_SANDBOX: 'off' },
      identity: { limiter: NO_LIMITS, smsLimits: BIG_SMS_LIMITS },
    });
  }, 60_000);
  afterAll(() => t?.close());

  const h = (token: string) => ({ ...XHR, accesstoken: token });
  const post = (token: string, url: string, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url: `/tapi${url}`, payload: payload as object, headers: h(token) });
  const get = (token: string, url: string) => t.app.inject({ url: `/tapi${url}`, headers: h(token) });

  /** Encrypts fields with one fresh key; `withKey` false sends only the iv, as SPEC's pay calls do. */
  async function seal(fields: Record<string, string>, withKey = true) {
    const k = await dynamicKey(t);
    const out: Record<string, string> = { iv: k.iv, ...(withKey ? { key: k.key } : {}) };
    for (const [n, v] of Object.entries(fields)) out[n] = await encryptPassword(v, k.key, k.iv);
    return out;
  }
  /** Passes the slide puzzle, requests an SMS code of `type` and reads it from the outbox. */
  async function code(token: string, mobile: string, type: 3 | 5 | 8) {
    await allowResend(t, mobile);
    const captchaVerification = await passSlidePuzzle(t);
    const res = await post(token, '/inform/send/sms/new', { type, mobile, captchaVerification });
    expect(res.json().code, res.body).toBe(200);
    return latestCode(t, mobile);
  }
  /** A user with a session, `cash` withdrawable diamonds (gift income through the ledger) and optionally a payment password. */
  async function anchor(cash = 1000, payPassword?: string) {
    const { user, token } = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    const mobile = user.mobile as string;
    if (cash) {
      await wallet().credit(Number(user.id), cash, 'test');
      await wallet().post({
        ref: `test-gift:${user.id}`,
        tradeType: 2,
        entries: [
          { userId: Number(user.id), tradeType: 2, balance: -cash },
          { userId: Number(user.id), tradeType: 9, cash },
        ],
      });
    }
    if (payPassword) {
      const res = await post(token, '/pay/change/pay-pass', {
        type: 1,
        verifyCode: await code(token, mobile, 5),
        ...(await seal({ newPassword: payPassword }, false)),
      });
      expect(res.json().code, res.body).toBe(200);
    }
    return { id: Number(user.id), token, mobile };
  }
  async function bind(token: string, type: 1 | 2, accountNo: string, extra: Record<string, unknown> = {}) {
    return post(token, '/pay/bind-card', { type, accountNo, bankName: '招商银行', accountName: '张三', ...extra });
  }
  async function withdraw(u: { token: string; mobile: string }, body: Record<string, unknown>, pw = 'pay123456') {
    const needsCode = body.drawType === 1 || body.drawType === 2;
    return post(u.token, '/pay/withdraw', {
      channelId: 3,
      platform: 1,
      ...(needsCode ? { verifyCode: await code(u.token, u.mobile, 8) } : {}),
      ...(await seal({ payPassword: pw })),
      ...body,
    });
  }
  const balances = async (token: string) => (await get(token, '/pay/balances')).json().data;

  it('refuses withdrawals to bank cards and Alipay while the sandbox cashier is on, and moves nothing', async () => {
    const sandboxed = await createTestApp({ dialect, seed: false, identity: { limiter: NO_LIMITS, smsLimits: BIG_SMS_LIMITS } });
    try {
      const { user, token } = await buildSession(sandboxed.db.db, { user: { is_anchor: 1, pay_password_hash: 'x' } });
      const w = walletService(walletRepository(sandboxed.db.db));
      await w.post({
        ref: `test-income:${user.id}`,
        tradeType: 9,
        entries: [
          { userId: Number(user.id), tradeType: 9, cash: 1000 },
          { userId: null, tradeType: 9, balance: -1000 },
        ],
      });
      for (const drawType of [1, 2]) {
        const res = await sandboxed.app.inject({
          method: 'POST',
          url: '/tapi/pay/withdraw',
          payload: { drawType, cardId: 1, amount: 300, verifyCode: '123456', payPassword: 'x' },
          headers: h(token),
        });
        expect(res.json()).toMatchObject({ code: 15242, message: '当前为模拟支付（沙箱）环境，充值未真实付款，不能提现到银行卡或支付宝' });
      }
      expect((await w.balances(Number(user.id))).cashBalance).toBe(1000);
      expect(await sandboxed.db.db.selectFrom('wallet_withdrawal').selectAll().execute()).toEqual([]);
      expect(await runCommand(sandboxed.db.db, ['ledger', 'check'])).toMatch(/账目平衡/);
    } finally {
      await sandboxed.close();
    }
  });

  it('sets the payment password with an SMS code of type 5 (hasPayPsw becomes true) and checks the form', async () => {
    const u = await anchor(0);
    expect((await get(u.token, '/user/center/info')).json().data.hasPayPsw).toBe(false);
    const msg = async (body: Record<string, unknown>) => (await post(u.token, '/pay/change/pay-pass', { type: 1, ...body })).json().message;
    expect(await msg({ verifyCode: '123456' })).toBe('请输入密码');
    expect(await msg(await seal({ newPassword: 'abc123456' }))).toBe('请输入验证码');
    expect(await msg({ verifyCode: '123456', ...(await seal({ newPassword: 'abc12' })) })).toBe('密码,6-20个字符');
    expect(await msg({ verifyCode: '123456', ...(await seal({ newPassword: 'a'.repeat(21) })) })).toBe('密码,6-20个字符');
    expect(await msg({ verifyCode: '123456', ...(await seal({ newPassword: 'abc123456', confirmPassword: 'abc123457' })) })).toBe(
      '确认密码与设置的密码不一致',
    );
    // A login code (type 3) is not a payment-password code.
    const login = await code(u.token, u.mobile, 3);
    expect(await msg({ verifyCode: login, ...(await seal({ newPassword: 'abc123456' })) })).toBe('请获取验证码！');
    expect((await get(u.token, '/user/center/info')).json().data.hasPayPsw).toBe(false);
    // A used key is refused.
    const sealed = await seal({ newPassword: 'abc123456', confirmPassword: 'abc123456' });
    const c = await code(u.token, u.mobile, 5);
    expect((await post(u.token, '/pay/change/pay-pass', { type: 1, verifyCode: c, ...sealed })).json().code).toBe(200);
    expect((await post(u.token, '/pay/change/pay-pass', { type: 1, verifyCode: c, ...sealed })).json().code).toBe(100224);
    expect((await get(u.token, '/user/center/info')).json().data.hasPayPsw).toBe(true);
    const row = await t.db.db.selectFrom('app_user').select('pay_password_hash').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.pay_password_hash).toMatch(/^scrypt\$/);
    // Logged out: refused.
    expect((await t.app.inject({ method: 'POST', url: '/tapi/pay/change/pay-pass', headers: XHR, payload: { type: 1 } })).statusCode).toBe(
      401,
    );
  });

  it('changes the payment password with the old one; wrong old ones count toward the lock', async () => {
    const u = await anchor(0, 'pay123456');
    const change = async (old: string, pw: string, confirm = pw) =>
      (
        await post(u.token, '/pay/change/pay-pass', {
          type: 2,
          ...(await seal({ password: old, newPassword: pw, confirmPassword: confirm })),
        })
      ).json();
    expect((await change('wrong999', 'new123456')).message).toBe('支付密码错误，还可尝试4次');
    expect((await change('pay123456', 'pay123456')).message).toBe('新密码不能与原密码相同');
    expect((await change('pay123456', 'new123456', 'new1234567')).message).toBe('确认密码与设置的密码不一致');
    expect((await change('pay123456', 'new123456')).code).toBe(200);
    const v = await anchor(0);
    expect(
      (
        await post(v.token, '/pay/change/pay-pass', {
          type: 2,
          ...(await seal({ password: 'x12345', newPassword: 'abc123', confirmPassword: 'abc123' })),
        })
      ).json().message,
    ).toBe('请先设置支付密码');
  });

  it('binds, lists and unbinds cards: Luhn, length, bank name, Alipay mobile/email, limits, own cards only', async () => {
    const u = await anchor(0);
    const other = await anchor(0);
    expect(isBankCardNo(VISA)).toBe(true);
    expect(isBankCardNo(CARD19)).toBe(true);
    expect((await bind(u.token, 1, '4111111111111112')).json().message).toBe('请输入正确的银行卡号');
    expect((await bind(u.token, 1, '411111111111111')).json().message).toBe('请输入正确的银行卡号');
    expect((await bind(u.token, 1, '41111111111111111111')).json().message).toBe('请输入正确的银行卡号');
    expect((await bind(u.token, 1, '4111x11111111111')).json().message).toBe('请输入正确的银行卡号');
    expect((await bind(u.token, 1, VISA, { bankName: ' ' })).json().message).toBe('请填写开户银行');
    expect((await bind(u.token, 1, VISA, { accountName: '' })).json().message).toBe('请填写持卡人姓名');
    expect((await bind(u.token, 2, '12345')).json().message).toBe('请输入正确的支付宝账号（手机号或邮箱）');
    const card = (await bind(u.token, 1, '4111 1111 1111 1111')).json();
    expect(card.code).toBe(200);
    expect(card.data.accountNo).toBe(maskAccountNo(VISA, 1));
    expect(card.data.accountNo).not.toContain('411111');
    expect((await bind(u.token, 1, VISA)).json().message).toBe('该账户已绑定');
    expect((await bind(u.token, 2, '13812345678')).json().data.accountNo).toBe('138****5678');
    expect((await bind(u.token, 2, 'fan@example.com')).json().data.accountNo).toBe('fa***@example.com');
    const banks = (await get(u.token, '/pay/card-list/1?channelId=3&platform=1')).json().data;
    expect(banks.map((c: { id: number }) => c.id)).toEqual([card.data.id]);
    expect((await get(u.token, '/pay/card-list/2')).json().data).toHaveLength(2);
    expect((await get(other.token, '/pay/card-list/1')).json().data).toEqual([]);
    expect((await get(u.token, '/pay/card-list/3')).statusCode).toBe(400);
    // Someone else's card cannot be unbound; one's own can, once.
    expect((await post(other.token, `/pay/unbind-card/${card.data.id}`)).json().message).toBe('账户不存在或已解绑');
    expect((await post(u.token, `/pay/unbind-card/${card.data.id}`)).json().code).toBe(200);
    expect((await post(u.token, `/pay/unbind-card/${card.data.id}`)).json().message).toBe('账户不存在或已解绑');
    expect((await get(u.token, '/pay/card-list/1')).json().data).toEqual([]);
    // At most five per type.
    const valid = ['62284801', '62284802', '62284803', '62284804', '62284805', '62284806'].map((p, i) => luhnCard(p, 16 + (i % 4)));
    for (const no of valid.slice(0, 5)) expect((await bind(u.token, 1, no)).json().code).toBe(200);
    expect((await bind(u.token, 1, itemAt(valid, 5, 'sixth card'))).json().message).toBe('每种账户最多绑定5个');
    expect((await t.app.inject({ url: '/tapi/pay/card-list/1' })).statusCode).toBe(401);
  });

  it('simultaneous binds cannot pass the per-type limit', async () => {
    const u = await anchor(0);
    const numbers = Array.from({ length: 9 }, (_, i) => luhnCard(`6230${i}`, 16));
    const results = await Promise.all(numbers.map((no) => bind(u.token, 1, no)));
    expect(results.filter((r) => r.json().code === 200)).toHaveLength(5);
    for (const r of results) if (r.json().code !== 200) expect(r.json().message).toBe('每种账户最多绑定5个');
    expect((await get(u.token, '/pay/card-list/1')).json().data).toHaveLength(5);
  });

  it('uses the verified real name as the card holder', async () => {
    const u = await anchor(0);
    await t.db.db.updateTable('app_user').set({ real_name: '李四', real_name_at: Date.now() }).where('id', '=', u.id).execute();
    const res = (await bind(u.token, 1, VISA, { accountName: '' })).json();
    expect(res.data.accountName).toBe('李*');
    const row = await t.db.db.selectFrom('wallet_card').select('holder_name').where('id', '=', res.data.id).executeTakeFirstOrThrow();
    expect(row.holder_name).toBe('李四');
  });

  it('withdraws to a card: pending with 5% tax, frozen through the ledger; approve pays out, the books reconcile', async () => {
    const u = await anchor(1000, 'pay123456');
    expect((await get(u.token, '/pay/lowest')).json().data).toBe(100);
    const card = (await bind(u.token, 1, VISA)).json().data;
    const res = await withdraw(u, { drawType: 1, cardId: card.id, amount: '300' });
    expect(res.json(), res.body).toMatchObject({ code: 200, data: { status: 0, netFen: 2850, taxFen: 150 } });
    expect(await balances(u.token)).toMatchObject({ cashBalance: 700, freezeMoney: 300, withdrawMoney: 0 });
    const rec = (await post(u.token, '/pay/record/withdraw', { page: 1, pageSize: 10 })).json().data;
    expect(rec.totalNumber).toBe(1);
    expect(rec.list[0]).toMatchObject({
      drawType: 1,
      amount: 300,
      grossFen: 3000,
      taxFen: 150,
      netFen: 2850,
      status: 0,
      statusName: '审核中',
      accountNo: '**** **** **** 1111',
    });
    const id = rec.list[0].id;
    expect(await runCommand(t.db.db, ['withdraw', 'list'])).toContain(VISA);
    expect(await runCommand(t.db.db, ['withdraw', 'approve', String(id)])).toMatch(/已到账.*28\.50 元/);
    await expect(runCommand(t.db.db, ['withdraw', 'approve', String(id)])).rejects.toThrow('该提现已处理');
    await expect(runCommand(t.db.db, ['withdraw', 'reject', String(id), '重复'])).rejects.toThrow('该提现已处理');
    await expect(runCommand(t.db.db, ['withdraw', 'approve', '999999'])).rejects.toThrow('提现记录不存在');
    expect(await balances(u.token)).toMatchObject({ cashBalance: 700, freezeMoney: 0, withdrawMoney: 2850 });
    expect((await post(u.token, '/pay/record/withdraw')).json().data.list[0]).toMatchObject({ status: 1, statusName: '已到账' });
    expect(await runCommand(t.db.db, ['ledger', 'check'])).toMatch(/账目平衡/);
  });

  it('withdraws to an Alipay account; reject returns the diamonds (trade 6)', async () => {
    const u = await anchor(500, 'pay123456');
    const acc = (await bind(u.token, 2, '13812345678')).json().data;
    expect((await withdraw(u, { drawType: 2, cardId: acc.id, amount: 200 })).json().code).toBe(200);
    expect(await balances(u.token)).toMatchObject({ cashBalance: 300, freezeMoney: 200 });
    const id = (await post(u.token, '/pay/record/withdraw')).json().data.list[0].id;
    await expect(runCommand(t.db.db, ['withdraw', 'reject', String(id)])).rejects.toThrow('请写明驳回原因');
    expect(await runCommand(t.db.db, ['withdraw', 'reject', String(id), '账户信息有误'])).toMatch(/已驳回/);
    expect(await balances(u.token)).toMatchObject({ cashBalance: 500, freezeMoney: 0, withdrawMoney: 0 });
    expect((await post(u.token, '/pay/record/withdraw')).json().data.list[0]).toMatchObject({ status: 2, reason: '账户信息有误' });
    const types = await t.db.db.selectFrom('wallet_ledger').select('trade_type').where('user_id', '=', u.id).orderBy('id').execute();
    expect(types.map((r) => r.trade_type).slice(-2)).toEqual([3, 6]);
    expect(await runCommand(t.db.db, ['ledger', 'check'])).toMatch(/账目平衡/);
  });

  it('withdraws to the consumption wallet at once, without tax or code (trade 13)', async () => {
    const u = await anchor(400, 'pay123456');
    const res = await withdraw(u, { drawType: 3, amount: 150 });
    expect(res.json().data).toMatchObject({ status: 1, taxFen: 0, netFen: 1500 });
    expect(await balances(u.token)).toMatchObject({ balance: 150, cashBalance: 250, freezeMoney: 0 });
    const j = await t.db.db.selectFrom('wallet_journal').select('trade_type').where('ref', 'like', 'withdraw:%:wallet').execute();
    expect(j.map((r) => r.trade_type)).toContain(13);
    expect((await post(u.token, '/pay/record/withdraw')).json().data.list[0]).toMatchObject({
      drawType: 3,
      statusName: '已到账',
      taxFen: 0,
    });
  });

  it('refuses bad withdrawals with SPEC messages and moves nothing', async () => {
    const u = await anchor(1000, 'pay123456');
    const other = await anchor(0, 'pay123456');
    const card = (await bind(u.token, 1, VISA)).json().data;
    const acc = (await bind(u.token, 2, 'fan@example.com')).json().data;
    const foreign = (await bind(other.token, 1, VISA)).json().data;
    const before = await balances(u.token);
    const m = async (body: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      (
        await post(u.token, '/pay/withdraw', { verifyCode: '123456', ...(await seal({ payPassword: 'pay123456' })), ...body, ...extra })
      ).json().message;
    expect(await m({ amount: 100 })).toBe('请选择提现方式');
    expect(await m({ drawType: 4, amount: 100 })).toBe('请选择提现方式');
    expect(await m({ drawType: 1, amount: 100 })).toBe('请选择银行卡号');
    expect(await m({ drawType: 2, amount: 100 })).toBe('请选择支付宝账号');
    expect(await m({ drawType: 1, cardId: card.id })).toBe('请填写提现球钻');
    expect(await m({ drawType: 1, cardId: card.id, amount: '' })).toBe('请填写提现球钻');
    for (const bad of ['12.5', -100, '-100', 100.5, '1e3', 'abc', 1e30])
      expect(await m({ drawType: 1, cardId: card.id, amount: bad })).toBe('提现球钻必须为正整数');
    expect(await m({ drawType: 1, cardId: card.id, amount: 99 })).toBe('单笔最低提现球钻为100');
    expect(await m({ drawType: 1, cardId: card.id, amount: 1001 })).toBe('不能超过可提现金额');
    expect(await m({ drawType: 1, cardId: card.id, amount: 999_999_999 })).toBe('不能超过可提现金额');
    expect(await m({ drawType: 1, cardId: card.id, amount: 100, verifyCode: '' })).toBe('请输入验证码');
    expect(await m({ drawType: 1, cardId: card.id, amount: 100, payPassword: '' })).toBe('请输入支付密码');
    expect(await m({ drawType: 1, cardId: foreign.id, amount: 100 })).toBe('账户不存在或已解绑');
    expect(await m({ drawType: 1, cardId: acc.id, amount: 100 })).toBe('账户不存在或已解绑');
    expect(await m({ drawType: 2, cardId: card.id, amount: 100 })).toBe('账户不存在或已解绑');
    // The operator's minimum applies.
    await runCommand(t.db.db, ['withdraw', 'lowest', '300']);
    expect((await get(u.token, '/pay/lowest')).json().data).toBe(300);
    expect(await m({ drawType: 3, amount: 200 })).toBe('单笔最低提现球钻为300');
    await runCommand(t.db.db, ['withdraw', 'lowest', '100']);
    // A code of the wrong type (login, type 3) is no withdrawal code.
    const login = await code(u.token, u.mobile, 3);
    expect(await m({ drawType: 1, cardId: card.id, amount: 100, verifyCode: login })).toBe('请获取验证码！');
    const payCode = await code(u.token, u.mobile, 5);
    expect(await m({ drawType: 1, cardId: card.id, amount: 100, verifyCode: payCode })).toBe('请获取验证码！');
    const c8 = await code(u.token, u.mobile, 8);
    expect(await m({ drawType: 1, cardId: card.id, amount: 100, verifyCode: c8 === '000000' ? '111111' : '000000' })).toBe(
      '验证码错误，请确认后重新输入',
    );
    expect(await balances(u.token)).toEqual(before);
    expect((await post(u.token, '/pay/record/withdraw')).json().data.totalNumber).toBe(0);
    // No payment password set.
    const n = await anchor(500);
    expect((await post(n.token, '/pay/withdraw', { drawType: 3, amount: 100 })).json().message).toBe('请先设置支付密码');
    expect((await t.app.inject({ method: 'POST', url: '/tapi/pay/withdraw', headers: XHR, payload: {} })).statusCode).toBe(401);
  });

  it('locks the payment password after five wrong ones; the SMS reset lifts the lock', async () => {
    const u = await anchor(1000, 'pay123456');
    const m = async (pw: string) => (await withdraw(u, { drawType: 3, amount: 100 }, pw)).json().message;
    for (let i = 4; i >= 1; i--) expect(await m('wrong0000')).toBe(`支付密码错误，还可尝试${i}次`);
    expect(await m('wrong0000')).toBe('支付密码错误次数过多，请30分钟后再试');
    expect(await m('pay123456')).toBe('支付密码错误次数过多，请30分钟后再试');
    expect((await balances(u.token)).cashBalance).toBe(1000);
    // Forgotten password: a new one with an SMS code (type 5).
    const res = await post(u.token, '/pay/change/pay-pass', {
      type: 1,
      verifyCode: await code(u.token, u.mobile, 5),
      ...(await seal({ newPassword: 'new123456', confirmPassword: 'new123456' })),
    });
    expect(res.json().code).toBe(200);
    expect((await withdraw(u, { drawType: 3, amount: 100 }, 'pay123456')).json().message).toBe('支付密码错误，还可尝试4次');
    expect((await withdraw(u, { drawType: 3, amount: 100 }, 'new123456')).json().code).toBe(200);
  });

  it('concurrent withdrawals at one account: exactly the affordable ones succeed and the books reconcile', async () => {
    const u = await anchor(1000, 'pay123456');
    const bodies = await Promise.all(Array.from({ length: 12 }, () => seal({ payPassword: 'pay123456' })));
    const results = await Promise.all(bodies.map((b) => post(u.token, '/pay/withdraw', { drawType: 3, amount: 300, ...b })));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    for (const r of results) if (r.json().code !== 200) expect(r.json().message).toBe('不能超过可提现金额');
    expect(await balances(u.token)).toMatchObject({ cashBalance: 100, balance: 900 });
    expect((await post(u.token, '/pay/record/withdraw')).json().data.totalNumber).toBe(3);
    expect(await runCommand(t.db.db, ['ledger', 'check'])).toMatch(/账目平衡/);
  }, 60_000);

  it('pages the withdrawal records and validates admin input', async () => {
    const u = await anchor(1000, 'pay123456');
    for (let i = 0; i < 3; i++) expect((await withdraw(u, { drawType: 3, amount: 100 })).json().code).toBe(200);
    const p2 = (await post(u.token, '/pay/record/withdraw', { page: 2, pageSize: 2 })).json().data;
    expect(p2).toMatchObject({ totalNumber: 3, page: 2, pageSize: 2 });
    expect(p2.list).toHaveLength(1);
    expect((await post(u.token, '/pay/record/withdraw', { page: 0 })).statusCode).toBe(400);
    await expect(runCommand(t.db.db, ['withdraw', 'approve', 'x'])).rejects.toThrow('请给出提现记录编号');
    await expect(runCommand(t.db.db, ['withdraw', 'lowest', '0'])).rejects.toThrow('最低提现球钻须为正整数');
    await expect(runCommand(t.db.db, ['withdraw', 'list', '--status', '7'])).rejects.toThrow(/--status/);
  });
});
