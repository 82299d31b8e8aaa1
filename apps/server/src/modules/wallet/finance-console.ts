import { BEIJING_OFFSET_MS, CONSOLE_ROUTES, dayIndex, dayLabel, type TConsoleDailyTotal } from '@sports/contracts';
import { sql, type Kysely } from 'kysely';
import { beijingDay } from '../../db/days';
import type { Database } from '../../db/schema';
import { consoleAction, type ConsoleAction } from '../../http/console';
import { AppError } from '../../http/errors';
import { DuplicateJournalError, postJournal } from './ledger';
import { reconcileRecharges } from './recharge/admin';
import type { WalletService } from './service';

/** Per Beijing day and trade type from `fromDay` on: journals and the users' side of them (the house is the other side). */
export async function dailyTotals(db: Kysely<Database>, fromDay: number): Promise<TConsoleDailyTotal[]> {
  const day = beijingDay('l.created_at');
  const rows = await db
    .selectFrom('wallet_ledger as l')
    .select((eb) => [
      day.as('day'),
      'l.trade_type',
      sql<number>`count(distinct ${sql.ref('l.journal_id')})`.as('journals'),
      eb.fn.sum<number>('l.d_balance').as('diamonds'),
      eb.fn.sum<number>('l.d_ticket').as('tickets'),
    ])
    .where('l.user_id', 'is not', null)
    .where('l.created_at', '>=', fromDay * 86_400_000 - BEIJING_OFFSET_MS)
    .groupBy([day, 'l.trade_type'])
    .execute();
  return rows
    .map((r) => ({
      day: dayLabel(Number(r.day)),
      tradeType: Number(r.trade_type),
      journals: Number(r.journals),
      diamonds: Number(r.diamonds ?? 0),
      tickets: Number(r.tickets ?? 0),
    }))
    .sort((a, b) => (a.day === b.day ? a.tradeType - b.tradeType : b.day.localeCompare(a.day)));
}

/**
 * Finance in the console: the same ledger check as `npm run admin -- ledger check` and recharge
 * reconciliation as `recharge reconcile`, per-day totals
 * by trade type, and manual credit (trade 14) or deduction (trade 8) with a reason. An adjustment is
 * booked once per request key, and its audit entry commits in the same transaction as its journal.
 */
export function financeConsoleActions(
  wallet: WalletService,
  db: Kysely<Database>,
  ports: { userExists(id: number): Promise<boolean> },
  now: () => number = Date.now,
): ConsoleAction[] {
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleLedgerCheck,
      permission: 'finance.read',
      handler: async () => {
        const r = await wallet.check();
        return { ...r, house: { diamonds: r.house.diamonds, tickets: r.house.tickets } };
      },
    }),
    consoleAction({
      // The same reconciliation as `npm run admin -- recharge reconcile`; who ran it and what it found go to the audit log.
      route: CONSOLE_ROUTES.consoleRechargeReconcile,
      permission: 'finance.read',
      audited: true,
      async handler(_req, ctx) {
        const r = await reconcileRecharges(db);
        ctx.note({ target: 'recharge:reconcile', after: { paidOrders: r.paidOrders, journals: r.journals, problems: r.problems.length } });
        return { ...r, checkedAt: now() };
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleDailyTotals,
      permission: 'finance.read',
      handler: (req) => dailyTotals(db, dayIndex(now()) - req.query.days + 1),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleAdjust,
      permission: 'finance.adjust',
      atomic: true,
      async handler(req, ctx) {
        const { userId, kind, diamonds, reason, requestKey } = req.body;
        if (!(await ports.userExists(userId))) throw new AppError('NOT_FOUND', '用户不存在');
        const ref = `console:${requestKey}`;
        const tradeType = kind === 'credit' ? 14 : 8;
        const sign = kind === 'credit' ? 1 : -1;
        try {
          return await wallet.transaction(async (trx) => {
            const { after } = await postJournal(
              trx,
              {
                ref,
                tradeType,
                memo: `${ctx.operator.name}: ${reason}`.slice(0, 100),
                entries: [
                  { userId, tradeType, balance: sign * diamonds },
                  { userId: null, tradeType, balance: -sign * diamonds },
                ],
              },
              now(),
            );
            const balance = after.get(userId)?.balance ?? 0;
            await ctx.commit(trx, {
              target: `user:${userId} journal:${ref}`,
              before: { balance: balance - sign * diamonds },
              after: { balance, kind, diamonds, reason },
            });
            return { journalRef: ref, balance, replayed: false };
          });
        } catch (err) {
          if (!(err instanceof DuplicateJournalError)) throw err;
          // The same form sent twice: booked once, answered again (and the repeat is in the log too).
          ctx.note({ target: `user:${userId} journal:${ref}`, after: { replayed: true } });
          return { journalRef: ref, balance: (await wallet.balances(userId)).balance, replayed: true };
        }
      },
    }),
  ];
}
