import { describe, expect, it } from 'vitest';
import type { TMatchIncident, TScoreMatch } from '@sports/contracts';
import { alertKind } from '../../lib/score-alerts';
import { asFilter, groupByCountry, hotOnly, invertSelection, selectAll, toggle, type TPickGroup } from './league-selection';
import { alertText, footballStatus, mergePatch } from './score-format';

const groups: TPickGroup[] = [
  { title: '热门赛事', leagues: [{ id: 1, shortName: '英超', color: '#000', hot: true }] },
  {
    title: '英格兰',
    leagues: [
      { id: 1, shortName: '英超', color: '#000', hot: true },
      { id: 2, shortName: '英冠', color: '#111', hot: false },
    ],
  },
  { title: '中国', leagues: [{ id: 3, shortName: '中超', color: '#222', hot: false }] },
];

describe('league selection', () => {
  it('selects all, inverts and keeps hot leagues only', () => {
    expect([...selectAll(groups)]).toEqual([1, 2, 3]);
    expect([...invertSelection(groups, new Set([1]))]).toEqual([2, 3]);
    expect([...hotOnly(groups)]).toEqual([1]);
    expect([...toggle(new Set([1, 2]), 2)]).toEqual([1]);
    expect([...toggle(new Set([1]), 3)]).toEqual([1, 3]);
  });

  it('means no filter when everything is chosen', () => {
    expect(asFilter(groups, new Set([1, 2, 3]))).toBeNull();
    expect(asFilter(groups, new Set([3, 1]))).toEqual([1, 3]);
  });

  it('groups a filter list: hot first, then by country', () => {
    const g = groupByCountry([
      { id: 1, shortName: '英超', color: '#000', hot: true, country: '英格兰' },
      { id: 3, shortName: '中超', color: '#222', hot: false, country: '中国' },
      { id: 2, shortName: '英冠', color: '#111', hot: false, country: '英格兰' },
    ]);
    expect(g.map((x) => [x.title, x.leagues.map((l) => l.id)])).toEqual([
      ['热门赛事', [1]],
      ['英格兰', [1, 2]],
      ['中国', [3]],
    ]);
  });
});

const row = {
  id: 7,
  sport: 'football',
  state: 4,
  periodStartAt: 0,
  minute: 60,
  homeScore: 1,
  awayScore: 0,
  collected: true,
  competition: { id: 1, name: '英格兰超级联赛', shortName: '英超', color: '#000' },
  home: { id: 1, name: '曼城', logo: '', rank: 1 },
  away: { id: 2, name: '阿森纳', logo: '', rank: 2 },
} as unknown as TScoreMatch;

describe('live rows', () => {
  it('merges a patch without losing the fields it does not carry', () => {
    const next = mergePatch(row, { id: 7, sport: 'football', homeScore: 2, minute: 67, incident: undefined });
    expect(next).toMatchObject({ homeScore: 2, awayScore: 0, minute: 67, collected: true });
    expect('incident' in next).toBe(false);
  });

  it('gives the row itself back when a patch changes nothing (a memoised row skips its render)', () => {
    const withOdds = { ...row, odds: { handicap: { line: 0.5, home: 0.9, away: 0.95 }, overUnder: null } } as TScoreMatch;
    expect(mergePatch(withOdds, { id: 7, sport: 'football', homeScore: 1, odds: structuredClone(withOdds.odds) })).toBe(withOdds);
    expect(mergePatch(withOdds, { id: 7, sport: 'football', odds: { ...withOdds.odds, handicap: null } })).not.toBe(withOdds);
  });

  it('pops up goals and red cards only', () => {
    expect(alertKind('goal')).toBe('goal');
    expect(alertKind('own_goal')).toBe('goal');
    expect(alertKind('penalty')).toBe('goal');
    expect(alertKind('red')).toBe('red');
    expect(alertKind('second_yellow')).toBe('red');
    expect(alertKind('yellow')).toBeNull();
    expect(alertKind('missed_penalty')).toBeNull();
  });

  it('says who scored, when, and the new score', () => {
    const incident = { type: 'goal', side: 'home', minute: 67, addedMinute: null, playerName: '哈兰德' } as TMatchIncident;
    expect(alertText('goal', { ...row, homeScore: 2 }, incident)).toEqual({
      title: '进球！曼城 哈兰德',
      body: "英超 67'  曼城 2 - 0 阿森纳",
    });
    const red = { type: 'red', side: 'away', minute: 45, addedMinute: 2, playerName: null } as TMatchIncident;
    expect(alertText('red', row, red).title).toBe('红牌！阿森纳');
    expect(alertText('red', row, red).body).toContain("45+2'");
  });

  it('shows the minute while the ball rolls and the state text otherwise', () => {
    expect(footballStatus({ state: 4, periodStartAt: 0, minute: 67 }, 0)).toEqual({ text: '67', running: true });
    expect(footballStatus({ state: 3, periodStartAt: 0, minute: 45 }, 0)).toEqual({ text: '中场', running: false });
  });
});
