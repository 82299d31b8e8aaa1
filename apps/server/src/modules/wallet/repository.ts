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
    findAccount(userId: number) {
      return db.selectFrom('wallet_account').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
  };
}
export type WalletRepository = ReturnType<typeof walletRepository>;
