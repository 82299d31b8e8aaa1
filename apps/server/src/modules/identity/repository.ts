import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function identityRepository(db: Kysely<Database>) {
  return {
    findUserById(id: number) {
      return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findUserByMobile(mobile: string) {
      return db.selectFrom('app_user').selectAll().where('mobile', '=', mobile).executeTakeFirst();
    },
    async insertUser(values: Insertable<Database['app_user']>): Promise<number> {
      const row = await db.insertInto('app_user').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async updateUserRoles(id: number, roles: { is_anchor?: number; is_expert?: number }) {
      await db.updateTable('app_user').set(roles).where('id', '=', id).execute();
    },
    async insertSession(values: Insertable<Database['user_session']>) {
      await db.insertInto('user_session').values(values).execute();
    },
    findLiveSession(tokenHash: string, now: number) {
      return db
        .selectFrom('user_session')
        .select(['id', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },
    async revokeSession(tokenHash: string, now: number): Promise<boolean> {
      const res = await db
        .updateTable('user_session')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}
export type IdentityRepository = ReturnType<typeof identityRepository>;
