import { describe, expect, it } from 'vitest';
import type { MatchResult } from '../standings';
import { recentResults } from './recent-form';
import type { TotalsRow } from './table-queries';

const totalsOf = (played: Record<number, number>): Pick<TotalsRow, 'teamId' | 'played'>[] =>
  Object.entries(played).map(([teamId, n]) => ({ teamId: Number(teamId), played: n }));

/** A season's finished results newest first, and the limits each read asked for. */
function season(results: MatchResult[]) {
  const limits: number[] = [];
  const latest = async (limit: number) => {
    limits.push(limit);
    return results.slice(0, limit);
  };
  return { latest, limits };
}
const game = (home: number, away: number, homeGoals: number, awayGoals: number): MatchResult => ({ home, away, homeGoals, awayGoals });

describe('recent results of a season (form and streaks)', () => {
  it('takes each team’s newest results in one read when every team played lately', async () => {
    const { latest, limits } = season([game(1, 2, 2, 0), game(3, 4, 1, 1), game(2, 1, 3, 1), game(4, 3, 0, 2), game(1, 3, 1, 0)]);
    const recent = await recentResults(latest, 2, totalsOf({ 1: 3, 2: 2, 3: 3, 4: 2 }));
    expect(limits).toEqual([8]);
    expect(recent).toEqual([
      { teamId: 1, gf: 2, ga: 0 },
      { teamId: 1, gf: 1, ga: 3 },
      { teamId: 2, gf: 0, ga: 2 },
      { teamId: 2, gf: 3, ga: 1 },
      { teamId: 3, gf: 1, ga: 1 },
      { teamId: 3, gf: 2, ga: 0 },
      { teamId: 4, gf: 1, ga: 1 },
      { teamId: 4, gf: 0, ga: 2 },
    ]);
  });

  it('reads further back for a team that has not played for long, and stops at the season’s start', async () => {
    const lately = Array.from({ length: 12 }, (_, i) => game(1, 2, i % 3, 1));
    const { latest, limits } = season([...lately, game(3, 1, 4, 0)]);
    const recent = await recentResults(latest, 2, totalsOf({ 1: 13, 2: 12, 3: 1 }));
    expect(limits).toEqual([6, 24]);
    expect(recent.filter((r) => r.teamId === 3)).toEqual([{ teamId: 3, gf: 4, ga: 0 }]);
    expect(recent.filter((r) => r.teamId === 1)).toHaveLength(2);
  });

  it('reads nothing more for teams yet to play', async () => {
    const { latest, limits } = season([]);
    expect(await recentResults(latest, 5, totalsOf({ 1: 0, 2: 0 }))).toEqual([]);
    expect(limits).toEqual([10]);
  });
});
