import { CONSOLE_ROUTES, routeUrl } from '@sports/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../../cli/commands';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { DIALECTS } from '../../../../test/db';
import { buildSession, buildUser } from '../../../../test/factories';
import { addOperator, operatorToken } from '../../../../test/operators';
import { postJournal } from '../ledger';

/** The recharge reconciliation on the console's finance page: the CLI's check, for finance and super only, audited. */
describe.each(DIALECTS)('recharge reconciliation in the console on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
  }, 120_000);
  afterAll(() => t.close());

  const run = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: routeUrl(CONSOLE_ROUTES.consoleRechargeReconcile), headers: { ...XHR, ...headers } });
  const order = async (userId: number, orderNo: string, diamonds: number, status: string) =>
    t.db.db
      .insertInto('recharge_order')
      .values({
        order_no: orderNo,
        user_id: userId,
        fen: diamonds * 10,
        diamonds,
        pay_method: 'sandbox',
        status,
        created_at: Date.now(),
        paid_at: Date.now(),
      })
      .execute();
  const credit = (userId: number, orderNo: string, diamonds: number) =>
    t.db.db.transaction().execute((trx) =>
      postJournal(
        trx,
        {
          ref: `recharge:${orderNo}`,
          tradeType: 1,
          entries: [
            { userId, tradeType: 1, balance: diamonds },
            { userId: null, tradeType: 1, balance: -diamonds },
          ],
        },
        Date.now(),
      ),
    );

  it('shows what the CLI finds: consistent books, then a paid order never credited', async () => {
    const finance = { 'x-operator-token': await operatorToken(t.app, await addOperator(t.db.db, 'finance')) };
    const user = await buildUser(t.db.db);
    await order(Number(user.id), 'R-OK-1', 600, 'paid');
    await credit(Number(user.id), 'R-OK-1', 600);
    const fine = await run(finance);
    expect(fine.json().data).toMatchObject({ paidOrders: 1, journals: 1, problems: [] });
    expect(fine.json().data.checkedAt).toBeGreaterThan(0);

    await order(Number(user.id), 'R-LOST-2', 300, 'paid');
    const found = (await run({ 'x-operator-token': await operatorToken(t.app, await addOperator(t.db.db, 'super')) })).json().data;
    expect(found).toMatchObject({ paidOrders: 2, journals: 1, problems: ['订单 R-LOST-2 已支付但未入账'] });
    // the same service as `npm run admin -- recharge reconcile`
    await expect(runCommand(t.db.db, ['recharge', 'reconcile'])).rejects.toThrow('订单 R-LOST-2 已支付但未入账');

    const rows = await t.db.db
      .selectFrom('operator_audit')
      .select(['operator_name', 'target', 'detail'])
      .where('action', '=', 'consoleRechargeReconcile')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.target, JSON.parse(r.detail).after])).toEqual([
      ['recharge:reconcile', { paidOrders: 1, journals: 1, problems: 0 }],
      ['recharge:reconcile', { paidOrders: 2, journals: 1, problems: 1 }],
    ]);
  });

  it('is refused to every other role and to fans', async () => {
    for (const role of ['moderation', 'content', 'support']) {
      const res = await run({ 'x-operator-token': await operatorToken(t.app, await addOperator(t.db.db, role)) });
      expect([role, res.statusCode, res.json().message]).toEqual([role, 403, '没有权限执行此操作']);
    }
    expect((await run({ accesstoken: (await buildSession(t.db.db)).token })).statusCode).toBe(403);
    expect((await run({})).statusCode).toBe(401);
  });
});
