import { describe, expect, it } from 'vitest';
import { formResult, formSummary, goalBands, handicapResult, overUnderResult } from './form';

const home = (goalsFor: number, goalsAgainst: number) => ({ goalsFor, goalsAgainst, home: true });
const away = (goalsFor: number, goalsAgainst: number) => ({ goalsFor, goalsAgainst, home: false });

describe('form results', () => {
  it('reads W, D and L from the team side', () => {
    expect(formResult(home(2, 1))).toBe('W');
    expect(formResult(away(1, 1))).toBe('D');
    expect(formResult(away(0, 3))).toBe('L');
  });

  it('settles whole and half handicap lines for the giving and the receiving side', () => {
    // Home gives half a ball: a one-goal home win covers it, a draw does not.
    expect(handicapResult(home(1, 0), 0.5)).toBe('赢');
    expect(handicapResult(home(1, 1), 0.5)).toBe('输');
    // The away side receives the same half ball.
    expect(handicapResult(away(1, 1), 0.5)).toBe('赢');
    // One ball: a one-goal win returns the stake.
    expect(handicapResult(home(2, 1), 1)).toBe('走');
    expect(handicapResult(away(1, 2), 1)).toBe('走');
    expect(handicapResult(home(3, 1), 1)).toBe('赢');
    // Level ball (平手): a draw is 走.
    expect(handicapResult(home(0, 0), 0)).toBe('走');
    // Away side gives (negative line).
    expect(handicapResult(away(2, 0), -1.5)).toBe('赢');
    expect(handicapResult(home(0, 2), -1.5)).toBe('输');
  });

  it('reads a quarter line as two halves: half a win is 赢, half a loss 输', () => {
    // 平/半 (0.25): home draw loses half, a home win wins in full.
    expect(handicapResult(home(0, 0), 0.25)).toBe('输');
    expect(handicapResult(away(0, 0), 0.25)).toBe('赢');
    // 半/一 (0.75): a one-goal home win wins half.
    expect(handicapResult(home(1, 0), 0.75)).toBe('赢');
    expect(handicapResult(away(0, 1), 0.75)).toBe('输');
    expect(handicapResult(home(1, 0), null)).toBeNull();
  });

  it('settles the over/under line, quarter lines too', () => {
    expect(overUnderResult(3, 2.5)).toBe('大');
    expect(overUnderResult(2, 2.5)).toBe('小');
    expect(overUnderResult(3, 3)).toBe('走');
    // 2.5/3 (2.75): three goals win half of the over.
    expect(overUnderResult(3, 2.75)).toBe('大');
    // 2/2.5 (2.25): two goals lose half of the over.
    expect(overUnderResult(2, 2.25)).toBe('小');
    expect(overUnderResult(200, 201.5)).toBe('小');
    expect(overUnderResult(2, null)).toBeNull();
  });

  it('totals a run of matches', () => {
    const s = formSummary([
      { ...home(2, 0), handicap: '赢', overUnder: '小' },
      { ...away(1, 1), handicap: '走', overUnder: '小' },
      { ...away(0, 3), handicap: '输', overUnder: '大' },
      { ...home(4, 1), handicap: null, overUnder: null },
    ]);
    expect(s).toEqual({
      played: 4,
      win: 2,
      draw: 1,
      lost: 1,
      goalsFor: 7,
      goalsAgainst: 5,
      handicapWin: 1,
      handicapPush: 1,
      handicapLose: 1,
      over: 1,
      overUnderPush: 0,
      under: 2,
    });
  });

  it('puts goals into time bands, stoppage time in the band before it', () => {
    const b = goalBands([
      { minute: 1, forTeam: true },
      { minute: 15, forTeam: true },
      { minute: 16, forTeam: false },
      { minute: 45, forTeam: true },
      { minute: 46, forTeam: false },
      { minute: 90, forTeam: true },
      { minute: 118, forTeam: false },
    ]);
    expect(b.scored).toEqual([2, 0, 1, 0, 0, 1]);
    expect(b.conceded).toEqual([0, 1, 0, 1, 0, 1]);
  });
});
