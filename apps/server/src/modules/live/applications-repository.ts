import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Reports of rooms and anchor applications. */
export function applicationsRepository(db: Kysely<Database>) {
  return {
    // reports
    async insertReport(values: Insertable<Database['live_report']>) {
      await db.insertInto('live_report').values(values).execute();
    },
    async recentReport(reporterId: number, roomId: number, since: number) {
      return !!(await db
        .selectFrom('live_report')
        .select('id')
        .where('reporter_id', '=', reporterId)
        .where('room_id', '=', roomId)
        .where('created_at', '>=', since)
        .executeTakeFirst());
    },

    // anchor applications
    latestApplication(userId: number) {
      return db.selectFrom('live_anchor_application').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst();
    },
    async insertApplication(values: Insertable<Database['live_anchor_application']>) {
      await db.insertInto('live_anchor_application').values(values).execute();
    },
    async reviewApplication(id: number, state: number, reason: string, now: number) {
      await db.updateTable('live_anchor_application').set({ state, reason, reviewed_at: now }).where('id', '=', id).execute();
    },
    async countPendingApplications(): Promise<number> {
      const r = await db
        .selectFrom('live_anchor_application')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** Applications waiting for a decision, oldest first. */
    pendingApplications() {
      return db.selectFrom('live_anchor_application').selectAll().where('state', '=', 0).orderBy('created_at').execute();
    },
  };
}
