import { describe, expect, it } from 'vitest';
import type { TMatchBrief } from '@sports/contracts';
import { bracketLayout } from './bracket';

let nextId = 1;
function tie(home: number, away: number): TMatchBrief {
  const team = (id: number) => ({ id, name: `队${id}`, logo: '' });
  return {
    id: nextId++,
    kickoffAt: nextId,
    state: 8,
    roundName: null,
    groupName: null,
    leagueName: '杯赛',
    home: team(home),
    away: team(away),
    homeScore: 1,
    awayScore: 0,
    homeHalfScore: null,
    awayHalfScore: null,
    homeEtScore: null,
    awayEtScore: null,
    homePenaltyScore: null,
    awayPenaltyScore: null,
  };
}
const pairs = (ms: TMatchBrief[]) => ms.map((m) => [m.home.id, m.away.id]);

describe('bracketLayout', () => {
  it('puts the two ties feeding each later tie next to each other, worked back from the final', () => {
    // Quarter-finals in date order: 1-2, 3-4, 5-6, 7-8; semis 1-5 and 3-7 (winners of 1st/3rd and 2nd/4th).
    const quarters = [tie(1, 2), tie(3, 4), tie(5, 6), tie(7, 8)];
    const semis = [tie(3, 7), tie(1, 5)];
    const third = tie(7, 5);
    const final = tie(1, 3);
    const layout = bracketLayout([
      { round: '1/4决赛', matches: quarters },
      { round: '半决赛', matches: semis },
      { round: '季军赛', matches: [third] },
      { round: '决赛', matches: [final] },
    ]);
    expect(layout.columns.map((c) => c.round)).toEqual(['1/4决赛', '半决赛', '决赛']);
    expect(pairs(layout.columns[1].matches)).toEqual([
      [1, 5],
      [3, 7],
    ]);
    expect(pairs(layout.columns[0].matches)).toEqual([
      [1, 2],
      [5, 6],
      [3, 4],
      [7, 8],
    ]);
    expect(layout.thirdPlace?.id).toBe(third.id);
  });

  it('keeps ties no later tie continues in date order after the ones it does', () => {
    const quarters = [tie(1, 2), tie(3, 4), tie(5, 6), tie(7, 8)];
    const layout = bracketLayout([
      { round: '1/4决赛', matches: quarters },
      { round: '半决赛', matches: [tie(5, 8)] },
    ]);
    expect(pairs(layout.columns[0].matches)).toEqual([
      [5, 6],
      [7, 8],
      [1, 2],
      [3, 4],
    ]);
    expect(layout.thirdPlace).toBeNull();
  });
});
