import { TRADE_TYPES, type TBalances, type TTradeType } from '@sports/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import { must } from '@sports/contracts/indexed';
import { walletChanged } from './changes';
import { insertEntries, insertJournal, insertJournals, moveAccountRow, type EntryRow } from './ledger-statements';
import { walletRepository } from './repository';

/** The ledger's columns as deltas: diamonds (balance, cash, freeze), tickets, and cumulative yuan received in fen. */
export interface Deltas {
  balance?: number;
  ticket?: number;
  cash?: number;
  freeze?: number;
  withdraw?: number;
}

/** One change of one account; `userId` null is the house (the platform's side). */
export interface LedgerEntry extends Deltas {
  userId: number | null;
  tradeType: TTradeType;
}

export interface JournalInput {
  /** Unique business key ("gift:12", "recharge:R2026…"): the same event is never booked twice. */
  ref: string;
  tradeType: TTradeType;
  memo?: string;
  entries: LedgerEntry[];
}

/** An account's balances right after a journal: what GET /tapi/pay/balances answers. */
export type AccountAfter = TBalances;

/** A journal with this ref exists already: the event was booked before (callers that must be idempotent catch it). */
export class DuplicateJournalError extends Error {
  constructor(readonly ref: string) {
    super(`journal ${ref} already booked`);
  }
}

/** Each delta's column of wallet_account. */
export const COLUMN = {
  balance: 'balance',
  ticket: 'ticket',
  cash: 'cash_balance',
  freeze: 'freeze_money',
  withdraw: 'withdraw_money',
} as const;
/** Each delta's field of an account's balances (`toBalances` below maps the columns to them). */
export const FIELD = {
  balance: 'balance',
  ticket: 'ticket',
  cash: 'cashBalance',
  freeze: 'freezeMoney',
  withdraw: 'withdrawMoney',
} as const satisfies Record<keyof typeof COLUMN, keyof TBalances>;
/** The refusal when an entry would take a column below zero. */
export const SHORTFALL = {
  balance: 'INSUFFICIENT_BALANCE',
  ticket: 'INSUFFICIENT_TICKET',
  cash: 'INSUFFICIENT_CASH',
  freeze: 'INSUFFICIENT_CASH',
  withdraw: 'INSUFFICIENT_BALANCE',
} as const;
/** The delta keys, in the column order. */
export const KEYS = Object.keys(COLUMN) as (keyof Deltas)[];

/** Refuses a journal that would create or destroy value: diamonds and tickets each sum to zero across its entries. */
export function assertBalanced(input: JournalInput): void {
  if (!(input.tradeType in TRADE_TYPES)) throw new Error(`unknown trade type ${input.tradeType}`);
  if (input.entries.length === 0) throw new Error('a journal needs entries');
  let diamonds = 0;
  let tickets = 0;
  for (const e of input.entries) {
    if (!(e.tradeType in TRADE_TYPES)) throw new Error(`unknown trade type ${e.tradeType}`);
    for (const k of KEYS) {
      const v = e[k] ?? 0;
      if (!Number.isSafeInteger(v)) throw new Error(`ledger amounts are integers (${k}=${v})`);
    }
    diamonds += (e.balance ?? 0) + (e.cash ?? 0) + (e.freeze ?? 0);
    tickets += e.ticket ?? 0;
  }
  if (diamonds !== 0 || tickets !== 0) throw new Error(`journal ${input.ref} is unbalanced (diamonds ${diamonds}, tickets ${tickets})`);
}

/**
 * Books a journal inside the caller's transaction: records it, moves every user account by its
 * deltas with a conditional update (no balance may go below zero, so concurrent spenders at one
 * account cannot overdraw it), and writes one ledger row per entry. User accounts are updated in
 * id order so two journals touching the same accounts cannot deadlock on PostgreSQL.
 * Throws AppError INSUFFICIENT_* when an account cannot afford it, DuplicateJournalError for a ref
 * seen before; either way the caller's transaction must roll back.
 */
export async function postJournal(
  trx: Kysely<Database>,
  input: JournalInput,
  now: number,
): Promise<{ journalId: number; after: Map<number, AccountAfter> }> {
  assertBalanced(input);
  let journalId: number;
  try {
    journalId = await insertJournal(trx, { ref: input.ref, tradeType: input.tradeType, memo: input.memo ?? null, now });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DuplicateJournalError(input.ref);
    throw err;
  }

  const { after, rows } = await moveEntries(trx, input.entries, now);
  // Every entry's row in one statement (in the accounts' order), still inside the caller's transaction.
  await insertEntries(
    trx,
    rows.map((r) => ({ ...r, journal_id: journalId })),
  );
  return { journalId, after };
}

/** An entry's ledger row before its journal is recorded. */
export type MovedEntry = Omit<EntryRow, 'journal_id'>;

/**
 * Moves every user account of a journal's entries (the house has no balance row) and answers each
 * entry's ledger row with the balances right after its move, in user-id order, so two journals
 * touching the same accounts cannot deadlock on PostgreSQL. Throws AppError INSUFFICIENT_* when an
 * account cannot afford its entry (the caller's transaction must roll back). A group of journals
 * booked together on SQLite moves through `moveGroup` (ledger-group.ts) instead.
 */
export async function moveEntries(
  trx: Kysely<Database>,
  entries: readonly LedgerEntry[],
  now: number,
): Promise<{ after: Map<number, AccountAfter>; rows: MovedEntry[] }> {
  const user = (e: LedgerEntry) => e.userId ?? Number.MAX_SAFE_INTEGER;
  const ordered = [...entries].sort((a, b) => user(a) - user(b));
  const after = new Map<number, AccountAfter>();
  const rows: MovedEntry[] = [];
  for (const e of ordered) {
    let balances: AccountAfter | undefined;
    if (e.userId !== null) {
      balances = await moveAccount(trx, e.userId, e, now);
      after.set(e.userId, balances);
    }
    rows.push(ledgerRow(e, balances, now));
  }
  return { after, rows };
}

/** An entry's ledger row, with its account's balances right after it (none for the house). */
export function ledgerRow(e: LedgerEntry, balances: AccountAfter | undefined, now: number): MovedEntry {
  return {
    user_id: e.userId,
    trade_type: e.tradeType,
    d_balance: e.balance ?? 0,
    d_ticket: e.ticket ?? 0,
    d_cash: e.cash ?? 0,
    d_freeze: e.freeze ?? 0,
    d_withdraw: e.withdraw ?? 0,
    balance_after: balances?.balance ?? null,
    ticket_after: balances?.ticket ?? null,
    cash_after: balances?.cashBalance ?? null,
    created_at: now,
  };
}

/**
 * Records journals whose accounts `moveEntries` has moved, in the caller's transaction: every
 * journal's row in one statement and every entry's row in another (a group of gifts booked together).
 * Their ids in the given order. A ref seen before fails the whole group (the caller rolls back).
 */
export async function recordJournals(
  trx: Kysely<Database>,
  moved: readonly { input: JournalInput; rows: readonly MovedEntry[]; now: number }[],
): Promise<number[]> {
  for (const m of moved) assertBalanced(m.input);
  const ids = await insertJournals(
    trx,
    moved.map(({ input, now }) => ({ ref: input.ref, tradeType: input.tradeType, memo: input.memo ?? null, now })),
  );
  const journalIds = moved.map(({ input }) => must(ids.get(input.ref), `the id of journal ${input.ref}`));
  await insertEntries(
    trx,
    moved.flatMap(({ rows }, i) => rows.map((r) => ({ ...r, journal_id: journalIds[i] ?? 0 }))),
  );
  return journalIds;
}

/**
 * Moves one account by `d` with a conditional update (no lowered column may go below zero), opening
 * it first if the user has none yet; AppError INSUFFICIENT_* when it cannot afford the move.
 */
export async function moveAccount(trx: Kysely<Database>, userId: number, d: Deltas, now: number): Promise<AccountAfter> {
  walletChanged();
  const changed = KEYS.filter((k) => (d[k] ?? 0) !== 0);
  const amounts = changed.map((k) => d[k] ?? 0);
  const moves = changed.map((k, i) => ({ column: COLUMN[k], lowers: (amounts[i] ?? 0) < 0 }));
  let row = await moveAccountRow(trx, userId, moves, amounts);
  if (!row) {
    const exists = await trx.selectFrom('wallet_account').select('id').where('user_id', '=', userId).executeTakeFirst();
    if (!exists) {
      // Accounts from before the wallet existed are opened on first use.
      await walletRepository(trx).openAccount(userId, now);
      row = await moveAccountRow(trx, userId, moves, amounts);
    }
  }
  if (!row) {
    const short = changed.find((k) => (d[k] ?? 0) < 0) ?? 'balance';
    throw new AppError(SHORTFALL[short]);
  }
  return toBalances(row);
}

/** SPEC balances of a wallet_account row. */
export function toBalances(
  row: Pick<Selectable<Database['wallet_account']>, 'id' | 'balance' | 'ticket' | 'cash_balance' | 'freeze_money' | 'withdraw_money'>,
): TBalances {
  return {
    mainWalletId: Number(row.id),
    balance: Number(row.balance),
    ticket: Number(row.ticket),
    cashBalance: Number(row.cash_balance),
    freezeMoney: Number(row.freeze_money),
    withdrawMoney: Number(row.withdraw_money),
  };
}
