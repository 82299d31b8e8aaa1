import type { MatchResult } from '../standings';
import type { TotalsRow } from './table-queries';

/** A team's result in one finished match: its goals (points) for and against. */
export interface RecentResult {
  teamId: number;
  gf: number;
  ga: number;
}

/**
 * The last `count` finished results of every team of the season outside knockout rounds, each
 * team's newest first, by team id (what a table's form or streak shows). Read from the season's
 * latest results (`latest`, newest first: `TableQueries.latestResults`), enough for every team: a team needs `count` results, or as many as it has
 * played (the totals say how many); while one still lacks some and the season has more, the read
 * is repeated four times longer. The first read takes `count` matches per team, twice what a
 * league whose teams all play every round needs; a team that has not played for long makes it longer.
 */
export async function recentResults(
  latest: (limit: number) => Promise<MatchResult[]>,
  count: number,
  totals: Pick<TotalsRow, 'teamId' | 'played'>[],
): Promise<RecentResult[]> {
  const need = new Map<number, number>();
  for (const t of totals) need.set(t.teamId, (need.get(t.teamId) ?? 0) + t.played);
  for (const [teamId, played] of need) need.set(teamId, Math.min(count, played));
  let limit = Math.max(count * need.size, 1);
  for (;;) {
    const results = await latest(limit);
    const byTeam = new Map<number, RecentResult[]>();
    const take = (teamId: number, gf: number, ga: number) => {
      const list = byTeam.get(teamId) ?? [];
      byTeam.set(teamId, list);
      if (list.length < count) list.push({ teamId, gf, ga });
    };
    for (const r of results) {
      take(r.home, r.homeGoals, r.awayGoals);
      take(r.away, r.awayGoals, r.homeGoals);
    }
    const complete = [...need].every(([teamId, n]) => (byTeam.get(teamId)?.length ?? 0) >= n);
    if (complete || results.length < limit) {
      return [...byTeam.keys()].sort((a, b) => a - b).flatMap((teamId) => byTeam.get(teamId) ?? []);
    }
    limit *= 4;
  }
}
