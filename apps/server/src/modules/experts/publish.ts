import { createHash, randomBytes } from 'node:crypto';
import {
  legsOf,
  playMarket,
  playName,
  type TPick,
  type TPlayMarket,
  type TPublishBody,
  type TSport,
  type TTjMatch,
} from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { ExpertPorts, LinesView } from './ports';
import type { ExpertRepository } from './repository';

const DAY = 86_400_000;
const PICKS_OF: Record<TPlayMarket, TPick[]> = {
  europe: ['home', 'draw', 'away'],
  handicap: ['home', 'away'],
  overunder: ['over', 'under'],
};

/** The digest recorded at publication: sha256 of the salt and the canonical pick (commit, revealed with the pick). */
export function planDigest(salt: string, text: string): string {
  return createHash('sha256').update(`${salt}|${text}`).digest('hex');
}
/** The canonical text of a plan's pick: sport, play type and per leg match, market, pick, line in quarters and odds × 1000. */
export function digestText(
  sport: TSport,
  playType: number,
  legs: { matchId: number; market: string; pick: string; lineQ: number | null; oddsK: number }[],
) {
  return [`${sport}`, `${playType}`, ...legs.map((l) => `${l.matchId}:${l.market}:${l.pick}:${l.lineQ ?? ''}:${l.oddsK}`)].join('|');
}

function quote(lines: LinesView | undefined, market: TPlayMarket, pick: TPick): { lineQ: number | null; oddsK: number } | null {
  if (!lines) return null;
  if (market === 'europe') {
    const e = lines.europe;
    if (!e || (pick !== 'home' && pick !== 'draw' && pick !== 'away')) return null;
    return { lineQ: null, oddsK: Math.round(e[pick] * 1000) };
  }
  if (market === 'handicap') {
    const h = lines.handicap;
    if (!h || (pick !== 'home' && pick !== 'away')) return null;
    return { lineQ: Math.round(h.line * 4), oddsK: Math.round(h[pick] * 1000) };
  }
  const o = lines.overunder;
  if (!o || (pick !== 'over' && pick !== 'under')) return null;
  return { lineQ: Math.round(o.line * 4), oddsK: Math.round(o[pick] * 1000) };
}

/** Publishing: matches open for plans, the sealed plan itself, and withdrawing before kick-off. */
export function publishService(repo: ExpertRepository, ports: ExpertPorts, now: () => number) {
  return {
    /** Matches not kicked off in the next three days with their current lines (/tj/match). */
    async openMatches(q: { sport: TSport; word?: string; competition?: string }): Promise<TTjMatch[]> {
      const t = now();
      const list = await ports.upcoming({
        sport: q.sport,
        from: t + 60_000,
        to: t + 3 * DAY,
        word: q.word,
        competition: q.competition,
        limit: 100,
      });
      const lines = await ports.lines(list.map((m) => m.matchId));
      return list.map((m) => ({
        matchId: m.matchId,
        competition: m.competition,
        home: m.home,
        away: m.away,
        kickoffAt: m.kickoffAt,
        europe: lines.get(m.matchId)?.europe ?? null,
        handicap: lines.get(m.matchId)?.handicap ?? null,
        overunder: lines.get(m.matchId)?.overunder ?? null,
      }));
    },
    /** Competitions of those matches with how many each (/tj/match/filter). */
    async filter(sport: TSport) {
      const t = now();
      const list = await ports.upcoming({ sport, from: t + 60_000, to: t + 3 * DAY, limit: 500 });
      const counts = new Map<string, number>();
      for (const m of list) counts.set(m.competition, (counts.get(m.competition) ?? 0) + 1);
      return [...counts].map(([competition, count]) => ({ competition, count }));
    },

    /**
     * Publishes a sealed plan: the expert only, matches not kicked off, the line and odds read from
     * the sports capability now, and a digest of the pick recorded. Returns the new plan's id.
     */
    async publish(expertId: number, body: TPublishBody, opts: { seededAt?: number } = {}): Promise<number> {
      if (!(await ports.isExpert(expertId))) throw new AppError('NOT_EXPERT');
      const { sport, playType } = body;
      if (!playName(sport, playType)) throw new AppError('PLAN_PLAY_INVALID');
      const market = playMarket(sport, playType);
      if (body.legs.length !== legsOf(sport, playType)) throw new AppError('PLAN_LEGS_INVALID');
      if (new Set(body.legs.map((l) => l.matchId)).size !== body.legs.length) throw new AppError('PLAN_SAME_MATCH');
      for (const l of body.legs) if (!PICKS_OF[market].includes(l.pick)) throw new AppError('PLAN_PICK_INVALID');
      const ids = body.legs.map((l) => l.matchId);
      const matches = await ports.matches(ids);
      // Demo plans are published as of a moment before their (now finished) matches kicked off.
      const t = opts.seededAt ?? now();
      const kickoffs: number[] = [];
      for (const id of ids) {
        const m = matches.get(id);
        if (!m) throw new AppError('NOT_FOUND', '比赛不存在');
        if (m.sport !== sport) throw new AppError('PLAN_SPORT_MISMATCH');
        if ((m.state !== 1 && opts.seededAt === undefined) || m.kickoffAt <= t) throw new AppError('PLAN_MATCH_STARTED');
        kickoffs.push(m.kickoffAt);
      }
      const lines = await ports.lines(ids);
      const legs = body.legs.map((l, seq) => {
        const q = quote(lines.get(l.matchId), market, l.pick);
        if (!q || q.oddsK <= 0) throw new AppError('PLAN_NO_ODDS');
        return { seq, matchId: l.matchId, market, pick: l.pick, lineQ: q.lineQ, oddsK: q.oddsK };
      });
      const salt = randomBytes(16).toString('hex');
      const text = digestText(sport, playType, legs);
      const kickoff = Math.min(...kickoffs);
      return repo.db.transaction().execute((trx) =>
        repo.insertPlan(
          trx,
          {
            expert_id: expertId,
            sport,
            play_type: playType,
            title: body.title,
            analysis: body.analysis,
            price: body.price,
            refund_on_miss: body.refundOnMiss ? 1 : 0,
            status: 'open',
            result: null,
            digest: planDigest(salt, text),
            digest_text: text,
            salt,
            kickoff_at: kickoff,
            created_at: t,
            settled_at: null,
          },
          legs.map((l) => ({
            seq: l.seq,
            match_id: l.matchId,
            market: l.market,
            pick: l.pick,
            line_q: l.lineQ,
            odds_k: l.oddsK,
            result: null,
          })),
        ),
      );
    },
  };
}
export type PublishService = ReturnType<typeof publishService>;
