import type { Kysely } from 'kysely';
import { must } from '@sports/contracts/indexed';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  FIELD,
  KEYS,
  SHORTFALL,
  ledgerRow,
  moveAccount,
  toBalances,
  type AccountAfter,
  type Deltas,
  type LedgerEntry,
  type MovedEntry,
} from './ledger';
import { walletRepository } from './repository';

/** A journal of a group: its entries and when it is booked. */
export interface GroupJournal {
  entries: readonly LedgerEntry[];
  now: number;
}

/** What became of a journal of a group: its accounts moved (its rows and each user's balances after it), or refused. */
export type GroupMove = { after: Map<number, AccountAfter>; rows: MovedEntry[] } | { refused: AppError };

const lowers = (e: LedgerEntry) => e.userId !== null && KEYS.some((k) => (e[k] ?? 0) < 0);
const sum = (entries: readonly Deltas[]): Deltas => Object.fromEntries(KEYS.map((k) => [k, entries.reduce((n, e) => n + (e[k] ?? 0), 0)]));
const plus = (a: AccountAfter, d: Deltas, sign = 1): AccountAfter => {
  const next = { ...a };
  for (const k of KEYS) next[FIELD[k]] += sign * (d[k] ?? 0);
  return next;
};
/** The first column an entry lowers below zero from `a`, if any. */
const short = (a: AccountAfter, e: Deltas) => KEYS.find((k) => (e[k] ?? 0) < 0 && a[FIELD[k]] + (e[k] ?? 0) < 0);

/**
 * Moves the accounts of journals booked together in one transaction (group commit, one writer at a
 * time: SQLite), as if journal after journal: each account is updated once per phase with the sum
 * of its entries, and each entry's balances-after are worked out from the account's final row.
 * First the accounts the journals lower (each journal may lower one account): one conditional
 * update per account; when an account cannot pay for all of its journals, it is read and its
 * journals are paid in order while it can, the others refused (AppError INSUFFICIENT_*, nothing of
 * them moved). Then the accounts the booked journals raise. Any other failure (a journal lowering
 * two accounts) is a plain Error: the caller's transaction must roll back.
 */
export async function moveGroup(trx: Kysely<Database>, journals: readonly GroupJournal[]): Promise<GroupMove[]> {
  // Each journal's entries as its rows are written: the lowered account first, then by user id.
  const user = (e: LedgerEntry) => e.userId ?? Number.MAX_SAFE_INTEGER;
  const ordered = journals.map((j) => [...j.entries].sort((a, b) => Number(lowers(b)) - Number(lowers(a)) || user(a) - user(b)));
  const refused = new Map<number, AppError>();
  /** Each moved account's row after its last update. */
  const final = new Map<number, AccountAfter>();

  const lowering = new Map<number, { j: number; e: LedgerEntry }[]>();
  ordered.forEach((entries, j) => {
    const lowered = entries.filter(lowers);
    if (lowered.length > 1) throw new Error('a journal booked in a group lowers one account at most');
    for (const e of lowered) push(lowering, must(e.userId, 'a lowered account'), { j, e });
  });
  for (const [userId, list] of lowering) {
    const now = must(journals[must(list[0], 'an entry').j], 'a journal').now;
    try {
      final.set(userId, await moveAccount(trx, userId, sum(list.map((x) => x.e)), now));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // Not enough for all of them: paid in order while it lasts (the account exists now: opened on first use).
      const row = await walletRepository(trx).findAccount(userId);
      if (!row) throw new Error(`account of user ${userId} missing after a refused move`, { cause: err });
      let balances = toBalances(row);
      const paid: LedgerEntry[] = [];
      for (const { j, e } of list) {
        const k = short(balances, e);
        if (k) refused.set(j, new AppError(SHORTFALL[k]));
        else {
          balances = plus(balances, e);
          paid.push(e);
        }
      }
      if (paid.length > 0) final.set(userId, await movedOrFail(trx, userId, sum(paid), now));
    }
  }

  const raising = new Map<number, { j: number; e: LedgerEntry }[]>();
  ordered.forEach((entries, j) => {
    if (refused.has(j)) return;
    for (const e of entries) if (e.userId !== null && !lowers(e)) push(raising, e.userId, { j, e });
  });
  for (const [userId, list] of raising) {
    const now = must(journals[must(list[0], 'an entry').j], 'a journal').now;
    final.set(userId, await movedOrFail(trx, userId, sum(list.map((x) => x.e)), now));
  }

  // Each account as it was before the group, then entry after entry in the rows' order.
  const booked = ordered.flatMap((entries, j) => (refused.has(j) ? [] : entries));
  const current = new Map<number, AccountAfter>();
  for (const [userId, row] of final) current.set(userId, plus(row, sum(booked.filter((e) => e.userId === userId)), -1));
  return ordered.map((entries, j): GroupMove => {
    const no = refused.get(j);
    if (no) return { refused: no };
    const after = new Map<number, AccountAfter>();
    const rows = entries.map((e) => {
      if (e.userId === null) return ledgerRow(e, undefined, must(journals[j], 'a journal').now);
      const before = must(current.get(e.userId), "an account's balances");
      if (short(before, e)) throw new Error(`user ${e.userId}'s balances went below zero within a group`);
      const balances = plus(before, e);
      current.set(e.userId, balances);
      after.set(e.userId, balances);
      return ledgerRow(e, balances, must(journals[j], 'a journal').now);
    });
    return { after, rows };
  });
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** `moveAccount` where the move was checked affordable: a refusal now is a plain Error (roll back). */
async function movedOrFail(trx: Kysely<Database>, userId: number, d: Deltas, now: number) {
  try {
    return await moveAccount(trx, userId, d, now);
  } catch (err) {
    if (err instanceof AppError) throw new Error(`a move checked affordable was refused (${err.id})`, { cause: err });
    throw err;
  }
}
