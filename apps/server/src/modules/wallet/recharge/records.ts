import {
  INCOME_TRADE_TYPES,
  TRADE_TYPES,
  shanghaiDate,
  shanghaiDayStart,
  type TIncomePage,
  type TRecordPage,
  type TStatement,
  type TStatementRow,
  type TTradeRecord,
  type TTradeType,
} from '@sports/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { paginate } from '../../../db/paging';

const SHANGHAI_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** Longest date range one records query may span. */
const MAX_RANGE_DAYS = 366 * 3;

export interface RecordFilter {
  tradeTypes?: number[];
  startDate?: string;
  endDate?: string;
}

/** Start of a Shanghai calendar day in UTC ms; null when the text is no real date (2026-02-30). */
function realDayStart(date: string): number | null {
  const ms = shanghaiDayStart(date);
  return Number.isFinite(ms) && shanghaiDate(ms) === date ? ms : null;
}

/** [from, to) in UTC ms for an inclusive Shanghai date range; refuses impossible or reversed dates. */
export function dateRange(f: RecordFilter): { from?: number; to?: number } {
  const from = f.startDate ? realDayStart(f.startDate) : undefined;
  const endStart = f.endDate ? realDayStart(f.endDate) : undefined;
  if (from === null || endStart === null) throw new AppError('RECORD_DATE_INVALID');
  const to = endStart === undefined ? undefined : endStart + DAY_MS;
  if (from !== undefined && to !== undefined && (to <= from || to - from > MAX_RANGE_DAYS * DAY_MS))
    throw new AppError('RECORD_DATE_INVALID');
  return { from, to };
}

function present(r: Selectable<Database['wallet_ledger']>): TTradeRecord {
  const t = Number(r.trade_type) as TTradeType;
  return {
    id: Number(r.id),
    tradeType: t,
    label: TRADE_TYPES[t] ?? String(t),
    balance: Number(r.d_balance),
    ticket: Number(r.d_ticket),
    cash: Number(r.d_cash),
    freeze: Number(r.d_freeze),
    withdraw: Number(r.d_withdraw),
    balanceAfter: r.balance_after === null ? null : Number(r.balance_after),
    ticketAfter: r.ticket_after === null ? null : Number(r.ticket_after),
    cashAfter: r.cash_after === null ? null : Number(r.cash_after),
    createTime: Number(r.created_at),
    memo: null,
  };
}

/** The wallet records a user sees: their own ledger entries, filtered and paged, newest first. */
export function recordsService(db: Kysely<Database>) {
  function filtered(userId: number, f: RecordFilter) {
    const { from, to } = dateRange(f);
    let q = db.selectFrom('wallet_ledger').where('wallet_ledger.user_id', '=', userId);
    if (f.tradeTypes?.length) q = q.where('wallet_ledger.trade_type', 'in', f.tradeTypes);
    if (from !== undefined) q = q.where('wallet_ledger.created_at', '>=', from);
    if (to !== undefined) q = q.where('wallet_ledger.created_at', '<', to);
    return q;
  }

  async function page(userId: number, f: RecordFilter, pageNo: number, pageSize: number): Promise<TRecordPage> {
    const q = filtered(userId, f);
    const { rows, total } = await paginate(
      q,
      (x) =>
        x
          .innerJoin('wallet_journal', 'wallet_journal.id', 'wallet_ledger.journal_id')
          .selectAll('wallet_ledger')
          .select('wallet_journal.memo')
          .orderBy('wallet_ledger.id', 'desc'),
      pageNo,
      pageSize,
    );
    return { list: rows.map((r) => ({ ...present(r), memo: r.memo })), totalNumber: total, page: pageNo, pageSize };
  }

  async function cashTotal(userId: number, f: RecordFilter): Promise<number> {
    const r = await filtered(userId, { ...f, tradeTypes: [9] })
      .select((eb) => eb.fn.sum<number>('wallet_ledger.d_cash').as('s'))
      .executeTakeFirstOrThrow();
    return Number(r.s ?? 0);
  }

  return {
    page,
    /** Anchor income: gift income (trade 9) and what moved the income wallet since, with totals of gift income. */
    async income(userId: number, f: RecordFilter, pageNo: number, pageSize: number): Promise<TIncomePage> {
      const types = f.tradeTypes?.length ? f.tradeTypes.filter((t) => (INCOME_TRADE_TYPES as number[]).includes(t)) : INCOME_TRADE_TYPES;
      if (types.length === 0)
        return { list: [], totalNumber: 0, page: pageNo, pageSize, rangeTotal: 0, allTotal: await cashTotal(userId, {}) };
      const p = await page(userId, { ...f, tradeTypes: types }, pageNo, pageSize);
      const rangeTotal = await cashTotal(userId, f);
      // Without dates the range is all time: the same sum.
      return { ...p, rangeTotal, allTotal: f.startDate || f.endDate ? await cashTotal(userId, {}) : rangeTotal };
    },
    /** Every gift income entry in a range, oldest first, for the spreadsheet (capped). */
    async incomeRows(userId: number, f: RecordFilter, cap = 50_000): Promise<TTradeRecord[]> {
      const rows = await filtered(userId, { ...f, tradeTypes: [9] })
        .innerJoin('wallet_journal', 'wallet_journal.id', 'wallet_ledger.journal_id')
        .selectAll('wallet_ledger')
        .select('wallet_journal.memo')
        .orderBy('wallet_ledger.id', 'asc')
        .limit(cap)
        .execute();
      return rows.map((r) => ({ ...present(r), memo: r.memo }));
    },
    /** Per month of a (Shanghai) year, per trade type: counts and the ins and outs of each wallet. */
    async statement(userId: number, year: number): Promise<TStatement> {
      // One query for the year: each entry's month is found from the month starts (Shanghai midnights).
      const monthStart = (i: number) => Date.UTC(year, i, 1) - SHANGHAI_MS;
      const month = sql<number>`case ${sql.join(
        Array.from({ length: 11 }, (_, i) => sql`when created_at < ${sql.lit(monthStart(i + 1))} then ${sql.lit(i + 1)}`),
        sql` `,
      )} else 12 end`;
      const pos = (col: 'd_balance' | 'd_cash' | 'd_ticket') =>
        sql<number>`sum(case when ${sql.ref(col)} > 0 then ${sql.ref(col)} else 0 end)`;
      const neg = (col: 'd_balance' | 'd_cash' | 'd_ticket') =>
        sql<number>`sum(case when ${sql.ref(col)} < 0 then ${sql.ref(col)} else 0 end)`;
      const rows = await db
        .selectFrom('wallet_ledger')
        .select((eb) => [
          month.as('month'),
          'trade_type',
          eb.fn.countAll<number>().as('n'),
          pos('d_balance').as('bi'),
          neg('d_balance').as('bo'),
          pos('d_cash').as('ci'),
          neg('d_cash').as('co'),
          pos('d_ticket').as('ti'),
          neg('d_ticket').as('to'),
        ])
        .where('user_id', '=', userId)
        .where('created_at', '>=', monthStart(0))
        .where('created_at', '<', monthStart(12))
        .groupBy([month, 'trade_type'])
        .orderBy('trade_type')
        .execute();
      const byMonth = new Map<number, TStatementRow[]>();
      for (const r of rows) {
        const m = Number(r.month);
        const list = byMonth.get(m) ?? [];
        list.push({
          tradeType: Number(r.trade_type),
          label: TRADE_TYPES[Number(r.trade_type) as TTradeType] ?? String(r.trade_type),
          count: Number(r.n),
          balanceIn: Number(r.bi ?? 0),
          balanceOut: -Number(r.bo ?? 0),
          cashIn: Number(r.ci ?? 0),
          cashOut: -Number(r.co ?? 0),
          ticketIn: Number(r.ti ?? 0),
          ticketOut: -Number(r.to ?? 0),
        });
        byMonth.set(m, list);
      }
      const months: TStatement['months'] = [...byMonth].sort(([x], [y]) => x - y).map(([month, rows]) => ({ month, rows }));
      return { year, months };
    },
  };
}
export type RecordsService = ReturnType<typeof recordsService>;
