import { sql, type Insertable, type Kysely } from 'kysely';
import { attemptClaims, type AttemptLimits } from '../../../db/attempt-claim';
import type { Database } from '../../../db/schema';
import { paginate } from '../../../db/paging';

export function withdrawRepository(db: Kysely<Database>) {
  return {
    db,
    async payGuard(userId: number) {
      return db.selectFrom('wallet_pay_guard').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    /** Payment-password attempts, counted in the guard table (the mechanism logins use too). */
    payAttempts: (limits: AttemptLimits) =>
      attemptClaims(
        db,
        {
          table: 'wallet_pay_guard',
          key: 'user_id',
          failures: 'failures',
          lockedUntil: 'locked_until',
          pending: 'pending',
          pendingUntil: 'pending_until',
          createRow: true,
        },
        limits,
      ),

    /** `trx`: read inside a transaction that holds the user's lock (see lockUser). */
    activeCards(userId: number, type: number, trx: Kysely<Database> = db) {
      return trx
        .selectFrom('wallet_card')
        .selectAll()
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .where('removed_at', 'is', null)
        .orderBy('id', 'desc')
        .execute();
    },
    /**
     * Serialises a user's card changes: a no-op update of the user's wallet account row holds its
     * row lock until the transaction ends (PostgreSQL); SQLite runs one write transaction at a time.
     */
    async lockUser(trx: Kysely<Database>, userId: number) {
      await trx
        .updateTable('wallet_account')
        .set({ balance: sql`balance` })
        .where('user_id', '=', userId)
        .execute();
    },
    async insertCard(row: Insertable<Database['wallet_card']>, trx: Kysely<Database> = db): Promise<number> {
      const r = await trx.insertInto('wallet_card').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    findActiveCard(userId: number, id: number) {
      return db
        .selectFrom('wallet_card')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
    },
    async removeCard(userId: number, id: number, now: number): Promise<boolean> {
      const r = await db
        .updateTable('wallet_card')
        .set({ removed_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    findWithdrawal(id: number, trx: Kysely<Database> = db) {
      return trx.selectFrom('wallet_withdrawal').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insertWithdrawal(row: Insertable<Database['wallet_withdrawal']>, trx: Kysely<Database> = db): Promise<number> {
      const r = await trx.insertInto('wallet_withdrawal').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    /** Settles a pending (status 0) withdrawal; false when it is not pending any more. */
    async finishPending(
      id: number,
      set: { status: 1 | 2; finished_at: number; reason: string },
      trx: Kysely<Database> = db,
    ): Promise<boolean> {
      const r = await trx.updateTable('wallet_withdrawal').set(set).where('id', '=', id).where('status', '=', 0).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async withdrawalsOf(userId: number, page: number, pageSize: number, status?: number) {
      let q = db.selectFrom('wallet_withdrawal').where('user_id', '=', userId);
      if (status !== undefined) q = q.where('status', '=', status);
      return paginate(q, (x) => x.selectAll().orderBy('id', 'desc'), page, pageSize);
    },
    /** For operators: withdrawals with the user and the full payout account. */
    async countPending(): Promise<number> {
      const r = await db
        .selectFrom('wallet_withdrawal')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    listForAdmin(status: number | null, limit: number, id?: number) {
      let q = db
        .selectFrom('wallet_withdrawal as w')
        .leftJoin('wallet_card as c', 'c.id', 'w.card_id')
        .select([
          'w.id',
          'w.user_id',
          'w.draw_type',
          'w.amount',
          'w.gross_fen',
          'w.tax_fen',
          'w.net_fen',
          'w.status',
          'w.reason',
          'w.created_at',
          'w.bank_name',
          'c.account_no',
          'c.holder_name',
        ]);
      if (status !== null) q = q.where('w.status', '=', status);
      if (id !== undefined) q = q.where('w.id', '=', id);
      return q.orderBy('w.id', 'desc').limit(limit).execute();
    },
  };
}
export type WithdrawRepository = ReturnType<typeof withdrawRepository>;
