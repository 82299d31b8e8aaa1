import { describe, expect, it } from 'vitest';
import { asianHandicap, basketballLines, europeOdds, overUnder, resultProbabilities } from './odds';

/** At most two decimals, as bookmakers quote (no float residue such as 1.1799999999999997). */
const quoted = (x: number) => Math.round(x * 100) / 100 === x;

describe('simulated odds', () => {
  const pricings = [0, 0.03, 0.05, 0.06, 0.08].flatMap((margin) => [-0.05, 0, 0.05].map((bias) => ({ margin, bias })));

  it('quotes every price with at most two decimals, also where a side is held at its bound', () => {
    for (const pr of pricings) {
      // Far from the line both ways: the first side is clamped to its bounds.
      for (const goals of [0, 1, 5, 9]) {
        for (const lambda of [0.01, 0.5, 2.5, 6]) {
          const ou = overUnder(goals, lambda, pr);
          const ah = asianHandicap(lambda, 6 - lambda, pr);
          for (const price of [ou.over, ou.under, ah.home, ah.away]) expect(quoted(price), `${price} at ${JSON.stringify(pr)}`).toBe(true);
        }
      }
      for (const margin of [-40, 0, 40]) {
        const b = basketballLines(margin, 200, pr);
        for (const price of [b.handicap.home, b.handicap.away, b.total.over, b.total.under]) expect(quoted(price)).toBe(true);
      }
      const e = europeOdds(resultProbabilities(1.2, 0.9, 0), pr);
      for (const price of [e.home, e.draw, e.away]) expect(quoted(price)).toBe(true);
    }
  });

  it('keeps both sides of a line within their bounds and summing to the book', () => {
    const pr = { margin: 0.06, bias: 0 };
    for (const goals of [0, 3, 8]) {
      const { over, under } = overUnder(goals, 0.01, pr);
      expect(Math.min(over, under)).toBeGreaterThanOrEqual(0.62);
      expect(Math.round((over + under) * 100)).toBe(Math.round(2 * (0.96 - pr.margin) * 100));
    }
  });
});
