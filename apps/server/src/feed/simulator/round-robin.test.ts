import { describe, expect, it } from 'vitest';
import { addDays } from '@sports/contracts';
import { fixturesOf } from './calendar';
import type { SimLeague } from './leagues';
import { dayPairs } from './round-robin';

const league = (teams: number, perDay: number): SimLeague => ({
  code: `test.rr${teams}`,
  perDay: [perDay, perDay, perDay, perDay, perDay, perDay, perDay],
  slots: ['20:00'],
  jingcai: false,
  teams: Array.from({ length: teams }, (_, i) => `T${i + 1}`),
});

/** The league's days from the first date the rounds count from, until `matches` pairs are played. */
function play(l: SimLeague, matches: number): [string, string][][] {
  const days: [string, string][][] = [];
  let date = '2020-01-06';
  for (let n = 0; n < matches; date = addDays(date, 1)) {
    const day = dayPairs(5, l, date, l.perDay[0]);
    days.push(day);
    n += day.length;
  }
  return days;
}

describe('simulated leagues play double round robins', () => {
  it.each([
    [6, 2],
    [5, 2],
    [20, 7],
  ])('with %i teams and %i matches a day: each pairing once each way a cycle, no team twice a day', (teams, perDay) => {
    const l = league(teams, perDay);
    const perRound = Math.floor(teams / 2);
    const rounds = 2 * (teams % 2 ? teams : teams - 1);
    const days = play(l, rounds * perRound);
    const all = days.flat();
    expect(all).toHaveLength(rounds * perRound);
    expect(new Set(all.map(([h, a]) => `${h}-${a}`)).size).toBe(all.length);
    for (const [h, a] of all) expect(all.some(([x, y]) => x === a && y === h)).toBe(true);
    for (const day of days) {
      const playing = day.flat();
      expect(new Set(playing).size).toBe(playing.length);
    }
  });

  it('puts every team of a real league on the calendar within nine days, whatever the date', () => {
    for (let k = 0; k < 40; k++) {
      const today = addDays('2026-11-20', k * 3);
      const teams = new Set<string>();
      for (let d = -1; d <= 7; d++) {
        for (const f of fixturesOf(7, addDays(today, d))) if (f.competition.code === 'en.1') teams.add(f.home).add(f.away);
      }
      expect(teams.size).toBe(20);
    }
  });
});
