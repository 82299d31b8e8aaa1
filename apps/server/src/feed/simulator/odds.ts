import type { OddsQuote } from '../../modules/sports';

/** A bookmaker's quote as a plan carries it: the bookmaker by code (the engine maps it to an id). */
export type PlanQuote = Omit<OddsQuote, 'bookmakerId' | 'at' | 'minute' | 'homeScore' | 'awayScore'> & { bookmaker: string };

export interface Pricing {
  margin: number;
  /** A bookmaker's lean towards the home side (shifts lines and odds a little). */
  bias: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
export const quarterRound = (x: number) => Math.round(x * 4) / 4;
export const halfRound = (x: number) => Math.round(x * 2) / 2;

function pmf(lambda: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= 12; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Probabilities of home win, draw and away win from goals still expected and the current lead. */
export function resultProbabilities(lambdaHome: number, lambdaAway: number, lead: number): { home: number; draw: number; away: number } {
  const h = pmf(Math.max(lambdaHome, 1e-6));
  const a = pmf(Math.max(lambdaAway, 1e-6));
  let home = 0;
  let draw = 0;
  let away = 0;
  for (const [i, ph] of h.entries()) {
    for (const [j, pa] of a.entries()) {
      const d = lead + i - j;
      const p = ph * pa;
      if (d > 0) home += p;
      else if (d === 0) draw += p;
      else away += p;
    }
  }
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}

/** European 1X2 decimal odds with the bookmaker's margin. */
export function europeOdds(p: { home: number; draw: number; away: number }, pr: Pricing) {
  const price = (x: number) => clamp(round2(1 / (clamp(x, 0.005, 0.995) * (1 + pr.margin))), 1.01, 81);
  return { home: price(p.home * (1 + pr.bias)), draw: price(p.draw), away: price(p.away * (1 - pr.bias)) };
}

/** Hong Kong style odds of both sides of a line, given how far the expectation sits from it. */
function sides(residual: number, pr: Pricing): [number, number] {
  const sum = 2 * (0.96 - pr.margin);
  // Rounded after the clamp too: at the bound, `sum - 0.62` is a float like 1.1799999999999997.
  const first = round2(clamp(sum / 2 - residual * 0.9 - pr.bias, 0.62, sum - 0.62));
  return [first, round2(sum - first)];
}

/** Asian handicap on the goals still to come: line in quarter goals, positive when home gives. */
export function asianHandicap(lambdaHome: number, lambdaAway: number, pr: Pricing) {
  const d = (lambdaHome - lambdaAway) * 0.95 + pr.bias;
  const line = clamp(quarterRound(d), -3.5, 3.5);
  const [home, away] = sides(d - line, pr);
  return { line, home, away };
}

/** Over/under on the total: goals so far plus a quarter line on those expected. */
export function overUnder(goalsSoFar: number, lambdaTotal: number, pr: Pricing) {
  const expected = lambdaTotal - 0.15;
  const line = goalsSoFar + Math.max(0.5, quarterRound(expected));
  const [over, under] = sides(goalsSoFar + expected - line, pr);
  return { line, over, under };
}

/** Basketball point spread (positive when home gives) and total points, in half points. */
export function basketballLines(expectedMargin: number, expectedTotal: number, pr: Pricing) {
  const spread = halfRound(expectedMargin + pr.bias * 10);
  const total = halfRound(expectedTotal + pr.bias * 6) + (halfRound(expectedTotal) % 1 === 0 ? 0.5 : 0);
  const [home, away] = sides(((expectedMargin - spread) / 12) * 1, pr);
  const [over, under] = sides((expectedTotal - total) / 15, pr);
  return { handicap: { line: spread, home, away }, total: { line: total, over, under } };
}
