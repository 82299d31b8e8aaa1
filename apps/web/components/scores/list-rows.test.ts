import { describe, expect, it } from 'vitest';
import { ZScoreMatchSchema, type TScoreMatch } from '@sports/contracts';
import { packRows, unpackRows } from './list-rows';

const premier = { id: 3, name: '英格兰超级联赛', shortName: '英超', color: '#3d195b' };
const laLiga = { id: 13, name: '西班牙甲级联赛', shortName: '西甲', color: '#ee8707' };

/** A match with every field set (a basketball one carries quarters and a clock; all else is the same shape). */
const full: TScoreMatch = ZScoreMatchSchema.parse({
  id: 96,
  sport: 'football',
  top: true,
  competition: laLiga,
  roundName: '第12轮',
  home: { id: 187, name: '巴萨', logo: '/api/sports/badge/187.svg', rank: 2 },
  away: { id: 188, name: '比利亚雷亚尔', logo: '/api/sports/badge/188.svg', rank: null },
  state: 4,
  kickoffAt: 1_795_865_400_000,
  periodStartAt: 1_795_869_180_000,
  minute: 79,
  addedTime: 3,
  homeScore: 2,
  awayScore: 2,
  homeHalfScore: 1,
  awayHalfScore: 1,
  homeRed: 0,
  awayRed: 1,
  homeYellow: 2,
  awayYellow: 0,
  homeCorner: 4,
  awayCorner: 4,
  homeEtScore: 0,
  awayEtScore: 0,
  homePenaltyScore: 4,
  awayPenaltyScore: 3,
  homeQuarterScores: [25, 30],
  awayQuarterScores: [20, 0],
  timeLeft: 0,
  timeLeftAt: 1_795_871_160_000,
  odds: {
    bookmaker: '澳门',
    europe: { home: 5.29, draw: 1.32, away: 8.82 },
    handicap: { line: 0, home: 0.83, away: 0.97 },
    overUnder: null,
  },
  lotteryNo: '周六001',
  lotteryHandicap: -1,
  collected: true,
  updatedAt: 1_795_871_160_000,
});

/** A match not started: most of its fields empty. */
const coming: TScoreMatch = ZScoreMatchSchema.parse({
  ...Object.fromEntries(
    Object.entries(full).map(([k, v]) => [
      k,
      v === true ? false : typeof v === 'number' || typeof v === 'string' || Array.isArray(v) ? null : v,
    ]),
  ),
  id: 97,
  sport: 'football',
  competition: premier,
  home: { id: 1, name: '曼城', logo: '', rank: null },
  away: { id: 2, name: '阿森纳', logo: '', rank: 1 },
  state: 1,
  kickoffAt: 1_795_880_000_000,
  homeScore: 0,
  awayScore: 0,
  odds: { bookmaker: null, europe: null, handicap: null, overUnder: null },
  updatedAt: 1_795_871_000_000,
});

describe('a score list as a page hands it to the browser', () => {
  const rows = [full, coming, { ...coming, id: 98, competition: laLiga }];

  it('unpacks into the very rows it was given, every field as it was', () => {
    const back = unpackRows(structuredClone(packRows('football', rows)));
    expect(back).toStrictEqual(rows);
    for (const r of back) expect(ZScoreMatchSchema.parse(r)).toEqual(r);
  });

  it('sends each league once and leaves out the empty fields, the flags that are off and the sport', () => {
    const packed = packRows('football', rows);
    expect(packed.leagues).toEqual([laLiga, premier]);
    expect(packed.rows.map((r) => r.c)).toEqual([0, 1, 0]);
    const second = packed.rows[1] ?? {};
    for (const key of ['sport', 'competition', 'roundName', 'minute', 'homeEtScore', 'lotteryNo', 'collected', 'top'])
      expect(second).not.toHaveProperty(key);
    // A zero is a value: it stays.
    expect(packed.rows[0]).toMatchObject({ homeRed: 0, top: true, collected: true });
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(rows).length * 0.75);
  });

  it('packs an empty list', () => {
    expect(unpackRows(packRows('basketball', []))).toEqual([]);
  });
});
