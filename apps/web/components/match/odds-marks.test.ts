import { describe, expect, it } from 'vitest';
import type { TOddsChange } from '@sports/contracts';
import { mainHandicapChanges, oddsMarks } from './odds-marks';

let at = 0;
const change = (minute: number | null, line: number, home: number, away: number, over: Partial<TOddsChange> = {}): TOddsChange => ({
  bookmakerId: 1,
  bookmakerName: '澳门',
  market: 'handicap',
  phase: minute === null ? 'live' : 'inplay',
  home,
  draw: null,
  away,
  line,
  minute,
  homeScore: 0,
  awayScore: 0,
  changedAt: (at += 60),
  ...over,
});

describe('odds marks', () => {
  it('has no marks without a history', () => {
    expect(oddsMarks([])).toEqual([]);
    expect(mainHandicapChanges([])).toEqual([]);
  });

  it('ignores small moves of line and water', () => {
    const h = [change(null, 0.5, 0.9, 0.95), change(10, 0.5, 0.85, 1.0), change(20, 0.5, 0.96, 0.9), change(30, 0.5, 1.04, 0.82)];
    expect(oddsMarks(h)).toEqual([]);
  });

  it('marks a quarter-ball line move at its minute with the half-ball strings and direction', () => {
    const h = [change(null, 0.5, 0.9, 0.95), change(20, 0.5, 0.92, 0.93), change(48, 0.75, 0.95, 0.9, { homeScore: 1 })];
    const marks = oddsMarks(h);
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ minute: 48, fromLine: '半球', toLine: '半/一', lineMoved: true, direction: 'home' });
    expect(marks[0].title).toBe("48' 亚盘 半球→半/一 偏向主队（1-0）");
  });

  it('points a falling line toward the away side, including across zero', () => {
    const marks = oddsMarks([change(null, 0.25, 0.9, 0.95), change(60, 0, 0.9, 0.95), change(70, -0.25, 0.9, 0.95)]);
    expect(marks.map((m) => [m.minute, m.fromLine, m.toLine, m.direction])).toEqual([
      [60, '平/半', '平手', 'away'],
      [70, '平手', '受让平/半', 'away'],
    ]);
  });

  it('marks a water move of 0.15 within one change toward the side whose water fell', () => {
    const marks = oddsMarks([change(null, 0.5, 0.95, 0.9), change(33, 0.5, 0.8, 1.05)]);
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ minute: 33, lineMoved: false, direction: 'home', fromLine: '半球', toLine: '半球' });
    expect(oddsMarks([change(null, 0.5, 0.9, 0.95), change(33, 0.5, 1.05, 0.78)])[0].direction).toBe('away');
  });

  it('never marks pre-match changes without a minute, however large', () => {
    const h = [change(null, 0.25, 0.9, 0.95, { phase: 'open' }), change(null, 1, 0.7, 1.2), change(null, 0.25, 0.95, 0.9)];
    expect(oddsMarks(h)).toEqual([]);
  });

  it('keeps only the main (first-listed) bookmaker handicap changes, oldest first', () => {
    const other = { bookmakerId: 2, bookmakerName: '皇冠' };
    const h = [
      change(50, 1, 0.9, 0.95, { changedAt: 500 }),
      change(null, 0.5, 0.9, 0.95, { changedAt: 100 }),
      change(40, 0.5, 0.9, 0.95, { ...other, changedAt: 400 }),
      change(45, 0.5, 1.9, 1.95, { market: 'overunder', changedAt: 450 }),
    ];
    const main = mainHandicapChanges(h);
    expect(main.map((c) => c.changedAt)).toEqual([100, 500]);
    expect(oddsMarks(main).map((m) => [m.minute, m.fromLine, m.toLine])).toEqual([[50, '半球', '一球']]);
  });
});
