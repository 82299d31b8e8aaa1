import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../../cli/commands';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { DIALECTS } from '../../../../test/db';
import { buildUser } from '../../../../test/factories';
import { addOperator, operatorToken } from '../../../../test/operators';
import { postJournal } from '../ledger';
import { walletRepository } from '../repository';
import { walletService } from '../service';
import { withdrawRepository } from './repository';

describe.each(DIALECTS)('withdrawals in the console on %s', (dialect) => {
  let t: TestApp;
  let finance = '';
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    finance = await operatorToken(t.app, await addOperator(t.db.db, 'finance'));
  }, 120_000);
  afterAll(() => t.close());

  /** A user with 1000 withdrawable diamonds and a pending bank withdrawal of `x` of them (as a request books it). */
  async function pending(x: number, nick?: string) {
    const user = await buildUser(t.db.db, nick ? { nick_name: nick } : {});
    const userId = Number(user.id);
    const wallet = walletService(walletRepository(t.db.db));
    await wallet.openAccount(userId);
    await wallet.post({
      ref: `test-income:${userId}`,
      tradeType: 9,
      entries: [
        { userId, tradeType: 9, cash: 1000 },
        { userId: null, tradeType: 9, balance: -1000 },
      ],
    });
    const repo = withdrawRepository(t.db.db);
    const id = await wallet.transaction(async (trx) => {
      const now = Date.now();
      const cardId = await repo.insertCard(
        {
          user_id: userId,
          type: 1,
          account_no: '=6225880112345678',
          account_masked: '6225 **** 5678',
          bank_name: '招商银行',
          holder_name: '李娜',
          created_at: now,
          removed_at: null,
        },
        trx,
      );
      const wid = await repo.insertWithdrawal(
        {
          user_id: userId,
          draw_type: 1,
          card_id: cardId,
          bank_name: '招商银行',
          amount: x,
          gross_fen: x * 10,
          tax_fen: 0,
          net_fen: x * 10,
          status: 0,
          created_at: now,
          finished_at: null,
        },
        trx,
      );
      await postJournal(
        trx,
        { ref: `withdraw:${wid}:request`, tradeType: 3, entries: [{ userId, tradeType: 3, cash: -x, freeze: x }] },
        now,
      );
      return wid;
    });
    return { id, userId, wallet };
  }
  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...XHR, 'x-operator-token': finance }, payload });

  it('shows the payout account, approves (paid out) and rejects (diamonds back), each once, in balance', async () => {
    const a = await pending(300);
    const b = await pending(400);
    const list = await t.app.inject({ method: 'GET', url: '/capi/withdraw/list', headers: { 'x-operator-token': finance } });
    const row = (list.json().data as { id: number; account: string }[]).find((r) => r.id === a.id);
    expect(row?.account).toBe('招商银行 =6225880112345678 李娜');

    const approved = await post(`/capi/withdraw/${a.id}/approve`);
    expect(approved.json().data).toMatchObject({ status: 1, amount: 300 });
    expect(await a.wallet.balances(a.userId)).toMatchObject({ cashBalance: 700, freezeMoney: 0, withdrawMoney: 3000 });
    expect((await post(`/capi/withdraw/${a.id}/reject`, { reason: '重复' })).statusCode).not.toBe(200);

    const noReason = await post(`/capi/withdraw/${b.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(await b.wallet.balances(b.userId)).toMatchObject({ cashBalance: 600, freezeMoney: 400 });
    const rejected = await post(`/capi/withdraw/${b.id}/reject`, { reason: '户名与实名不符' });
    expect(rejected.json().data).toMatchObject({ status: 2, reason: '户名与实名不符' });
    expect(await b.wallet.balances(b.userId)).toMatchObject({ cashBalance: 1000, freezeMoney: 0 });
    expect((await post(`/capi/withdraw/${b.id}/approve`)).statusCode).not.toBe(200);
    expect(await runCommand(t.db.db, ['ledger', 'check'])).toContain('账目平衡');

    const audit = await t.db.db
      .selectFrom('operator_audit')
      .selectAll()
      .where('action', 'like', 'consoleWithdraw%')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => [r.action, r.target])).toEqual([
      ['consoleWithdrawApprove', `withdrawal:${a.id} user:${a.userId}`],
      ['consoleWithdrawReject', `withdrawal:${b.id} user:${b.userId}`],
    ]);
    expect(JSON.parse(audit[1]?.detail ?? '{}')).toMatchObject({ before: { status: 0 }, after: { status: 2 } });
  });

  it('exports withdrawals as CSV for the bank, defusing spreadsheet formulas, and audits the export', async () => {
    await pending(200, '=SUM(A1)');
    const res = await t.app.inject({
      method: 'GET',
      url: '/capi/withdraw/export.csv?status=all',
      headers: { 'x-operator-token': finance },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('"收款账户"');
    expect(res.body).toContain('"招商银行 =6225880112345678 李娜"');
    expect(res.body).toContain(`"'=SUM(A1)"`);
    expect(res.body).not.toMatch(/(^|,)"=/m);
    const exported = await t.db.db.selectFrom('operator_audit').select('action').where('action', '=', 'consoleWithdrawExport').execute();
    expect(exported).toHaveLength(1);
  });
});
