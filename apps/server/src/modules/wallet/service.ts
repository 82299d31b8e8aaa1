import { randomUUID } from 'node:crypto';
import type { TBalances, TTradeType } from '@sports/contracts';
import { must } from '@sports/contracts/indexed';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DuplicateJournalError, postJournal, toBalances, type JournalInput } from './ledger';
import { checkLedger, type LedgerCheck } from './ledger-check';
import type { WalletRepository } from './repository';

/** A journal of `diamonds` the buyer pays to the house. */
function purchase(ref: string, userId: number, diamonds: number, tradeType: TTradeType, memo: string): JournalInput {
  return {
    ref,
    tradeType,
    memo,
    entries: [
      { userId, tradeType, balance: -diamonds },
      { userId: null, tradeType, balance: diamonds },
    ],
  };
}

/**
 * The wallet: one account per user whose balances only the ledger changes. Money features book
 * journals through `post` (alone) or `transaction` (with their own rows in the same transaction).
 */
export function walletService(repo: WalletRepository, now: () => number = Date.now) {
  const db = repo.db;
  return {
    openAccount(userId: number): Promise<void> {
      return repo.openAccount(userId, now());
    },
    /** SPEC balances; users from before the wallet existed get their account on first look. */
    async balances(userId: number): Promise<TBalances> {
      let a = await repo.findAccount(userId);
      if (!a) {
        await repo.openAccount(userId, now());
        a = await repo.findAccount(userId);
        if (!a) throw new Error('wallet account not created');
      }
      return toBalances(a);
    },
    /** Level experience (/v/grade): diamonds spent on gifts (2), red packets (10) and nobility (15). */
    spentDiamonds(userId: number): Promise<number> {
      return repo.spentDiamonds(userId, [2, 10, 15]);
    },
    /** Runs `fn` in one database transaction; book journals in it with `postJournal(trx, …)`. */
    transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
    /** Books a journal inside a transaction opened with `transaction` (capabilities outside the wallet: paid plans). */
    book(trx: Kysely<Database>, input: JournalInput) {
      return postJournal(trx, input, now());
    },
    /** Books one journal in a transaction of its own. */
    post(input: JournalInput) {
      return db.transaction().execute((trx) => postJournal(trx, input, now()));
    },
    /** Manual top-up by an operator (trade 14): the house issues the diamonds. */
    async credit(userId: number, diamonds: number, memo: string) {
      const { after } = await this.post({
        ref: `manual:${randomUUID()}`,
        tradeType: 14,
        memo,
        entries: [
          { userId, tradeType: 14, balance: diamonds },
          { userId: null, tradeType: 14, balance: -diamonds },
        ],
      });
      return must(after.get(userId), 'balances after the manual top-up');
    },
    /**
     * A purchase paid to the house, booked in the caller's transaction `trx` (with the caller's own
     * rows); the buyer's balances after it. INSUFFICIENT_BALANCE when the buyer cannot afford it.
     */
    async spendIn(trx: Kysely<Database>, ref: string, userId: number, diamonds: number, tradeType: TTradeType, memo: string) {
      const { after } = await postJournal(trx, purchase(ref, userId, diamonds, tradeType, memo), now());
      return must(after.get(userId), 'balances after the purchase');
    },
    /**
     * A purchase paid to the house, booked once per `ref`: false when that ref was booked before
     * (the buyer already paid). INSUFFICIENT_BALANCE when the buyer cannot afford it.
     */
    async spendOnce(ref: string, userId: number, diamonds: number, tradeType: TTradeType, memo: string): Promise<boolean> {
      try {
        await this.post(purchase(ref, userId, diamonds, tradeType, memo));
        return true;
      } catch (err) {
        if (err instanceof DuplicateJournalError) return false;
        throw err;
      }
    },
    check(): Promise<LedgerCheck> {
      return checkLedger(db);
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
