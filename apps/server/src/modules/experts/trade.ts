import { EXPERT_SHARE_PERCENT, type TPick, type TPlanResult, type TPlayMarket } from '@sports/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import type { ExpertPorts, MatchView } from './ports';
import type { ExpertRepository, LegRow, PlanRow } from './repository';
import { isHit, legResult, planResult } from './settle';

/** The expert's share of a plan's takings: floor(total × percent / 100), integer maths only. */
export const expertShare = (total: number, percent = EXPERT_SHARE_PERCENT) => Math.floor((total * percent) / 100);

/**
 * Money of paid plans, always through the wallet's ledger in the same transaction as the plan's
 * own rows: buying (buyer −price trade 4, house +price), settlement (the expert's share as
 * withdrawable diamonds, trade 16, from the house) or refunds (house → buyer, trade 6).
 */
export function tradeService(repo: ExpertRepository, ports: ExpertPorts, now: () => number, log?: { warn(o: unknown, m?: string): void }) {
  /** Refunds every buyer not refunded yet, inside `trx`. */
  async function refundAll(trx: Kysely<Database>, plan: PlanRow, why: string) {
    for (const p of await repo.purchasesOf(trx, Number(plan.id))) {
      if (p.refunded_at !== null) continue;
      const price = Number(p.price);
      await ports.book(trx, {
        ref: `plan-refund:${p.id}`,
        tradeType: 6,
        memo: `方案退款：${plan.title}（${why}）`,
        entries: [
          { userId: Number(p.user_id), tradeType: 6, balance: price },
          { userId: null, tradeType: 6, balance: -price },
        ],
      });
      await trx.updateTable('expert_purchase').set({ refunded_at: now() }).where('id', '=', p.id).execute();
    }
  }

  async function settleOne(plan: PlanRow, legs: LegRow[], matches: Map<number, MatchView>): Promise<TPlanResult | null> {
    const legResultOf = (l: LegRow): TPlanResult | null => {
      const m = matches.get(Number(l.match_id));
      if (!m || m.outcome === null) return null;
      if (m.outcome === 'void') return 'void';
      return legResult(
        {
          market: l.market as TPlayMarket,
          pick: l.pick as TPick,
          lineQ: l.line_q === null ? null : Number(l.line_q),
          oddsK: Number(l.odds_k),
        },
        m.homeScore,
        m.awayScore,
      );
    };
    // The legs whose results are in; the plan waits until every one is.
    const decided = legs.flatMap((leg) => {
      const outcome = legResultOf(leg);
      return outcome === null ? [] : [{ leg, result: outcome }];
    });
    if (decided.length < legs.length) return null;
    const result = planResult(decided.map((d) => d.result));
    if (result === null) return null;
    const done = await ports.transaction(async (trx) => {
      // Only the first settlement of a plan moves it out of 'open': a repeated final score or a restart settles nothing twice.
      const claimed = await trx
        .updateTable('expert_plan')
        .set({ status: 'settled', result, settled_at: now() })
        .where('id', '=', plan.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      for (const { leg, result: outcome } of decided)
        await trx.updateTable('expert_plan_leg').set({ result: outcome }).where('id', '=', leg.id).execute();
      const refund = result === 'void' || (Number(plan.refund_on_miss) === 1 && !isHit(result));
      if (refund) {
        await refundAll(trx, plan, result === 'void' ? '比赛取消' : '不中退');
        return true;
      }
      const purchases = await repo.purchasesOf(trx, Number(plan.id));
      const total = purchases.filter((p) => p.refunded_at === null).reduce((s, p) => s + Number(p.price), 0);
      const share = expertShare(total);
      if (share > 0) {
        await ports.book(trx, {
          ref: `plan-pay:${plan.id}`,
          tradeType: 16,
          memo: `方案收入：${plan.title}`,
          entries: [
            { userId: Number(plan.expert_id), tradeType: 16, cash: share },
            { userId: null, tradeType: 16, balance: -share },
          ],
        });
      }
      return true;
    });
    return done ? result : null;
  }

  return {
    /** Buys a plan once: the buyer sees it at once; refused after kick-off, for free or own plans, without balance. */
    async buy(userId: number, planId: number): Promise<{ id: number; balance: number }> {
      const plan = await repo.plan(planId);
      if (!plan || plan.status === 'withdrawn') throw new AppError('PLAN_NOT_FOUND');
      if (Number(plan.expert_id) === userId) throw new AppError('PLAN_BUY_OWN');
      if (Number(plan.price) === 0) throw new AppError('PLAN_FREE');
      const t = now();
      if (plan.status !== 'open' || Number(plan.kickoff_at) <= t) throw new AppError('PLAN_BUY_STARTED');
      if ((await repo.boughtBy(userId, [planId])).size > 0) throw new AppError('PLAN_ALREADY_BOUGHT');
      const price = Number(plan.price);
      try {
        return await ports.transaction(async (trx) => {
          // Conditional on the plan still being on sale: this also orders a purchase against a settlement or withdrawal.
          const open = await trx
            .updateTable('expert_plan')
            .set((eb) => ({ buyers: eb('buyers', '+', 1) }))
            .where('id', '=', planId)
            .where('status', '=', 'open')
            .where('kickoff_at', '>', t)
            .executeTakeFirst();
          if (Number(open.numUpdatedRows) !== 1) throw new AppError('PLAN_BUY_STARTED');
          const row = await trx
            .insertInto('expert_purchase')
            .values({ plan_id: planId, user_id: userId, price, created_at: t, refunded_at: null })
            .returning('id')
            .executeTakeFirstOrThrow();
          const after = await ports.book(trx, {
            ref: `plan-buy:${row.id}`,
            tradeType: 4,
            memo: `购买方案：${plan.title}`,
            entries: [
              { userId, tradeType: 4, balance: -price },
              { userId: null, tradeType: 4, balance: price },
            ],
          });
          return { id: planId, balance: after.get(userId) ?? 0 };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('PLAN_ALREADY_BOUGHT');
        throw err;
      }
    },

    /** Editing: a published plan is sealed, so the owner is always refused (PLAN_SEALED); others' plans are not found. */
    async refuseEdit(expertId: number, planId: number): Promise<never> {
      const plan = await repo.plan(planId);
      if (!plan || Number(plan.expert_id) !== expertId || plan.status === 'withdrawn') throw new AppError('PLAN_NOT_FOUND');
      throw new AppError('PLAN_SEALED');
    },

    /** Withdraws an own plan before kick-off; its buyers get their diamonds back (trade 6). */
    async withdraw(expertId: number, planId: number): Promise<void> {
      const plan = await repo.plan(planId);
      if (!plan || Number(plan.expert_id) !== expertId || plan.status === 'withdrawn') throw new AppError('PLAN_NOT_FOUND');
      const t = now();
      if (plan.status !== 'open' || Number(plan.kickoff_at) <= t) throw new AppError('PLAN_WITHDRAW_STARTED');
      await ports.transaction(async (trx) => {
        const r = await trx
          .updateTable('expert_plan')
          .set({ status: 'withdrawn', settled_at: t })
          .where('id', '=', planId)
          .where('status', '=', 'open')
          .where('kickoff_at', '>', t)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new AppError('PLAN_WITHDRAW_STARTED');
        await refundAll(trx, plan, '专家撤回');
      });
    },

    /** Settles the given open plans whose matches are in; returns how many settled now. Idempotent. */
    async settlePlans(plans: PlanRow[]): Promise<number> {
      if (plans.length === 0) return 0;
      const legsBy = await repo.legsOf(plans.map((p) => Number(p.id)));
      const matchIds = [...legsBy.values()].flat().map((l) => Number(l.match_id));
      const matches = await ports.matches(matchIds);
      let n = 0;
      for (const p of plans) {
        try {
          if (await settleOne(p, legsBy.get(Number(p.id)) ?? [], matches)) n++;
        } catch (err) {
          log?.warn({ err, planId: p.id }, 'plan settlement failed');
        }
      }
      return n;
    },
    /** The sweep: every open plan whose first match has kicked off is looked at. */
    async settleDue(): Promise<number> {
      let total = 0;
      let skip = 0;
      for (let round = 0; round < 50; round++) {
        const due = await repo.dueOpenPlans(now(), 200, skip);
        const n = await this.settlePlans(due);
        total += n;
        // Plans still waiting for their results stay open: page past them.
        skip += due.length - n;
        if (due.length < 200) break;
      }
      return total;
    },
    /** A match's plans, when the feed reports it over. */
    async settleMatch(matchId: number): Promise<number> {
      const ids = (await repo.openPlanIdsOnMatch(matchId)).map((r) => Number(r.id));
      const plans = (await Promise.all(ids.map((id) => repo.plan(id)))).filter((p): p is PlanRow => !!p && p.status === 'open');
      return this.settlePlans(plans);
    },
  };
}
export type TradeService = ReturnType<typeof tradeService>;
