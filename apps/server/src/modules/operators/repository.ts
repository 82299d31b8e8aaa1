import type { Insertable, Kysely, Updateable } from 'kysely';
import { paginate } from '../../db/paging';
import type { Database } from '../../db/schema';

export function operatorsRepository(db: Kysely<Database>) {
  return {
    findByName: (name: string) => db.selectFrom('operator').selectAll().where('name', '=', name).executeTakeFirst(),
    findById: (id: number) => db.selectFrom('operator').selectAll().where('id', '=', id).executeTakeFirst(),
    list: () => db.selectFrom('operator').selectAll().orderBy('id').execute(),
    async insert(values: Insertable<Database['operator']>): Promise<number> {
      const row = await db.insertInto('operator').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async update(id: number, values: Updateable<Database['operator']>) {
      await db.updateTable('operator').set(values).where('id', '=', id).execute();
    },
    /** Counts a failed login; locks the account once `max` failures are reached. Atomic per row. */
    async countFailure(id: number, max: number, lockUntil: number) {
      await db
        .updateTable('operator')
        .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
        .where('id', '=', id)
        .execute();
      await db
        .updateTable('operator')
        .set({ locked_until: lockUntil, failed_logins: 0 })
        .where('id', '=', id)
        .where('failed_logins', '>=', max)
        .execute();
    },
    /** Accepts a TOTP step only when it is after the last accepted one (a code works once). */
    async claimStep(id: number, step: number): Promise<boolean> {
      const r = await db
        .updateTable('operator')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where('totp_last_step', '<', step)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    insertSession: (values: Insertable<Database['operator_session']>) => db.insertInto('operator_session').values(values).execute(),
    findSession: (hash: string) => db.selectFrom('operator_session').selectAll().where('token_hash', '=', hash).executeTakeFirst(),
    async touchSession(hash: string, t: number) {
      await db.updateTable('operator_session').set({ last_seen_at: t }).where('token_hash', '=', hash).execute();
    },
    async deleteSession(hash: string) {
      await db.deleteFrom('operator_session').where('token_hash', '=', hash).execute();
    },
    async deleteSessionsOf(operatorId: number) {
      await db.deleteFrom('operator_session').where('operator_id', '=', operatorId).execute();
    },

    /** On `trx` when the entry must commit with the change it records. */
    async insertAudit(values: Insertable<Database['operator_audit']>, trx: Kysely<Database> = db) {
      await trx.insertInto('operator_audit').values(values).execute();
    },
    async audit(page: number, pageSize: number, operatorName?: string) {
      let q = db.selectFrom('operator_audit');
      if (operatorName) q = q.where('operator_name', '=', operatorName);
      return paginate(q, (b) => b.selectAll().orderBy('id', 'desc'), page, pageSize);
    },
  };
}
export type OperatorsRepository = ReturnType<typeof operatorsRepository>;
