import { describe, expect, it } from 'vitest';
import type { TMatchIncident, TTextLiveLine } from '@sports/contracts';
import { momentumSeries } from './momentum';

const line = (minute: number, type: string, side: 'home' | 'away' | null): TTextLiveLine => ({
  seq: minute,
  minute,
  type,
  side,
  content: '',
  homeScore: 0,
  awayScore: 0,
  createdAt: 0,
});
const goal = (minute: number, side: 'home' | 'away', type: TMatchIncident['type'] = 'goal'): TMatchIncident => ({
  id: minute,
  seq: minute,
  type,
  side,
  minute,
  addedMinute: null,
  playerName: null,
  relatedPlayerName: null,
  homeScore: 0,
  awayScore: 0,
});

describe('momentum series', () => {
  it('is flat before anything happens and empty before kick-off', () => {
    expect(momentumSeries([], [], 0)).toEqual([]);
    expect(momentumSeries([], [line(3, 'state', null)], 5).every((p) => p.value === 0)).toBe(true);
  });

  it('rises for home pressure, falls for away pressure and fades over the next minutes', () => {
    const s = momentumSeries([goal(10, 'home')], [line(10, 'shot', 'home'), line(30, 'corner', 'away')], 40);
    expect(s).toHaveLength(40);
    const at = (m: number) => s[m - 1].value;
    expect(at(10)).toBe(100);
    expect(at(11)).toBeGreaterThan(0);
    expect(at(11)).toBeLessThan(at(10));
    expect(at(16)).toBe(0);
    expect(at(30)).toBeLessThan(0);
    expect(at(9)).toBe(0);
  });

  it('credits an own goal to the side it counts for and ignores lines without a side', () => {
    const s = momentumSeries([goal(5, 'away', 'own_goal')], [line(5, 'corner', null)], 10);
    expect(s[4].value).toBe(-100);
  });

  it('puts stoppage-time events in the last minute shown', () => {
    const s = momentumSeries([{ ...goal(45, 'home'), addedMinute: 3 }], [], 45);
    expect(s[44].value).toBe(100);
  });
});
