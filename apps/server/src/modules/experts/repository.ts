import type { Insertable, Kysely, Selectable } from 'kysely';
import type { TPlanListBody } from '@sports/contracts';
import { paginate } from '../../db/paging';
import type { Database } from '../../db/schema';

export type PlanRow = Selectable<Database['expert_plan']>;
export type LegRow = Selectable<Database['expert_plan_leg']>;
export type ApplicationRow = Selectable<Database['expert_application']>;

/** SQL of the experts capability: applications, plans and legs, purchases, follows. */
export function expertRepository(db: Kysely<Database>) {
  return {
    db,
    latestApplication(userId: number) {
      return db
        .selectFrom('expert_application')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    application(id: number) {
      return db.selectFrom('expert_application').selectAll().where('id', '=', id).executeTakeFirst();
    },
    applications(status: 'pending' | 'approved' | 'rejected' | null) {
      let q = db.selectFrom('expert_application').selectAll();
      if (status) q = q.where('status', '=', status);
      return q.orderBy('id').limit(200).execute();
    },
    /** Stores an application and answers it as stored. */
    insertApplication(values: Insertable<Database['expert_application']>) {
      return db.insertInto('expert_application').values(values).returningAll().executeTakeFirstOrThrow();
    },
    /** Decides a pending application; false when it was not pending (decided already). */
    async review(id: number, status: 'approved' | 'rejected', note: string | null, at: number) {
      const r = await db
        .updateTable('expert_application')
        .set({ status, note, reviewed_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async insertPlan(
      trx: Kysely<Database>,
      plan: Insertable<Database['expert_plan']>,
      legs: Omit<Insertable<Database['expert_plan_leg']>, 'plan_id'>[],
    ) {
      const row = await trx.insertInto('expert_plan').values(plan).returning('id').executeTakeFirstOrThrow();
      const id = Number(row.id);
      await trx
        .insertInto('expert_plan_leg')
        .values(legs.map((l) => ({ ...l, plan_id: id })))
        .execute();
      return id;
    },
    plan(id: number, trx: Kysely<Database> = db) {
      return trx.selectFrom('expert_plan').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async legsOf(planIds: number[]): Promise<Map<number, LegRow[]>> {
      const out = new Map<number, LegRow[]>();
      if (planIds.length === 0) return out;
      const rows = await db
        .selectFrom('expert_plan_leg')
        .selectAll()
        .where('plan_id', 'in', planIds)
        .orderBy('plan_id')
        .orderBy('seq')
        .execute();
      for (const r of rows) {
        const list = out.get(Number(r.plan_id)) ?? [];
        list.push(r);
        out.set(Number(r.plan_id), list);
      }
      return out;
    },
    /** One page of plans, newest first. */
    async plans(f: TPlanListBody & { since?: number; includeWithdrawn?: boolean }) {
      let q = db.selectFrom('expert_plan as p');
      if (f.matchId) q = q.where('p.id', 'in', db.selectFrom('expert_plan_leg').select('plan_id').where('match_id', '=', f.matchId));
      if (f.sport) q = q.where('p.sport', '=', f.sport);
      if (f.playType) q = q.where('p.play_type', '=', f.playType);
      if (f.expertId) q = q.where('p.expert_id', '=', f.expertId);
      if (f.status === 'open') q = q.where('p.status', '=', 'open');
      else if (f.status === 'settled') q = q.where('p.status', '=', 'settled');
      else if (!f.includeWithdrawn) q = q.where('p.status', '!=', 'withdrawn');
      if (f.since !== undefined) q = q.where('p.kickoff_at', '>=', f.since);
      return paginate(
        q,
        (b) =>
          b
            .selectAll('p')
            .orderBy(f.status === 'open' ? 'p.kickoff_at' : 'p.id', f.status === 'open' ? 'asc' : 'desc')
            .orderBy('p.id', 'desc'),
        f.page,
        f.pageSize,
      );
    },
    /** Settled plans of experts, newest settled first: what records are computed from. */
    settledOf(expertIds: number[]) {
      if (expertIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('expert_plan')
        .select(['id', 'expert_id', 'result', 'kickoff_at', 'sport'])
        .where('expert_id', 'in', expertIds)
        .where('status', '=', 'settled')
        .orderBy('kickoff_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async countsOf(expertIds: number[]) {
      const out = new Map<number, { favors: number; open: number }>();
      if (expertIds.length === 0) return out;
      const rows = await db
        .selectFrom('expert_plan')
        .select((eb) => [
          'expert_id',
          eb.fn.sum<number>('buyers').as('buyers'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'open').then(1).else(0).end()).as('open'),
        ])
        .where('expert_id', 'in', expertIds)
        .groupBy('expert_id')
        .execute();
      for (const r of rows) out.set(Number(r.expert_id), { favors: Number(r.buyers ?? 0), open: Number(r.open ?? 0) });
      return out;
    },
    async fansOf(expertIds: number[]) {
      const out = new Map<number, number>();
      if (expertIds.length === 0) return out;
      const rows = await db
        .selectFrom('expert_follow')
        .select((eb) => ['expert_id', eb.fn.countAll<number>().as('n')])
        .where('expert_id', 'in', expertIds)
        .groupBy('expert_id')
        .execute();
      for (const r of rows) out.set(Number(r.expert_id), Number(r.n));
      return out;
    },
    async follows(userId: number, expertIds: number[]) {
      if (expertIds.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('expert_follow')
        .select('expert_id')
        .where('user_id', '=', userId)
        .where('expert_id', 'in', expertIds)
        .execute();
      return new Set(rows.map((r) => Number(r.expert_id)));
    },
    async setFollow(userId: number, expertId: number, on: boolean, at: number) {
      if (!on) {
        await db.deleteFrom('expert_follow').where('user_id', '=', userId).where('expert_id', '=', expertId).execute();
        return;
      }
      await db
        .insertInto('expert_follow')
        .values({ user_id: userId, expert_id: expertId, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'expert_id']).doNothing())
        .execute();
    },
    async boughtBy(userId: number, planIds: number[]) {
      if (planIds.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('expert_purchase')
        .select('plan_id')
        .where('user_id', '=', userId)
        .where('plan_id', 'in', planIds)
        .execute();
      return new Set(rows.map((r) => Number(r.plan_id)));
    },
    purchasesOf(trx: Kysely<Database>, planId: number) {
      return trx.selectFrom('expert_purchase').selectAll().where('plan_id', '=', planId).orderBy('id').execute();
    },
    /** Open plans whose first kick-off has passed: the settlement sweep's candidates. */
    dueOpenPlans(now: number, limit: number, offset = 0) {
      return db
        .selectFrom('expert_plan')
        .selectAll()
        .where('status', '=', 'open')
        .where('kickoff_at', '<=', now)
        .orderBy('kickoff_at')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    openPlanIdsOnMatch(matchId: number) {
      return db
        .selectFrom('expert_plan as p')
        .innerJoin('expert_plan_leg as l', 'l.plan_id', 'p.id')
        .select('p.id')
        .where('l.match_id', '=', matchId)
        .where('p.status', '=', 'open')
        .execute();
    },
  };
}
export type ExpertRepository = ReturnType<typeof expertRepository>;
