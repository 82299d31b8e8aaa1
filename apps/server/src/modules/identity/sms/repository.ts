import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export function smsRepository(db: Kysely<Database>) {
  return {
    async insertCode(values: Insertable<Database['sms_code']>): Promise<number> {
      const row = await db.insertInto('sms_code').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    /** Ends every live code of a mobile and type (a new code replaces the old one). */
    async retireCodes(mobile: string, type: number, now: number) {
      await db
        .updateTable('sms_code')
        .set({ used_at: now })
        .where('mobile', '=', mobile)
        .where('type', '=', type)
        .where('used_at', 'is', null)
        .execute();
    },
    async retireCode(id: number, now: number) {
      await db.updateTable('sms_code').set({ used_at: now }).where('id', '=', id).execute();
    },
    latestCode(mobile: string, type: number) {
      return db
        .selectFrom('sms_code')
        .selectAll()
        .where('mobile', '=', mobile)
        .where('type', '=', type)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    lastSentTo(mobile: string) {
      return db.selectFrom('sms_code').select('created_at').where('mobile', '=', mobile).orderBy('id', 'desc').limit(1).executeTakeFirst();
    },
    async countSince(field: 'mobile' | 'ip', value: string, since: number): Promise<number> {
      const r = await db
        .selectFrom('sms_code')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(field, '=', value)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** Counts a wrong try and returns the new count. */
    async addAttempt(id: number): Promise<number> {
      const r = await db
        .updateTable('sms_code')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return Number(r.attempts);
    },
    /** Spends the code; false when someone else spent it first. */
    async useCode(id: number, now: number): Promise<boolean> {
      const r = await db.updateTable('sms_code').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async insertOutbox(values: Insertable<Database['sms_outbox']>) {
      await db.insertInto('sms_outbox').values(values).execute();
    },
    outboxFor(mobile: string, limit = 20) {
      return db
        .selectFrom('sms_outbox as o')
        .leftJoin('sms_code as c', 'c.id', 'o.sms_code_id')
        .select(['o.mobile', 'o.type', 'o.code', 'o.text', 'o.created_at', 'c.created_at as code_created_at', 'c.expires_at', 'c.used_at'])
        .where('o.mobile', '=', mobile)
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type SmsRepository = ReturnType<typeof smsRepository>;
