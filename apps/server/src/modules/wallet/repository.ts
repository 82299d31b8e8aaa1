import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
    findAccount(userId: number) {
      return db.selectFrom('wallet_account').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
  };
}
export type WalletRepository = ReturnType<typeof walletRepository>;
