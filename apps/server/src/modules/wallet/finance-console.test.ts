import { CONSOLE_ROLES, CONSOLE_ROUTES, dayIndex, dayLabel, routeUrl, type TApiRoute } from '@sports/contracts';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli/commands';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildSession, buildUser } from '../../../test/factories';
import { addOperator, operatorToken } from '../../../test/operators';

type Name = 'consoleLedgerCheck' | 'consoleDailyTotals' | 'consoleAdjust' | 'consoleDashboard';

describe.each(DIALECTS)('finance in the console on %s', (dialect) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    for (const role of CONSOLE_ROLES) tokens.set(role, await operatorToken(t.app, await addOperator(t.db.db, role)));
  }, 120_000);
  afterAll(() => t.close());

  const call = (name: Name, headers: Record<string, string>, input: { query?: string; body?: unknown } = {}) => {
    const route = CONSOLE_ROUTES[name] as TApiRoute;
    return t.app.inject({
      method: route.method,
      url: routeUrl(route) + (input.query ? `?${input.query}` : ''),
      headers: { ...XHR, ...headers },
      ...(route.method === 'GET' ? {} : { payload: (input.body ?? {}) as object }),
    });
  };
  const as = (role: string) => ({ 'x-operator-token': tokens.get(role) ?? '' });
  const audit = () => t.db.db.selectFrom('operator_audit').selectAll().orderBy('id').execute();
  const balance = async (userId: number) =>
    Number((await t.db.db.selectFrom('wallet_account').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0);

  it('credits and debits with a reason, once per request key, and the audit entry names who, why and the balances', async () => {
    const user = await buildUser(t.db.db, { nick_name: '补偿用户' });
    const id = Number(user.id);
    const credit = { userId: id, kind: 'credit', diamonds: 500, reason: '直播事故补偿', requestKey: `key-credit-${id}` };
    const first = await call('consoleAdjust', as('finance'), { body: credit });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ balance: 500, replayed: false });
    const again = await call('consoleAdjust', as('finance'), { body: credit });
    expect(again.json().data).toMatchObject({ balance: 500, replayed: true });
    expect(await balance(id)).toBe(500);

    const debit = { userId: id, kind: 'debit', diamonds: 120, reason: '误充扣回', requestKey: `key-debit-${id}` };
    expect((await call('consoleAdjust', as('super'), { body: debit })).json().data.balance).toBe(380);
    const tooMuch = await call('consoleAdjust', as('finance'), { body: { ...debit, diamonds: 1000, requestKey: `key-big-${id}` } });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('余额不足');
    expect(await balance(id)).toBe(380);

    const journals = await t.db.db
      .selectFrom('wallet_journal')
      .select(['ref', 'trade_type'])
      .where('ref', 'like', `console:key-%-${id}`)
      .execute();
    expect(journals.map((j) => Number(j.trade_type)).sort()).toEqual([14, 8].sort());
    const rows = (await audit()).filter((r) => r.target.startsWith(`user:${id} `));
    const booked = rows.filter((r) => r.action === 'consoleAdjust' && JSON.parse(r.detail).after?.reason);
    expect(booked.map((r) => JSON.parse(r.detail).after)).toEqual([
      { balance: 500, kind: 'credit', diamonds: 500, reason: '直播事故补偿' },
      { balance: 380, kind: 'debit', diamonds: 120, reason: '误充扣回' },
    ]);
    const debitRecord = booked[1];
    assert.isDefined(debitRecord);
    expect(JSON.parse(debitRecord.detail).before).toEqual({ balance: 500 });
    // No `begin:` entry: the adjustment and its record are one transaction.
    expect((await audit()).filter((r) => r.action === 'begin:consoleAdjust')).toEqual([]);
    expect((await audit()).filter((r) => r.action === 'failed:consoleAdjust').map((r) => r.target)).toEqual(['余额不足']);
    expect(await runCommand(t.db.db, ['ledger', 'check'])).toContain('账目平衡');
  });

  it('refuses bad input and unknown users, changing nothing', async () => {
    const user = await buildUser(t.db.db);
    const ok = { userId: Number(user.id), kind: 'credit', diamonds: 10, reason: '活动奖励', requestKey: `key-bad-${user.id}-x` };
    const bad: [object, string][] = [
      [{ ...ok, reason: '  ' }, '请填写原因'],
      [{ ...ok, diamonds: 0 }, '球钻数须大于0'],
      [{ ...ok, diamonds: 1.5 }, '球钻数须为整数'],
      [{ ...ok, kind: 'gift' }, '请选择加款或扣款'],
      [{ ...ok, requestKey: 'x' }, '请求编号有误'],
    ];
    for (const [body, message] of bad) {
      const res = await call('consoleAdjust', as('finance'), { body });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const nobody = await call('consoleAdjust', as('finance'), { body: { ...ok, userId: 99_999_999 } });
    expect(nobody.statusCode).toBe(404);
    expect(await balance(Number(user.id))).toBe(0);
  });

  it('lets only finance and super read and adjust money; a fan gets 403', async () => {
    const fan = (await buildSession(t.db.db)).token;
    const body = { userId: 1, kind: 'credit', diamonds: 1, reason: '测试', requestKey: 'key-roles-1' };
    for (const name of ['consoleLedgerCheck', 'consoleDailyTotals', 'consoleAdjust'] as const) {
      for (const role of ['content', 'moderation', 'support'])
        expect([name, role, (await call(name, as(role), { body })).statusCode]).toEqual([name, role, 403]);
      expect((await call(name, { accesstoken: fan }, { body })).statusCode).toBe(403);
    }
  });

  it('runs the ledger check and sums each day by trade type, as the dashboard chart does', async () => {
    const check = await call('consoleLedgerCheck', as('finance'));
    expect(check.json().data).toMatchObject({ problems: [] });
    expect(check.json().data.journals).toBeGreaterThan(0);
    const today = dayLabel(dayIndex(Date.now()));
    const daily = (await call('consoleDailyTotals', as('finance'), { query: 'days=7' })).json().data as {
      day: string;
      tradeType: number;
      diamonds: number;
      journals: number;
    }[];
    const manual = daily.filter((d) => d.tradeType === 14);
    // Around midnight the credits of the first test may be on the day before; the sum over the week is what they booked.
    expect(manual.reduce((a, d) => a + d.diamonds, 0)).toBe(500);
    expect(daily.every((d) => d.day <= today)).toBe(true);
    expect((await call('consoleDailyTotals', as('finance'), { query: 'days=40' })).json().message).toBe('最多查询31天');

    const dash = (await call('consoleDashboard', as('support'))).json().data;
    expect(dash.week).toHaveLength(7);
    expect(dash.week[6].day).toBe(today);
    const users = await t.db.db.selectFrom('app_user').select('created_at').execute();
    const weekStart = dayIndex(Date.now()) - 6;
    expect(dash.week.reduce((a: number, d: { newUsers: number }) => a + d.newUsers, 0)).toBe(
      users.filter((u) => dayIndex(Number(u.created_at)) >= weekStart).length,
    );
    expect(dash.pendingWithdrawals).toBe(0);
  });

  it('records CLI changes in the audit log under the OS user, never a password', async () => {
    const user = await buildUser(t.db.db);
    await runCommand(t.db.db, ['credit', user.mobile ?? '', '7', '--memo', '线下活动']);
    await runCommand(t.db.db, ['ledger', 'check']);
    await expect(runCommand(t.db.db, ['credit', user.mobile ?? '', '0'])).rejects.toThrow();
    await runCommand(t.db.db, ['user', 'password', user.mobile ?? '', 'Secret-pass-99']);
    const rows = (await audit()).filter((r) => r.action.includes('cli:'));
    const mine = rows.filter((r) => r.target === user.mobile);
    expect(mine.map((r) => r.action)).toEqual(['cli:credit', 'cli:credit', 'failed:cli:credit', 'cli:user password']);
    expect(mine[0]?.operator_name).toMatch(/^cli/);
    expect(rows.some((r) => r.action === 'cli:ledger check')).toBe(false);
    expect(JSON.stringify(rows)).not.toContain('Secret-pass-99');
  });
});
