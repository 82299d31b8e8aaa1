import { assert, describe, expect, it } from 'vitest';
import { BASKETBALL_STATE, FOOTBALL_STATE, addDays, shanghaiDayStart } from '@sports/contracts';
import type { LiveColumns } from '../../modules/sports/feed-service';
import { planBasketball } from './basketball';
import { fixturesOf, lotteryEntries } from './calendar';
import { planFootball } from './football';
import type { MatchPlan, PlanInput } from './plan';
import { squadOf } from './squads';

const team = (key: string, strength: number, sport: 'football' | 'basketball' = 'football') => ({
  key,
  name: key,
  strength,
  squad: squadOf(1, sport, key, false),
  coach: '教练',
});
const input = (key: string, home = 1, away = 1, seed = 1): PlanInput => ({
  seed,
  key,
  kickoffAt: 1_000_000_000_000,
  home: team('主队', home),
  away: team('客队', away),
});
const bkInput = (key: string, seed = 1): PlanInput => ({
  ...input(key, 1, 1, seed),
  home: team('主队', 1, 'basketball'),
  away: team('客队', 1, 'basketball'),
  quarterMinutes: 12,
});

/** The score a plan ends with: every plan sets both scores from kick-off on. */
function finalScore(end: LiveColumns) {
  const { home_score: home, away_score: away } = end;
  assert.exists(home, 'home score');
  assert.exists(away, 'away score');
  return { home, away };
}

/** The match columns after every step up to `until` (ms from kick-off). */
function stateAt(plan: MatchPlan, until = Infinity): LiveColumns {
  return plan.steps.filter((s) => s.at <= until).reduce<LiveColumns>((acc, s) => ({ ...acc, ...s.match }), {});
}

describe('football plans', () => {
  it('are the same for the same seed and key, and differ with the seed', () => {
    expect(JSON.stringify(planFootball(input('m1')))).toBe(JSON.stringify(planFootball(input('m1'))));
    expect(JSON.stringify(planFootball(input('m1', 1, 1, 2)))).not.toBe(JSON.stringify(planFootball(input('m1'))));
  });

  it('score about 2.7 goals a match and the stronger side wins more', () => {
    let goals = 0;
    let played = 0;
    let strongWins = 0;
    let weakWins = 0;
    for (let i = 0; i < 400; i++) {
      const end = stateAt(planFootball(input(`g${i}`, 1.2, 0.9)));
      if (end.state !== FOOTBALL_STATE.finished) continue;
      played++;
      const { home, away } = finalScore(end);
      goals += home + away;
      if (home > away) strongWins++;
      if (home < away) weakWins++;
    }
    const rate = goals / played;
    expect(rate).toBeGreaterThan(2.3);
    expect(rate).toBeLessThan(3.3);
    expect(strongWins).toBeGreaterThan(weakWins * 1.5);
  });

  it('go through first half, half time, second half and full time with a running minute', () => {
    const plan = planFootball(input('flow'));
    const states = plan.steps.flatMap((s) => (s.match?.state !== undefined ? [s.match.state] : []));
    expect(states).toEqual([FOOTBALL_STATE.firstHalf, FOOTBALL_STATE.halfTime, FOOTBALL_STATE.secondHalf, FOOTBALL_STATE.finished]);
    const halfTime = plan.steps.find((s) => s.match?.state === FOOTBALL_STATE.halfTime);
    assert.isDefined(halfTime);
    const htAt = halfTime.at;
    const minutes = (first: boolean) =>
      plan.steps.flatMap((s) => (typeof s.match?.minute === 'number' && s.at < htAt === first ? [s.match.minute] : []));
    // 1 … 45, then 46, 47 … in first-half stoppage time (shown as 45+); 46 … 90+ after the break.
    for (const [list, from] of [
      [minutes(true), 1],
      [minutes(false), 46],
    ] as const) {
      expect(list[0]).toBe(from);
      expect(list).toEqual(list.map((_, i) => from + i));
    }
    const half = stateAt(plan, htAt);
    expect(half.home_half_score).toBe(half.home_score);
    expect(half.period_start_at).toBeNull();
    const second = plan.steps.find((s) => s.match?.state === FOOTBALL_STATE.secondHalf);
    assert.isDefined(second);
    expect(second.match?.period_start_at).toBe(input('flow').kickoffAt + second.at);
    // Incidents are numbered in time order and their scores never go back.
    const incidents = plan.steps.flatMap((s) => s.incidents ?? []);
    expect(incidents.map((i) => i.seq)).toEqual(incidents.map((_, i) => i + 1));
  });

  it('record each goal as an incident with the score after it', () => {
    for (let i = 0; i < 30; i++) {
      const plan = planFootball(input(`inc${i}`));
      const end = stateAt(plan);
      if (end.state !== FOOTBALL_STATE.finished) continue;
      const goals = plan.steps.flatMap((s) => s.incidents ?? []).filter((x) => ['goal', 'penalty', 'own_goal'].includes(x.type));
      const { home, away } = finalScore(end);
      expect(goals.length).toBe(home + away);
      const last = goals.at(-1);
      if (last) expect([last.homeScore, last.awayScore]).toEqual([end.home_score, end.away_score]);
    }
  });

  it('move the in-play lines with the score: the leader becomes the favourite', () => {
    let checked = 0;
    for (let i = 0; i < 60 && checked < 5; i++) {
      const plan = planFootball(input(`odds${i}`));
      const firstGoal = plan.steps.find((s) => s.incidents?.some((x) => x.type === 'goal' && x.minute < 60));
      if (!firstGoal) continue;
      const goal = firstGoal.incidents?.find((x) => x.type === 'goal');
      assert.isDefined(goal);
      const scorer = goal.side;
      const before = plan.steps
        .filter((s) => s.at < firstGoal.at && s.odds?.some((q) => q.bookmaker === 'macau' && q.market === 'europe'))
        .at(-1);
      assert.isDefined(before);
      const after = plan.steps.find((s) => s.at > firstGoal.at && s.odds?.some((q) => q.bookmaker === 'macau' && q.phase === 'inplay'));
      assert.isDefined(after);
      const eu = (s: typeof before) => {
        const quote = s.odds?.find((q) => q.bookmaker === 'macau' && q.market === 'europe');
        assert.isDefined(quote);
        return quote;
      };
      const priceAfter = eu(after)[scorer];
      const priceBefore = eu(before)[scorer];
      assert.exists(priceAfter);
      assert.exists(priceBefore);
      expect(priceAfter).toBeLessThan(priceBefore);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('basketball plans', () => {
  it('score quarter by quarter with a clock and end with a winner (overtime when level)', () => {
    let overtimes = 0;
    for (let i = 0; i < 200; i++) {
      const plan = planBasketball(bkInput(`b${i}`));
      const end = stateAt(plan);
      if (end.state !== BASKETBALL_STATE.finished) continue;
      assert.exists(end.home_quarter_scores);
      assert.exists(end.away_quarter_scores);
      const home = JSON.parse(end.home_quarter_scores) as number[];
      const away = JSON.parse(end.away_quarter_scores) as number[];
      expect(home.length).toBeGreaterThanOrEqual(4);
      expect(home.reduce((a, b) => a + b, 0)).toBe(end.home_score);
      expect(away.reduce((a, b) => a + b, 0)).toBe(end.away_score);
      expect(end.home_score).not.toBe(end.away_score);
      const points = finalScore(end);
      expect(points.home + points.away).toBeGreaterThan(170);
      expect(points.home + points.away).toBeLessThan(290);
      if (home.length > 4) overtimes++;
    }
    expect(overtimes).toBeGreaterThan(0);
    expect(overtimes).toBeLessThan(30);
  });

  it('count the clock down within a quarter and stop it between quarters', () => {
    const plan = planBasketball(bkInput('clock'));
    const states = plan.steps.flatMap((s) => (s.match?.state !== undefined ? [s.match.state] : []));
    expect(states.slice(0, 8)).toEqual([2, 3, 4, 5, 6, 7, 8, states[7]]);
    const q1 = plan.steps.flatMap((s) => {
      const left = s.match?.time_left;
      return s.at < 12 * 60_000 && typeof left === 'number' ? [left] : [];
    });
    expect(q1[0]).toBe(720);
    expect(q1).toEqual([...q1].sort((a, b) => b - a));
    expect(stateAt(plan, 12 * 60_000).time_left).toBe(0);
  });
});

describe('calendar and lottery numbers', () => {
  it('is the same for a seed and puts real leagues through the day', () => {
    const a = fixturesOf(3, '2026-11-21');
    expect(a.map((f) => f.key)).toEqual(fixturesOf(3, '2026-11-21').map((f) => f.key));
    const names = new Set(a.map((f) => f.competition.shortName));
    for (const n of ['英超', '西甲', '中超', 'NBA', 'CBA']) expect(names).toContain(n);
    for (const f of a) expect(f.home).not.toBe(f.away);
  });

  it('numbers 竞彩 matches per business day as 周六001 … in kick-off order', () => {
    const handicap = () => -1;
    const entries = lotteryEntries(3, '2026-11-21', handicap).filter((e) => e.code === 'jczq' && e.issue === '20261121');
    expect(entries.length).toBeGreaterThan(3);
    const sorted = [...entries].sort((a, b) => a.sort - b.sort);
    expect(sorted[0]?.no).toBe('周六001');
    sorted.forEach((e, i) => expect(e.no).toBe(`周六${String(i + 1).padStart(3, '0')}`));
    const kick = new Map(fixturesOf(3, '2026-11-21').map((f) => [f.key, f.kickoffAt]));
    const kicks = sorted.flatMap((e) => kick.get(e.fixtureKey) ?? []);
    expect(kicks).toHaveLength(sorted.length);
    expect(kicks).toEqual([...kicks].sort((a, b) => a - b));
    // A match before noon belongs to the previous business day (Friday, 周五).
    const early = lotteryEntries(3, '2026-11-21', handicap).filter((e) => e.code === 'jczq' && e.issue === '20261120');
    for (const e of early) expect(e.no.startsWith('周五')).toBe(true);
  });

  it('gives 足彩 issues 14 matches numbered 1 to 14 and 北单 three-digit numbers', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22'];
    const zc = days
      .flatMap((d) => lotteryEntries(3, d, () => null))
      .filter(
        (e) =>
          e.code === 'zc' &&
          e.issue === days.map((d) => lotteryEntries(3, d, () => null).find((x) => x.code === 'zc')?.issue).find(Boolean),
      );
    expect(zc.map((e) => Number(e.no)).sort((a, b) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const bjdc = lotteryEntries(3, '2026-11-21', () => -1).filter((e) => e.code === 'bjdc');
    for (const e of bjdc) expect(e.no).toMatch(/^\d{3}$/);
  });

  it('with friendlies has three football matches in play at every minute of any day, for clubs free that day', () => {
    // A football match lasts at least 105 minutes from kick-off (two halves and the break).
    const PLAYING = 105 * 60_000;
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']) {
      const day = fixturesOf(7, date, true);
      const before = fixturesOf(7, addDays(date, -1), true);
      const football = [...before, ...day].filter((f) => f.competition.sport === 'football');
      for (let t = shanghaiDayStart(date); t < shanghaiDayStart(date) + 86_400_000; t += 60_000) {
        expect(football.filter((f) => f.kickoffAt <= t && t < f.kickoffAt + PLAYING).length).toBeGreaterThanOrEqual(3);
      }
      const friendlies = day.filter((f) => f.competition.code === 'club.friendly');
      expect(friendlies.length).toBeGreaterThan(0);
      const leagueTeams = new Set(day.filter((f) => f.competition.code !== 'club.friendly').flatMap((f) => [f.home, f.away]));
      for (const f of friendlies) expect(leagueTeams.has(f.home) || leagueTeams.has(f.away)).toBe(false);
      // The league calendar is the same with or without them.
      expect(day.filter((f) => f.competition.code !== 'club.friendly')).toEqual(fixturesOf(7, date));
    }
  });
});
