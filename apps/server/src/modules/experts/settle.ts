import type { TPick, TPlanResult, TPlayMarket } from '@sports/contracts';

/** One leg as stored: market, pick, line in quarters (null for 1X2) and odds in thousandths. */
export interface LegPick {
  market: TPlayMarket;
  pick: TPick;
  lineQ: number | null;
  oddsK: number;
}

/** A half of a split line: above the line wins, on it pushes, below it loses. */
const side = (diffQ: number): TPlanResult => (diffQ > 0 ? 'win' : diffQ === 0 ? 'push' : 'loss');

/**
 * A margin in quarters against a line: whole and half lines settle as one bet; a quarter line
 * (0.25, 0.75 …: an odd number of quarters) is half the stake on each neighbouring line, so the
 * result is half won or half lost when the margin lands next to it.
 */
function againstLine(diffQ: number, lineQ: number): TPlanResult {
  if (lineQ % 2 === 0) return side(diffQ);
  const a = side(diffQ + 1);
  const b = side(diffQ - 1);
  if (a === b) return a;
  if (a === 'win' && b === 'push') return 'halfWin';
  if (a === 'push' && b === 'loss') return 'halfLoss';
  // diffQ is odd against an odd line, so the halves are never a whole goal apart.
  return a === 'win' ? 'win' : 'loss';
}

/** A leg's result from the final regular-time score (basketball: including overtime). */
export function legResult(leg: LegPick, home: number, away: number): TPlanResult {
  if (leg.market === 'europe') {
    const outcome: TPick = home > away ? 'home' : home === away ? 'draw' : 'away';
    return leg.pick === outcome ? 'win' : 'loss';
  }
  const lineQ = leg.lineQ ?? 0;
  if (leg.market === 'handicap') {
    // Positive lines: home gives. Home covers when (home − away) beats the line.
    const margin = (home - away) * 4 - lineQ;
    return againstLine(leg.pick === 'home' ? margin : -margin, Math.abs(lineQ));
  }
  const over = (home + away) * 4 - lineQ;
  return againstLine(leg.pick === 'over' ? over : -over, Math.abs(lineQ));
}

/**
 * A plan's result from its legs' results (null while a leg is not in). One leg: its result.
 * 二串一: any lost leg loses; void legs drop out (the rest decides); all void is void.
 */
export function planResult(legs: (TPlanResult | null)[]): TPlanResult | null {
  const rs: TPlanResult[] = [];
  for (const r of legs) {
    if (r === null) return null;
    rs.push(r);
  }
  const [first, ...others] = rs;
  if (first !== undefined && others.length === 0) return first;
  if (rs.some((r) => r === 'loss' || r === 'halfLoss')) return 'loss';
  const live = rs.filter((r) => r !== 'void');
  if (live.length === 0) return 'void';
  return 'win';
}

export const isHit = (r: TPlanResult) => r === 'win' || r === 'halfWin';
export const isMiss = (r: TPlanResult) => r === 'loss' || r === 'halfLoss';
/** 不中退: a plan that missed (lost or half lost) refunds its buyers. */
export const refundsOnMiss = isMiss;

/** Profit of a unit stake: European odds pay odds − 1, Hong Kong odds pay the odds; halves pay half. */
export function unitProfit(result: TPlanResult, legs: LegPick[], legResults: TPlanResult[]): number {
  if (result === 'loss') return -1;
  if (result === 'halfLoss') return -0.5;
  if (result === 'push' || result === 'void') return 0;
  const live = legs.filter((_, i) => legResults[i] !== 'void');
  const europe = live.every((l) => l.market === 'europe');
  const gain = europe ? live.reduce((p, l) => p * (l.oddsK / 1000), 1) - 1 : (live[0]?.oddsK ?? 0) / 1000;
  return result === 'halfWin' ? gain / 2 : gain;
}

/** Wilson score interval's lower bound of a proportion (z = 1.96): small samples rank low. */
export function wilsonLower(hits: number, n: number, z = 1.96): number {
  if (n === 0) return 0;
  const p = hits / n;
  const z2 = z * z;
  return (p + z2 / (2 * n) - z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
}

export interface RecordInput {
  result: TPlanResult;
  profit: number;
}
export interface Records {
  sevenRecords: number;
  sevenSample: number;
  fifteenRecords: number;
  fifteenSample: number;
  streak: number;
  maxStreak: number;
  hits: number;
  sample: number;
  hitRate: number;
  rankScore: number;
  returnRate: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** An expert's records from settled plans, newest first; pushes and voids are not decided and count nowhere. */
export function computeRecords(newestFirst: RecordInput[]): Records {
  const decided = newestFirst.filter((p) => isHit(p.result) || isMiss(p.result));
  const hitsIn = (k: number) => decided.slice(0, k).filter((p) => isHit(p.result)).length;
  let streak = 0;
  for (const p of decided) {
    const hit = isHit(p.result);
    if (streak === 0) streak = hit ? 1 : -1;
    else if (hit && streak > 0) streak++;
    else if (!hit && streak < 0) streak--;
    else break;
  }
  let maxStreak = 0;
  let run = 0;
  for (const p of decided) {
    run = isHit(p.result) ? run + 1 : 0;
    maxStreak = Math.max(maxStreak, run);
  }
  const hits = decided.filter((p) => isHit(p.result)).length;
  const n = decided.length;
  return {
    sevenRecords: hitsIn(7),
    sevenSample: Math.min(7, n),
    fifteenRecords: hitsIn(15),
    fifteenSample: Math.min(15, n),
    streak,
    maxStreak,
    hits,
    sample: n,
    hitRate: n ? round1((hits * 100) / n) : 0,
    rankScore: round1(wilsonLower(hits, n) * 100),
    returnRate: n ? round1((decided.reduce((s, p) => s + p.profit, 0) * 100) / n) : 0,
  };
}
