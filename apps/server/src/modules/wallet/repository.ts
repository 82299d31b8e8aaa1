import type { Kysely } from 'kysely';
import { statement } from '../../db/compiled';
import type { Database } from '../../db/schema';

/** A user's account: read for every balance shown (each page served to a logged-in visitor), so compiled once. */
const accountOf = statement((db, a: { userId: number }) => db.selectFrom('wallet_account').selectAll().where('user_id', '=', a.userId));

export function walletRepository(db: Kysely<Database>) {
  return {
    db,
    /** Creates the user's account unless it exists (idempotent). */
    async openAccount(userId: number, now: number) {
      await db
        .insertInto('wallet_account')
        .values({ user_id: userId, created_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    },
    /** Diamonds the user has paid out of the balance for these trades (entries that lowered it). */
    async spentDiamonds(userId: number, tradeTypes: readonly number[]): Promise<number> {
      const row = await db
        .selectFrom('wallet_ledger')
        .select((eb) => eb.fn.sum<number | string | null>('d_balance').as('total'))
        .where('user_id', '=', userId)
        .where('trade_type', 'in', [...tradeTypes])
        .where('d_balance', '<', 0)
        .executeTakeFirst();
      return -Number(row?.total ?? 0);
    },
    async findAccount(userId: number) {
      return (await accountOf(db, { userId })).rows[0];
    },
  };
}
export type WalletRepository = ReturnType<typeof walletRepository>;
