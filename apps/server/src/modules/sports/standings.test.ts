import { describe, expect, it } from 'vitest';
import { computeStandings, type MatchResult } from './standings';

const results = (rows: [number, number, number, number][]): MatchResult[] =>
  rows.map(([home, away, homeGoals, awayGoals]) => ({ home, away, homeGoals, awayGoals }));
const order = (table: ReturnType<typeof computeStandings>) => table.map((l) => l.teamId);

describe('computeStandings', () => {
  it('counts played, won, drawn, lost, goals and points (3 for a win, 1 for a draw)', () => {
    const table = computeStandings(
      results([
        [1, 2, 2, 1],
        [2, 3, 0, 0],
        [3, 1, 1, 1],
      ]),
    );
    expect(table[0]).toEqual({ teamId: 1, rank: 1, played: 2, win: 1, draw: 1, lost: 0, goal: 3, lostGoal: 2, goalDiff: 1, points: 4 });
    expect(table.map((l) => [l.teamId, l.points])).toEqual([
      [1, 4],
      [3, 2],
      [2, 1],
    ]);
  });

  it('ranks on points, then goal difference, then goals scored', () => {
    // 1 and 2 on 3 points: 2 has the better difference; 3 and 4 on 3 points with equal difference: 4 scored more.
    const table = computeStandings(
      results([
        [1, 5, 1, 0],
        [2, 5, 3, 0],
        [3, 5, 1, 0],
        [4, 5, 2, 1],
      ]),
    );
    expect(order(table)).toEqual([2, 4, 1, 3, 5]);
    expect(table.map((l) => l.rank)).toEqual([1, 2, 3, 3, 5]);
  });

  it('separates two teams level on points, difference and goals by their head-to-head result', () => {
    // 1 and 2 both end on 6 pts, +2, 6 scored; 2 won the meeting 2-0, so 2 is above 1 despite the larger id.
    const table = computeStandings(
      results([
        [1, 2, 0, 2],
        [1, 3, 3, 2],
        [1, 4, 3, 0],
        [2, 3, 1, 2],
        [2, 4, 3, 2],
        [3, 4, 0, 0],
      ]),
    );
    expect(table.slice(0, 2).map((l) => [l.teamId, l.points, l.goalDiff, l.goal])).toEqual([
      [2, 6, 2, 6],
      [1, 6, 2, 6],
    ]);
    expect(table.map((l) => l.rank)).toEqual([1, 2, 3, 4]);
  });

  it('orders three level teams by the mini-table of their matches against each other', () => {
    // 1, 2 and 3 all on 6 pts, 0, 5 scored; among themselves 3 has 3 pts +1, 1 has 3 pts 0, 2 has 3 pts -1.
    const table = computeStandings(
      results([
        [1, 2, 0, 2],
        [1, 3, 2, 0],
        [1, 4, 3, 1],
        [1, 5, 0, 2],
        [2, 3, 0, 3],
        [2, 4, 0, 1],
        [2, 5, 3, 1],
        [3, 4, 2, 1],
        [3, 5, 0, 2],
        [4, 5, 3, 2],
      ]),
    );
    expect(order(table)).toEqual([5, 3, 1, 2, 4]);
    expect(table.map((l) => l.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets teams level on everything, head-to-head included, share a rank', () => {
    const table = computeStandings(
      results([
        [1, 2, 1, 1],
        [1, 3, 2, 0],
        [2, 3, 2, 0],
      ]),
    );
    expect(table.map((l) => [l.teamId, l.rank])).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
    ]);
  });

  it('lists registered teams that have not played yet with zeros at the bottom', () => {
    const table = computeStandings(results([[1, 2, 1, 1]]), [1, 2, 3]);
    expect(table.at(-1)).toEqual({ teamId: 3, rank: 3, played: 0, win: 0, draw: 0, lost: 0, goal: 0, lostGoal: 0, goalDiff: 0, points: 0 });
    expect(table.map((l) => l.rank)).toEqual([1, 1, 3]);
  });
});
