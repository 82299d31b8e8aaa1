import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

export type IdempotencyRow = Selectable<Database['idempotency_key']>;

export function idempotencyRepository(db: Kysely<Database>) {
  return {
    /** Claims the key for a request; false when the user already used it (then read it with `find`). */
    async claim(userId: number, key: string, fingerprint: string, now: number): Promise<boolean> {
      const row = await db
        .insertInto('idempotency_key')
        .values({ user_id: userId, key, fingerprint, status_code: null, answer: null, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },
    async find(userId: number, key: string): Promise<IdempotencyRow | undefined> {
      return db.selectFrom('idempotency_key').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
    },
    async answer(userId: number, key: string, statusCode: number, answer: string) {
      await db
        .updateTable('idempotency_key')
        .set({ status_code: statusCode, answer })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },
    /** Frees a key whose request failed before anything was done (a server error): a retry runs again. */
    async release(userId: number, key: string) {
      await db
        .deleteFrom('idempotency_key')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('status_code', 'is', null)
        .execute();
    },
    async purge(before: number) {
      await db.deleteFrom('idempotency_key').where('created_at', '<', before).execute();
    },
  };
}
