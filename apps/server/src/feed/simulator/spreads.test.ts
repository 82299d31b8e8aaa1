import { assert, describe, expect, it } from 'vitest';
import { planBasketball } from './basketball';
import type { PlanInput } from './plan';
import { squadOf } from './squads';

const side = (key: string, strength: number) => ({ key, name: key, strength, squad: squadOf(1, 'basketball', key, false), coach: '教练' });

/** NBA (12-minute quarters) and CBA (10) games over the whole strength range the calendar gives (0.6 to 1.4). */
function games(n: number): PlanInput[] {
  const out: PlanInput[] = [];
  for (let i = 0; i < n; i++) {
    const home = 0.6 + ((i * 37) % 81) / 100;
    const away = 0.6 + ((i * 53 + 19) % 81) / 100;
    out.push({
      seed: 1 + (i % 3),
      key: `s${i}`,
      kickoffAt: 1_000_000_000_000,
      home: side('主队', home),
      away: side('客队', away),
      quarterMinutes: i % 2 ? 12 : 10,
    });
  }
  return out;
}

/** Every handicap line a plan quotes, by phase. */
function spreads(input: PlanInput) {
  const lines = { pre: [] as number[], inplay: [] as number[] };
  for (const step of planBasketball(input).steps)
    for (const q of step.odds ?? []) {
      if (q.market !== 'handicap') continue;
      assert.exists(q.line, 'a handicap quote has a line');
      (q.phase === 'inplay' ? lines.inplay : lines.pre).push(q.line);
    }
  return lines;
}

const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))];

describe('simulated basketball spreads', () => {
  const plans = games(300).map((g) => ({ g, ...spreads(g) }));

  it('stay within ±16 points before tip-off, however wide the strength gap', () => {
    const pre = plans.flatMap((p) => p.pre);
    expect(pre.length).toBeGreaterThan(300 * 5);
    expect(Math.max(...pre.map(Math.abs))).toBeLessThanOrEqual(16);
    // Real lines: most games within a single-digit spread.
    expect(quantile(pre.map(Math.abs), 0.5)).toBeLessThan(10);
  });

  it('favour the stronger side and the home court', () => {
    for (const p of plans) {
      const mean = p.pre.reduce((a, b) => a + b, 0) / p.pre.length;
      const gap = p.g.home.strength / p.g.away.strength;
      if (gap > 1.5) expect(mean).toBeGreaterThan(3);
      if (gap < 1 / 1.5) expect(mean).toBeLessThan(0);
    }
    const even = plans.filter((p) => Math.abs(p.g.home.strength - p.g.away.strength) < 0.05).flatMap((p) => p.pre);
    expect(even.reduce((a, b) => a + b, 0) / even.length).toBeGreaterThan(0.5);
  });

  it('move in play with the score and pass ±20 only in blowouts', () => {
    const inplay = plans.flatMap((p) => p.inplay.map(Math.abs));
    expect(inplay.length).toBeGreaterThan(300 * 10);
    expect(quantile(inplay, 0.9)).toBeLessThanOrEqual(20);
    expect(quantile(inplay, 0.5)).toBeLessThan(8);
  });
});
