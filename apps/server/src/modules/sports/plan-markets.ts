import type { Kysely } from 'kysely';
import type { TSport } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { matchesWithTeams } from './match-sql';

/** Final states per sport: a result to settle on, or a match that will not be played out (void). */
const FINISHED = { football: [8], basketball: [10] } as const;
const VOIDED = { football: [11, 12], basketball: [12, 14] } as const;
const NOT_STARTED = 1;

export interface PlanMatch {
  matchId: number;
  sport: TSport;
  competition: string;
  home: string;
  away: string;
  kickoffAt: number;
  state: number;
  homeScore: number;
  awayScore: number;
  /** 'finished' (a result to settle on), 'void' (cancelled or abandoned) or null (not over). */
  outcome: 'finished' | 'void' | null;
}

export interface CurrentLines {
  europe: { home: number; draw: number; away: number } | null;
  handicap: { line: number; home: number; away: number } | null;
  overunder: { line: number; over: number; under: number } | null;
}

function outcomeOf(sport: TSport, state: number): PlanMatch['outcome'] {
  if ((FINISHED[sport] as readonly number[]).includes(state)) return 'finished';
  if ((VOIDED[sport] as readonly number[]).includes(state)) return 'void';
  return null;
}

/**
 * What paid plans (the experts capability) read of matches: teams, state and the regular-time
 * score with whether it is final, and the current pre-match lines of the first bookmaker.
 */
export function planMarkets(db: Kysely<Database>) {
  const rows = (q: ReturnType<typeof matchesWithTeams>) =>
    q
      .select([
        'm.id',
        'm.sport',
        'm.kickoff_at',
        'm.state',
        'm.home_score',
        'm.away_score',
        'c.short_name as competition',
        'h.name as home',
        'a.name as away',
      ])
      .execute();
  const present = (r: Awaited<ReturnType<typeof rows>>[number]): PlanMatch => ({
    matchId: Number(r.id),
    sport: r.sport,
    competition: r.competition,
    home: r.home,
    away: r.away,
    kickoffAt: Number(r.kickoff_at),
    state: Number(r.state),
    homeScore: Number(r.home_score),
    awayScore: Number(r.away_score),
    outcome: outcomeOf(r.sport, Number(r.state)),
  });
  return {
    async matches(ids: number[]): Promise<Map<number, PlanMatch>> {
      if (ids.length === 0) return new Map();
      const list = await rows(matchesWithTeams(db).where('m.id', 'in', [...new Set(ids)]));
      return new Map(list.map((r) => [Number(r.id), present(r)]));
    },
    /** Matches not started (or finished) with kick-off in [from, to), earliest first; `word` part of a team or competition name. */
    async upcoming(q: {
      sport: TSport;
      from: number;
      to: number;
      word?: string;
      competition?: string;
      limit: number;
      /** Finished matches instead (demo plans settled by real results). */
      finished?: boolean;
    }): Promise<PlanMatch[]> {
      let b = matchesWithTeams(db)
        .where('m.sport', '=', q.sport)
        .where('m.state', 'in', q.finished ? [...FINISHED[q.sport]] : [NOT_STARTED])
        .where('m.kickoff_at', '>=', q.from)
        .where('m.kickoff_at', '<', q.to);
      if (q.word) {
        const like = `%${q.word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        b = b.where((eb) => eb.or([eb('h.name', 'like', like), eb('a.name', 'like', like), eb('c.short_name', 'like', like)]));
      }
      if (q.competition) b = b.where('c.short_name', '=', q.competition);
      return (await rows(b.orderBy('m.kickoff_at').orderBy('m.id').limit(q.limit))).map(present);
    },
    /** The first bookmaker's current (else opening) pre-match lines per market. */
    async lines(matchIds: number[]): Promise<Map<number, CurrentLines>> {
      const out = new Map<number, CurrentLines>();
      if (matchIds.length === 0) return out;
      const odds = await db
        .selectFrom('sport_odds as o')
        .innerJoin('sport_bookmaker as b', 'b.id', 'o.bookmaker_id')
        .select([
          'o.match_id',
          'o.market',
          'o.open_home',
          'o.open_draw',
          'o.open_away',
          'o.open_line',
          'o.live_home',
          'o.live_draw',
          'o.live_away',
          'o.live_line',
        ])
        .where('o.match_id', 'in', [...new Set(matchIds)])
        .orderBy('b.sort')
        .orderBy('b.id')
        .execute();
      for (const o of odds) {
        const id = Number(o.match_id);
        const cur = out.get(id) ?? { europe: null, handicap: null, overunder: null };
        out.set(id, cur);
        const home = o.live_home ?? o.open_home;
        const away = o.live_away ?? o.open_away;
        const draw = o.live_draw ?? o.open_draw;
        const line = o.live_line ?? o.open_line;
        if (home === null || away === null) continue;
        if (o.market === 'europe' && !cur.europe && draw !== null)
          cur.europe = { home: Number(home), draw: Number(draw), away: Number(away) };
        if (o.market === 'handicap' && !cur.handicap && line !== null)
          cur.handicap = { line: Number(line), home: Number(home), away: Number(away) };
        if (o.market === 'overunder' && !cur.overunder && line !== null)
          cur.overunder = { line: Number(line), over: Number(home), under: Number(away) };
      }
      return out;
    },
  };
}
export type PlanMarkets = ReturnType<typeof planMarkets>;
