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

    /** Reports for the console, newest first; only open ones (state 0) unless `all`. */
    listReports(all: boolean, limit: number) {
      let q = db.selectFrom('live_report').selectAll();
      if (!all) q = q.where('state', '=', 0);
      return q.orderBy('id', 'desc').limit(limit).execute();
    },
    findReport: (id: number) => db.selectFrom('live_report').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Settles an open report; false when it was already settled (two operators at once). */
    async settleReport(id: number, state: number): Promise<boolean> {
      const r = await db.updateTable('live_report').set({ state }).where('id', '=', id).where('state', '=', 0).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    countOpenReports: async () =>
      Number(
        (
          await db
            .selectFrom('live_report')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('state', '=', 0)
            .executeTakeFirstOrThrow()
        ).n,
      ),

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
