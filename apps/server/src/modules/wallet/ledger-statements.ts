import { sql, type Insertable, type Kysely } from 'kysely';
import { firstRow, statement } from '../../db/compiled';
import type { Database } from '../../db/schema';

/**
 * The ledger's booking statements, each compiled once (db/compiled.ts): every journal of every
 * money feature runs them, a gift on its hot path. Shapes that depend on the entry (which columns
 * move, how many rows) get one statement per shape, kept here.
 */

const insertJournalStatement = statement((db, a: { ref: string; tradeType: number; memo: string | null; now: number }) =>
  db.insertInto('wallet_journal').values({ ref: a.ref, trade_type: a.tradeType, memo: a.memo, created_at: a.now }).returning('id'),
);

/** Records a journal; its id. A ref booked before fails with the database's unique violation. */
export async function insertJournal(trx: Kysely<Database>, a: { ref: string; tradeType: number; memo: string | null; now: number }) {
  return Number((await firstRow(insertJournalStatement(trx, a), 'a journal insert')).id);
}

type JournalRow = { ref: string; tradeType: number; memo: string | null; now: number };

function journalsStatement(count: number) {
  return statement((db, a: { rows: readonly JournalRow[] }) =>
    db
      .insertInto('wallet_journal')
      .values(
        Array.from({ length: count }, (_, i) => {
          const r = a.rows[i];
          return { ref: r?.ref ?? '', trade_type: r?.tradeType ?? 0, memo: r?.memo ?? null, created_at: r?.now ?? 0 };
        }),
      )
      .returning(['id', 'ref']),
  );
}
const journalsStatements = new Map<number, ReturnType<typeof journalsStatement>>();

/** Records several journals in one statement; their ids by ref (the order rows come back in is the database's). */
export async function insertJournals(trx: Kysely<Database>, rows: readonly JournalRow[]): Promise<Map<string, number>> {
  let run = journalsStatements.get(rows.length);
  if (!run) journalsStatements.set(rows.length, (run = journalsStatement(rows.length)));
  const { rows: ids } = await run(trx, { rows });
  return new Map(ids.map((r) => [r.ref, Number(r.id)]));
}

/** A column an entry moves, and whether the move lowers it (then it may not go below zero). */
export interface Move {
  column: 'balance' | 'ticket' | 'cash_balance' | 'freeze_money' | 'withdraw_money';
  lowers: boolean;
}

const ACCOUNT_COLUMNS = ['id', 'balance', 'ticket', 'cash_balance', 'freeze_money', 'withdraw_money'] as const;

/** The account's user and the amount of each move, in the moves' order. */
type MoveArgs = { userId: number; amounts: readonly number[] };

function moveStatement(moves: readonly Move[]) {
  return statement((db, a: MoveArgs) => {
    let q = db.updateTable('wallet_account').where('user_id', '=', a.userId);
    const set: Record<string, unknown> = {};
    moves.forEach(({ column, lowers }, i) => {
      const v = a.amounts[i];
      set[column] = sql`${sql.ref(column)} + ${v}`;
      if (lowers) q = q.where(sql<boolean>`${sql.ref(column)} + ${v} >= 0`);
    });
    // A journal entry that changes nothing for this user still reads the balances back.
    if (moves.length === 0) set.balance = sql`balance`;
    return q.set(set).returning(ACCOUNT_COLUMNS);
  });
}
const moveStatements = new Map<string, ReturnType<typeof moveStatement>>();

/**
 * Moves one account by `amounts` (in the order of `moves`) with a conditional update: nothing
 * changes and no row comes back when a lowered column would go below zero or there is no account.
 */
export async function moveAccountRow(trx: Kysely<Database>, userId: number, moves: readonly Move[], amounts: readonly number[]) {
  const shape = moves.map((m) => `${m.column}${m.lowers ? '-' : '+'}`).join(',');
  let run = moveStatements.get(shape);
  if (!run) moveStatements.set(shape, (run = moveStatement(moves)));
  const { rows } = await run(trx, { userId, amounts });
  return rows[0];
}

type LedgerRow = Insertable<Database['wallet_ledger']>;
const ENTRY_COLUMNS = [
  'journal_id',
  'user_id',
  'trade_type',
  'd_balance',
  'd_ticket',
  'd_cash',
  'd_freeze',
  'd_withdraw',
  'balance_after',
  'ticket_after',
  'cash_after',
  'created_at',
] as const;

function entriesStatement(count: number) {
  return statement((db, a: { rows: readonly EntryRow[] }) =>
    db
      .insertInto('wallet_ledger')
      .values(Array.from({ length: count }, (_, i) => Object.fromEntries(ENTRY_COLUMNS.map((c) => [c, a.rows[i]?.[c]])) as LedgerRow)),
  );
}
const entriesStatements = new Map<number, ReturnType<typeof entriesStatement>>();

export type EntryRow = Pick<Required<LedgerRow>, (typeof ENTRY_COLUMNS)[number]>;

/** Every entry's row of a journal in one statement. */
export async function insertEntries(trx: Kysely<Database>, rows: readonly EntryRow[]) {
  let run = entriesStatements.get(rows.length);
  if (!run) entriesStatements.set(rows.length, (run = entriesStatement(rows.length)));
  await run(trx, { rows });
}
