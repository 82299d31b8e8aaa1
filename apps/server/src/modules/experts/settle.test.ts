import { assert, describe, expect, it } from 'vitest';
import type { TPlanResult } from '@sports/contracts';
import { computeRecords, legResult, planResult, unitProfit, wilsonLower, type LegPick } from './settle';

const eu = (pick: LegPick['pick']): LegPick => ({ market: 'europe', pick, lineQ: null, oddsK: 2000 });
const ah = (pick: 'home' | 'away', line: number): LegPick => ({ market: 'handicap', pick, lineQ: Math.round(line * 4), oddsK: 900 });
const ou = (pick: 'over' | 'under', line: number): LegPick => ({ market: 'overunder', pick, lineQ: Math.round(line * 4), oddsK: 950 });

describe('settling one leg', () => {
  it('European odds: the pick is the result or it is not', () => {
    expect(legResult(eu('home'), 2, 1)).toBe('win');
    expect(legResult(eu('draw'), 1, 1)).toBe('win');
    expect(legResult(eu('away'), 1, 1)).toBe('loss');
    expect(legResult(eu('home'), 0, 3)).toBe('loss');
  });

  it('whole-ball handicaps push on the line, half-ball lines never do', () => {
    expect(legResult(ah('home', 1), 2, 1)).toBe('push');
    expect(legResult(ah('away', 1), 2, 1)).toBe('push');
    expect(legResult(ah('home', 1), 3, 1)).toBe('win');
    expect(legResult(ah('home', 0), 0, 0)).toBe('push');
    expect(legResult(ah('home', 0.5), 1, 0)).toBe('win');
    expect(legResult(ah('away', 0.5), 1, 0)).toBe('loss');
    expect(legResult(ah('home', 1.5), 2, 1)).toBe('loss');
  });

  it('quarter handicaps split the stake: half won or half lost next to the line', () => {
    // 0.25 (平/半): home wins by 1 → win; draw → home half lost, away half won.
    expect(legResult(ah('home', 0.25), 1, 0)).toBe('win');
    expect(legResult(ah('home', 0.25), 0, 0)).toBe('halfLoss');
    expect(legResult(ah('away', 0.25), 0, 0)).toBe('halfWin');
    // 0.75 (半/一): home by one → half won; by two → won.
    expect(legResult(ah('home', 0.75), 1, 0)).toBe('halfWin');
    expect(legResult(ah('away', 0.75), 1, 0)).toBe('halfLoss');
    expect(legResult(ah('home', 0.75), 2, 0)).toBe('win');
    // receiving lines (away gives): -0.25 home receives a quarter.
    expect(legResult(ah('home', -0.25), 0, 0)).toBe('halfWin');
    expect(legResult(ah('home', -0.25), 0, 1)).toBe('loss');
    expect(legResult(ah('away', -1.25), 0, 1)).toBe('halfLoss');
    expect(legResult(ah('away', -1.25), 0, 2)).toBe('win');
  });

  it('over/under: whole lines push, quarter lines split, basketball totals too', () => {
    expect(legResult(ou('over', 2.5), 2, 1)).toBe('win');
    expect(legResult(ou('under', 2.5), 2, 1)).toBe('loss');
    expect(legResult(ou('over', 3), 2, 1)).toBe('push');
    expect(legResult(ou('over', 2.75), 2, 1)).toBe('halfWin');
    expect(legResult(ou('under', 2.75), 2, 1)).toBe('halfLoss');
    expect(legResult(ou('under', 2.25), 1, 1)).toBe('halfWin');
    expect(legResult(ou('over', 215.5), 110, 106)).toBe('win');
    expect(legResult(ah('home', 5.5), 110, 106)).toBe('loss');
  });
});

describe('settling a plan', () => {
  it('one leg is its result; 二串一 needs both legs in, loses on any loss, drops void legs', () => {
    expect(planResult(['halfWin'])).toBe('halfWin');
    expect(planResult([null])).toBeNull();
    expect(planResult(['win', null])).toBeNull();
    expect(planResult(['win', 'win'])).toBe('win');
    expect(planResult(['win', 'loss'])).toBe('loss');
    expect(planResult(['void', 'win'])).toBe('win');
    expect(planResult(['void', 'loss'])).toBe('loss');
    expect(planResult(['void', 'void'])).toBe('void');
    expect(planResult(['void'])).toBe('void');
  });

  it('a unit stake returns European odds − 1, Hong Kong odds as they are, halves by half', () => {
    expect(unitProfit('win', [eu('home'), eu('away')], ['win', 'win'])).toBeCloseTo(3);
    expect(unitProfit('win', [eu('home'), eu('away')], ['void', 'win'])).toBeCloseTo(1);
    expect(unitProfit('halfWin', [ah('home', 0.75)], ['halfWin'])).toBeCloseTo(0.45);
    expect(unitProfit('halfLoss', [ah('home', 0.75)], ['halfLoss'])).toBe(-0.5);
    expect(unitProfit('push', [ah('home', 1)], ['push'])).toBe(0);
  });
});

describe('records', () => {
  const RESULTS: Record<string, TPlanResult> = { W: 'win', H: 'halfWin', L: 'loss', h: 'halfLoss', P: 'push', V: 'void' };
  const r = (s: string) =>
    [...s].map((c) => {
      const result = RESULTS[c];
      assert.isDefined(result, `record letter ${c}`);
      return { result, profit: c === 'W' ? 1 : c === 'L' ? -1 : 0 };
    });

  it('近7中X and 近15中X count decided plans only, newest first; streaks both ways', () => {
    const rec = computeRecords(r('WWPHLWLLWWWWVWWWLWW'));
    // decided: W W H L W L L W W W W W W W L W W (17)
    expect(rec.sample).toBe(17);
    expect(rec.sevenRecords).toBe(4); // W W H L W L L
    expect(rec.sevenSample).toBe(7);
    expect(rec.fifteenRecords).toBe(11);
    expect(rec.streak).toBe(3);
    expect(rec.maxStreak).toBe(7);
    expect(rec.hits).toBe(13);
    expect(rec.hitRate).toBe(76.5);
    expect(computeRecords(r('LhW')).streak).toBe(-2);
    expect(computeRecords(r('PV'))).toMatchObject({ sample: 0, hitRate: 0, rankScore: 0, streak: 0, sevenRecords: 0 });
  });

  it('the rank bound does not reward luck on few plans', () => {
    expect(wilsonLower(2, 2)).toBeLessThan(wilsonLower(40, 50));
    expect(wilsonLower(0, 0)).toBe(0);
    expect(wilsonLower(5, 10)).toBeGreaterThan(0.18);
    expect(wilsonLower(5, 10)).toBeLessThan(0.25);
    const lucky = computeRecords(r('WW'));
    const steady = computeRecords(r('WWWWLWWWLWWWWLWWWW'));
    expect(lucky.hitRate).toBe(100);
    expect(steady.rankScore).toBeGreaterThan(lucky.rankScore);
  });
});
