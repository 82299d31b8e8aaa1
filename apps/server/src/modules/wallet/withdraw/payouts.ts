import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { postJournal } from '../ledger';
import type { WalletService } from '../service';
import type { WithdrawRepository } from './repository';
import { LOWEST_SETTING, lowestOf, type WithdrawPorts } from './rules';

/** More writes (the operator's audit entry) that must commit with the payout; gets the finished row. */
type Also = (trx: Kysely<Database>, row: { status: number; reason: string }) => Promise<void>;

/**
 * Operator side of withdrawals, needing only the database and the ledger: pay out (approve) or
 * return (reject) a pending withdrawal, each in one transaction with its journal.
 */
export function withdrawAdmin(repo: WithdrawRepository, wallet: WalletService, ports: WithdrawPorts, now: () => number = Date.now) {
  async function finish(
    id: number,
    to: 1 | 2,
    reason: string,
    also?: Also,
  ): Promise<NonNullable<Awaited<ReturnType<WithdrawRepository['findWithdrawal']>>>> {
    return wallet.transaction(async (trx) => {
      const t = now();
      const row = await repo.findWithdrawal(id, trx);
      if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
      if (!(await repo.finishPending(id, { status: to, finished_at: t, reason }, trx))) throw new AppError('WITHDRAWAL_DONE');
      const userId = Number(row.user_id);
      const x = Number(row.amount);
      if (to === 1) {
        // Paid: the frozen diamonds go to the platform, the user has received the net yuan.
        await postJournal(
          trx,
          {
            ref: `withdraw:${id}:paid`,
            tradeType: 3,
            memo: `提现到账 ${row.net_fen} 分`,
            entries: [
              { userId, tradeType: 3, freeze: -x, withdraw: Number(row.net_fen) },
              { userId: null, tradeType: 3, balance: x },
            ],
          },
          t,
        );
      } else {
        await postJournal(
          trx,
          {
            ref: `withdraw:${id}:rejected`,
            tradeType: 6,
            memo: reason.slice(0, 100),
            entries: [{ userId, tradeType: 6, freeze: -x, cash: x }],
          },
          t,
        );
      }
      const done = { ...row, status: to, finished_at: t, reason };
      await also?.(trx, done);
      return done;
    });
  }
  return {
    approve: (id: number, also?: Also) => finish(id, 1, '', also),
    reject: (id: number, reason: string, also?: Also) => finish(id, 2, reason, also),
    /** Pending withdrawals, counted (the dashboard). */
    pendingCount: () => repo.countPending(),
    async list(status: number | null, limit = 50, id?: number) {
      const rows = await repo.listForAdmin(status, limit, id);
      const who = await ports.contacts(rows.map((r) => Number(r.user_id)));
      return rows.map((r) => ({
        ...r,
        nick_name: who.get(Number(r.user_id))?.nickName ?? '',
        mobile: who.get(Number(r.user_id))?.mobile ?? null,
      }));
    },
    lowest: () => lowestOf(ports),
    setLowest: (n: number) => ports.setSetting(LOWEST_SETTING, String(n)),
  };
}
