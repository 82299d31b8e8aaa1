import { TRADE_TYPES } from '@sports/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { COLUMN, KEYS } from './ledger';

export interface LedgerCheck {
  accounts: number;
  journals: number;
  entries: number;
  /** The house's totals: what users hold, seen from the platform (negative = issued to users). */
  house: { diamonds: number; tickets: number; withdrawFen: number };
  problems: string[];
}

/**
 * Proves the books: every account's entries sum to its balances, no balance is negative, every
 * journal sums to zero in diamonds and in tickets, and every entry belongs to a journal of a known trade type.
 */
export async function checkLedger(db: Kysely<Database>): Promise<LedgerCheck> {
  const problems: string[] = [];
  const sums = await db
    .selectFrom('wallet_ledger')
    .select((eb) => [
      'user_id',
      eb.fn.sum<number>('d_balance').as('balance'),
      eb.fn.sum<number>('d_ticket').as('ticket'),
      eb.fn.sum<number>('d_cash').as('cash'),
      eb.fn.sum<number>('d_freeze').as('freeze'),
      eb.fn.sum<number>('d_withdraw').as('withdraw'),
      eb.fn.countAll<number>().as('n'),
    ])
    .groupBy('user_id')
    .execute();
  const byUser = new Map(sums.filter((s) => s.user_id !== null).map((s) => [Number(s.user_id), s]));
  const accounts = await db.selectFrom('wallet_account').selectAll().execute();
  for (const a of accounts) {
    const s = byUser.get(Number(a.user_id));
    const want = {
      balance: Number(s?.balance ?? 0),
      ticket: Number(s?.ticket ?? 0),
      cash: Number(s?.cash ?? 0),
      freeze: Number(s?.freeze ?? 0),
      withdraw: Number(s?.withdraw ?? 0),
    };
    const have = {
      balance: Number(a.balance),
      ticket: Number(a.ticket),
      cash: Number(a.cash_balance),
      freeze: Number(a.freeze_money),
      withdraw: Number(a.withdraw_money),
    };
    for (const k of KEYS) {
      if (want[k] !== have[k]) problems.push(`用户 ${a.user_id} 的 ${COLUMN[k]} 为 ${have[k]}，账目合计 ${want[k]}`);
      if (have[k] < 0) problems.push(`用户 ${a.user_id} 的 ${COLUMN[k]} 为负数 ${have[k]}`);
    }
    byUser.delete(Number(a.user_id));
  }
  for (const [userId] of byUser) problems.push(`用户 ${userId} 有账目但没有钱包`);

  const unbalanced = await db
    .selectFrom('wallet_ledger')
    .select((eb) => [
      'journal_id',
      sql<number>`sum(d_balance + d_cash + d_freeze)`.as('diamonds'),
      eb.fn.sum<number>('d_ticket').as('tickets'),
    ])
    .groupBy('journal_id')
    .having((eb) => eb.or([eb(sql`sum(d_balance + d_cash + d_freeze)`, '!=', 0), eb(eb.fn.sum('d_ticket'), '!=', 0)]))
    .execute();
  for (const j of unbalanced) problems.push(`账目 ${j.journal_id} 不平：球钻 ${Number(j.diamonds)}，球票 ${Number(j.tickets)}`);

  const known = Object.keys(TRADE_TYPES).map(Number);
  const strays = await db.selectFrom('wallet_ledger').select(['id', 'trade_type']).where('trade_type', 'not in', known).limit(10).execute();
  for (const s of strays) problems.push(`账目行 ${s.id} 的交易类型 ${s.trade_type} 未知`);
  const orphans = await db
    .selectFrom('wallet_journal')
    .leftJoin('wallet_ledger', 'wallet_ledger.journal_id', 'wallet_journal.id')
    .select('wallet_journal.ref')
    .where('wallet_ledger.id', 'is', null)
    .limit(10)
    .execute();
  for (const o of orphans) problems.push(`账目 ${o.ref} 没有分录`);

  const house = sums.find((s) => s.user_id === null);
  const counts = await db
    .selectFrom('wallet_journal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    accounts: accounts.length,
    journals: Number(counts.n),
    entries: sums.reduce((n, s) => n + Number(s.n), 0),
    house: {
      diamonds: Number(house?.balance ?? 0) + Number(house?.cash ?? 0) + Number(house?.freeze ?? 0),
      tickets: Number(house?.ticket ?? 0),
      withdrawFen: Number(house?.withdraw ?? 0),
    },
    problems,
  };
}
