import {
  PICK_TEXT,
  PLAN_RESULT_TEXT,
  playName,
  type TExpertHead,
  type TPick,
  type TPlan,
  type TPlanFull,
  type TPlanListBody,
  type TPlanResult,
  type TPlayMarket,
  type TSport,
} from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { ExpertPorts } from './ports';
import type { ExpertRepository, LegRow, PlanRow } from './repository';
import { computeRecords, unitProfit, type LegPick, type RecordInput } from './settle';

const toLeg = (l: LegRow): LegPick => ({
  market: l.market as TPlayMarket,
  pick: l.pick as TPick,
  lineQ: l.line_q === null ? null : Number(l.line_q),
  oddsK: Number(l.odds_k),
});

/** What people see of plans and experts; every record is computed from settled plans here. */
export function viewService(repo: ExpertRepository, ports: ExpertPorts) {
  /** Loads what the plans of `rows` show (legs, matches, experts, purchases) and answers how to present one of them. */
  async function presenter(rows: PlanRow[], viewerId: number | null, full: boolean): Promise<(r: PlanRow) => TPlanFull> {
    const ids = rows.map((r) => Number(r.id));
    const legs = await repo.legsOf(ids);
    const matches = await ports.matches([...legs.values()].flat().map((l) => Number(l.match_id)));
    const users = await ports.users(rows.map((r) => Number(r.expert_id)));
    const bought = viewerId ? await repo.boughtBy(viewerId, ids) : new Set<number>();
    return (r) => {
      const id = Number(r.id);
      const ls = legs.get(id) ?? [];
      const isOwn = viewerId !== null && viewerId === Number(r.expert_id);
      const over = r.status === 'settled' || ls.every((l) => matches.get(Number(l.match_id))?.outcome);
      const unlocked = Number(r.price) === 0 || isOwn || bought.has(id) || over;
      const legMatches = ls.map((l) => {
        const m = matches.get(Number(l.match_id));
        const match = {
          matchId: Number(l.match_id),
          competition: m?.competition ?? '',
          home: m?.home ?? '',
          away: m?.away ?? '',
          kickoffAt: m?.kickoffAt ?? Number(r.kickoff_at),
          state: m?.state ?? 0,
          homeScore: m?.homeScore ?? 0,
          awayScore: m?.awayScore ?? 0,
        };
        return { leg: l, match };
      });
      const ms = legMatches.map(({ match }) => match);
      const result = (r.result as TPlanResult | null) ?? null;
      const plan: TPlan = {
        id,
        expertId: Number(r.expert_id),
        expertName: users.get(Number(r.expert_id))?.nickName ?? '',
        expertPortrait: users.get(Number(r.expert_id))?.portrait ?? '',
        sport: r.sport,
        playType: Number(r.play_type),
        playName: playName(r.sport, Number(r.play_type)),
        title: r.title,
        price: Number(r.price),
        refundOnMiss: Number(r.refund_on_miss) === 1,
        status: r.status,
        result,
        resultText: result ? PLAN_RESULT_TEXT[result] : null,
        digest: r.digest,
        createdAt: Number(r.created_at),
        kickoffAt: Number(r.kickoff_at),
        buyers: Number(r.buyers),
        matches: ms,
        unlocked,
        bought: bought.has(id),
      };
      const show = full && unlocked;
      return {
        ...plan,
        details: show
          ? legMatches.map(({ leg: l, match }) => ({
              ...match,
              market: l.market,
              pick: l.pick as TPick,
              pickText: PICK_TEXT[l.pick as TPick],
              line: l.line_q === null ? null : Number(l.line_q) / 4,
              odds: Number(l.odds_k) / 1000,
              result: (l.result as TPlanResult | null) ?? null,
            }))
          : [],
        analysis: show ? r.analysis : null,
        salt: show ? r.salt : null,
        digestText: show ? r.digest_text : null,
      };
    };
  }
  const present = async (rows: PlanRow[], viewerId: number | null, full: boolean) => rows.map(await presenter(rows, viewerId, full));

  /**
   * Loads what the heads of `expertIds` show, records computed from their settled plans (one sport
   * when given), and answers how to build the head of one of them.
   */
  async function headBuilder(expertIds: number[], viewerId: number | null, sport?: TSport): Promise<(id: number) => TExpertHead> {
    const settled = (await repo.settledOf(expertIds)).filter((p) => !sport || p.sport === sport);
    const legs = await repo.legsOf(settled.map((p) => Number(p.id)));
    const byExpert = new Map<number, RecordInput[]>();
    for (const p of settled) {
      const ls = legs.get(Number(p.id)) ?? [];
      const result = p.result as TPlanResult;
      const list = byExpert.get(Number(p.expert_id)) ?? [];
      list.push({
        result,
        profit: unitProfit(
          result,
          ls.map(toLeg),
          ls.map((l) => (l.result as TPlanResult) ?? 'void'),
        ),
      });
      byExpert.set(Number(p.expert_id), list);
    }
    const [users, counts, fans, follows] = await Promise.all([
      ports.users(expertIds),
      repo.countsOf(expertIds),
      repo.fansOf(expertIds),
      viewerId ? repo.follows(viewerId, expertIds) : Promise.resolve(new Set<number>()),
    ]);
    return (id) => ({
      id,
      name: users.get(id)?.nickName ?? '',
      portrait: users.get(id)?.portrait ?? '',
      description: users.get(id)?.description ?? '',
      favors: counts.get(id)?.favors ?? 0,
      fans: fans.get(id) ?? 0,
      openPlans: counts.get(id)?.open ?? 0,
      followed: follows.has(id),
      ...computeRecords(byExpert.get(id) ?? []),
    });
  }
  /** Heads of experts in the order given. */
  const heads = async (expertIds: number[], viewerId: number | null, sport?: TSport) =>
    expertIds.map(await headBuilder(expertIds, viewerId, sport));
  /** One expert's head, whether or not the user is an expert (yet). */
  const headOf = async (expertId: number, viewerId: number | null) => (await headBuilder([expertId], viewerId))(expertId);

  return {
    present,
    heads,
    headOf,
    async detail(planId: number, viewerId: number | null): Promise<TPlanFull> {
      const row = await repo.plan(planId);
      if (!row || (row.status === 'withdrawn' && Number(row.expert_id) !== viewerId)) throw new AppError('PLAN_NOT_FOUND');
      return (await presenter([row], viewerId, true))(row);
    },
    async plans(f: TPlanListBody, viewerId: number | null, opts: { since?: number } = {}) {
      const own = f.expertId !== undefined && f.expertId === viewerId;
      const { rows, total } = await repo.plans({ ...f, includeWithdrawn: own, since: opts.since });
      return {
        list: (await present(rows, viewerId, false)).map(({ details: _d, analysis: _a, salt: _s, digestText: _t, ...p }) => p),
        totalNumber: total,
      };
    },
    async head(expertId: number, viewerId: number | null): Promise<TExpertHead> {
      if (!(await ports.isExpert(expertId))) throw new AppError('EXPERT_NOT_FOUND');
      return headOf(expertId, viewerId);
    },
    /** Every expert ranked: by the Wilson lower bound of the hit rate (default), the current streak or the return. */
    async ranked(q: { sport?: TSport; order: 'hitRate' | 'streak' | 'return'; page: number; pageSize: number }, viewerId: number | null) {
      const all = await heads(await ports.expertIds(), viewerId, q.sport);
      const key = (h: TExpertHead) => (q.order === 'streak' ? h.streak : q.order === 'return' ? h.returnRate : h.rankScore);
      all.sort((a, b) => key(b) - key(a) || b.sample - a.sample || a.id - b.id);
      return { list: all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize), totalNumber: all.length };
    },
    async follow(userId: number, expertId: number, on: boolean, at: number) {
      if (userId === expertId) throw new AppError('EXPERT_FOLLOW_SELF');
      if (!(await ports.isExpert(expertId))) throw new AppError('EXPERT_NOT_FOUND');
      await repo.setFollow(userId, expertId, on, at);
      return { followed: on, fans: (await repo.fansOf([expertId])).get(expertId) ?? 0 };
    },
  };
}
export type ViewService = ReturnType<typeof viewService>;
