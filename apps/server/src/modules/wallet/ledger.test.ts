import { TRADE_TYPE_IDS, withdrawalFen } from '@sports/contracts';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli/commands';
import { AppError } from '../../http/errors';
import { createTestDb, DIALECTS, type TestDb } from '../../../test/db';
import { DuplicateJournalError, postJournal } from './ledger';
import { walletRepository } from './repository';
import { walletService, type WalletService } from './service';

describe.each(DIALECTS)('ledger on %s', (dialect) => {
  let db: TestDb;
  let wallet: WalletService;
  let a: number;
  let b: number;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    wallet = walletService(walletRepository(db.db));
    const ids: number[] = [];
    for (const m of ['13900000001', '13900000002']) {
      const row = await db.db
        .insertInto('app_user')
        .values({ mobile: m, nick_name: `u${m.slice(-2)}`, created_at: 0 } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
      await wallet.openAccount(Number(row.id));
    }
    const [first, second] = ids;
    assert.isDefined(first);
    assert.isDefined(second);
    [a, b] = [first, second];
  }, 60_000);
  afterAll(() => db?.cleanup());

  it('a manual top-up (trade 14) credits the user from the house and reconciles', async () => {
    const after = await wallet.credit(a, 1000, 'test');
    expect(after.balance).toBe(1000);
    expect((await wallet.balances(a)).balance).toBe(1000);
    const r = await wallet.check();
    expect(r.problems).toEqual([]);
    expect(r.house.diamonds).toBe(-1000);
  });

  it('books every trade type as a balanced journal and the books still reconcile', async () => {
    for (const t of TRADE_TYPE_IDS) {
      await wallet.post({
        ref: `each:${t}`,
        tradeType: t,
        entries: [
          { userId: b, tradeType: t, ticket: 1 },
          { userId: null, tradeType: t, ticket: -1 },
        ],
      });
    }
    expect((await wallet.balances(b)).ticket).toBe(TRADE_TYPE_IDS.length);
    const rows = await db.db.selectFrom('wallet_ledger').select('trade_type').where('user_id', '=', b).execute();
    expect(new Set(rows.map((r) => r.trade_type))).toEqual(new Set(TRADE_TYPE_IDS));
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('moves value between users (a gift with the house share) and records the balances after', async () => {
    const { after } = await wallet.post({
      ref: 'gift:1',
      tradeType: 2,
      entries: [
        { userId: a, tradeType: 2, balance: -100 },
        { userId: b, tradeType: 9, cash: 60 },
        { userId: null, tradeType: 2, balance: 40 },
      ],
    });
    expect(after.get(a)?.balance).toBe(900);
    expect(after.get(b)?.cashBalance).toBe(60);
    const row = await db.db
      .selectFrom('wallet_ledger')
      .innerJoin('wallet_journal', 'wallet_journal.id', 'wallet_ledger.journal_id')
      .select(['cash_after'])
      .where('wallet_journal.ref', '=', 'gift:1')
      .where('user_id', '=', b)
      .executeTakeFirstOrThrow();
    expect(Number(row.cash_after)).toBe(60);
  });

  it('refuses an overdraft with the SPEC-style message and changes nothing', async () => {
    const before = await wallet.balances(a);
    const err = await wallet
      .post({
        ref: 'gift:too-much',
        tradeType: 2,
        entries: [
          { userId: a, tradeType: 2, balance: -(before.balance + 1) },
          { userId: null, tradeType: 2, balance: before.balance + 1 },
        ],
      })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.message).toBe('余额不足');
    expect(await wallet.balances(a)).toEqual(before);
    expect(await db.db.selectFrom('wallet_journal').select('id').where('ref', '=', 'gift:too-much').executeTakeFirst()).toBeUndefined();
    const t = await wallet
      .post({
        ref: 'x',
        tradeType: 2,
        entries: [
          { userId: a, tradeType: 2, ticket: -1 },
          { userId: null, tradeType: 2, ticket: 1 },
        ],
      })
      .catch((e) => e);
    expect(t.message).toBe('球票不足');
  });

  it('refuses unbalanced, fractional and unknown-type journals', async () => {
    await expect(wallet.post({ ref: 'u1', tradeType: 1, entries: [{ userId: a, tradeType: 1, balance: 5 }] })).rejects.toThrow(
      /unbalanced/,
    );
    await expect(
      wallet.post({
        ref: 'u2',
        tradeType: 1,
        entries: [
          { userId: a, tradeType: 1, balance: 0.5 },
          { userId: null, tradeType: 1, balance: -0.5 },
        ],
      }),
    ).rejects.toThrow(/integers/);
    await expect(
      wallet.post({
        ref: 'u3',
        tradeType: 99 as never,
        entries: [
          { userId: a, tradeType: 1, balance: 1 },
          { userId: null, tradeType: 1, balance: -1 },
        ],
      }),
    ).rejects.toThrow(/trade type/);
  });

  it('books a ref once: the second attempt is refused and nothing moves', async () => {
    const entries = [
      { userId: a, tradeType: 1 as const, balance: 10 },
      { userId: null, tradeType: 1 as const, balance: -10 },
    ];
    await wallet.post({ ref: 'recharge:once', tradeType: 1, entries });
    const before = await wallet.balances(a);
    await expect(wallet.post({ ref: 'recharge:once', tradeType: 1, entries })).rejects.toBeInstanceOf(DuplicateJournalError);
    expect(await wallet.balances(a)).toEqual(before);
  });

  it('a rolled-back transaction leaves neither balance nor entry', async () => {
    const before = await wallet.balances(a);
    await expect(
      wallet.transaction(async (trx) => {
        await postJournal(
          trx,
          {
            ref: 'rollback',
            tradeType: 14,
            entries: [
              { userId: a, tradeType: 14, balance: 5 },
              { userId: null, tradeType: 14, balance: -5 },
            ],
          },
          1,
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await wallet.balances(a)).toEqual(before);
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('concurrent spenders at one balance: exactly the affordable ones succeed and the books reconcile', async () => {
    const { balance } = await wallet.balances(a);
    const price = 7;
    const tries = 60;
    const results = await Promise.allSettled(
      Array.from({ length: tries }, (_, i) =>
        wallet.post({
          ref: `race:${i}`,
          tradeType: 2,
          entries: [
            { userId: a, tradeType: 2, balance: -price },
            { userId: b, tradeType: 9, cash: price },
          ],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(Math.min(tries, Math.floor(balance / price)));
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe('余额不足');
    expect((await wallet.balances(a)).balance).toBe(balance - ok * price);
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('the check finds a balance changed behind the ledger’s back', async () => {
    await db.db.updateTable('wallet_account').set({ ticket: 999 }).where('user_id', '=', b).execute();
    const r = await wallet.check();
    expect(r.problems.join('\n')).toMatch(new RegExp(`用户 ${b} 的 ticket 为 999`));
    await expect(runCommand(db.db, ['ledger', 'check'])).rejects.toThrow(/账目不平/);
    const fix = await db.db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.sum<number>('d_ticket').as('t'))
      .where('user_id', '=', b)
      .executeTakeFirstOrThrow();
    await db.db
      .updateTable('wallet_account')
      .set({ ticket: Number(fix.t) })
      .where('user_id', '=', b)
      .execute();
    expect(await runCommand(db.db, ['ledger', 'check'])).toMatch(/账目平衡/);
  });

  it('admin credit refuses bad amounts and unknown users', async () => {
    for (const amt of ['0', '-5', '1.5', 'abc', '100000001']) {
      await expect(runCommand(db.db, ['credit', '13900000001', amt])).rejects.toThrow(/球钻数须为/);
    }
    await expect(runCommand(db.db, ['credit', '13900000009', '5'])).rejects.toThrow('用户不存在');
    expect(await runCommand(db.db, ['credit', '13900000002', '5'])).toMatch(/已为 .* 充值 5 球钻/);
  });
});

describe('withdrawal withholding', () => {
  it('withholds 5% (rounded up to the fen) for cards and accounts, nothing to the wallet', () => {
    expect(withdrawalFen(100, 1)).toEqual({ grossFen: 1000, taxFen: 50, netFen: 950 });
    expect(withdrawalFen(3, 2)).toEqual({ grossFen: 30, taxFen: 2, netFen: 28 });
    expect(withdrawalFen(100, 3)).toEqual({ grossFen: 1000, taxFen: 0, netFen: 1000 });
  });
});
