import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import {
  BASKETBALL_STATE,
  MESSAGES,
  handicapLineText,
  overUnderLineText,
  type TMatchAnalysis,
  type TOddsBook,
  type TThreeJoinOne,
} from '@sports/contracts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { DIALECTS } from '../../../../test/db';
import { buildBookmaker, buildCompetition, buildMatch, buildOdds, buildTeam } from '../../../../test/sports-factories';

// Basketball odds on the match pages: each bookmaker's money line, handicap and total with their
// phases, and the recent form against the closing lines, checked against answers worked out by hand
// from the rows below. Basketball lines are points (a positive line: the home side gives them) and
// are shown as points (-5.5, 210.5), not as football's half-ball strings.
describe.each(DIALECTS)('basketball odds on %s', (dialect) => {
  let t: TestApp;
  let match = 0;
  let football = 0;
  let [a, b, bm1, bm2] = [0, 0, 0, 0];
  const AT = Date.UTC(2026, 2, 1, 12);
  const DAY = 86_400_000;
  const data = async <T>(url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data as T;
  };
  const values = (v: { home?: number | null; draw?: number | null; away?: number | null; line?: number | null }, at: number) => ({
    home: v.home ?? null,
    draw: v.draw ?? null,
    away: v.away ?? null,
    line: v.line ?? null,
    at,
  });

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const db = t.db.db;
    const league = await buildCompetition(db, { sport: 'basketball', name: '测试篮球联赛' });
    [a, b] = [await buildTeam(db, { sport: 'basketball' }), await buildTeam(db, { sport: 'basketball' })];
    [bm1, bm2] = [await buildBookmaker(db, { name: '篮一', sort: 1 }), await buildBookmaker(db, { name: '篮二', sort: 2 })];
    const now = Date.now();
    match = await buildMatch(db, {
      sport: 'basketball',
      competition: league,
      home_team_id: a,
      away_team_id: b,
      state: BASKETBALL_STATE.notStarted,
      kickoff_at: now + 3_600_000,
    });
    await buildOdds(db, match, bm1, 'europe', { open: { home: 1.6, away: 2.3, at: AT } });
    await buildOdds(db, match, bm1, 'handicap', {
      open: { home: 0.9, away: 0.9, line: 5.5, at: AT },
      live: { home: 0.88, away: 0.92, line: 6.5, at: AT + 60_000 },
    });
    await buildOdds(db, match, bm1, 'overunder', { open: { home: 0.9, away: 0.9, line: 210.5, at: AT } });
    await buildOdds(db, match, bm2, 'handicap', {
      open: { home: 0.95, away: 0.85, line: 4.5, at: AT },
      inplay: { home: 0.8, away: 1.0, line: -2.5, at: AT + 120_000 },
    });
    // Three past meetings, newest first: A 100-90 B, B 101-98 A, A 95-90 B.
    const past = async (home: number, away: number, hs: number, as: number, daysAgo: number) =>
      buildMatch(db, {
        sport: 'basketball',
        competition: league,
        home_team_id: home,
        away_team_id: away,
        state: BASKETBALL_STATE.finished,
        kickoff_at: now - daysAgo * DAY,
        home_score: hs,
        away_score: as,
      });
    const p1 = await past(a, b, 100, 90, 1);
    const p2 = await past(b, a, 101, 98, 2);
    const p3 = await past(a, b, 95, 90, 3);
    // Closing line = live, else opening, of the first bookmaker pricing the match (bm2's are ignored).
    await buildOdds(db, p1, bm1, 'handicap', { open: { home: 0.9, away: 0.9, line: 4.5 }, live: { home: 0.9, away: 0.9, line: 5.5 } });
    await buildOdds(db, p1, bm1, 'overunder', { open: { home: 0.9, away: 0.9, line: 185.5 } });
    await buildOdds(db, p1, bm2, 'handicap', { open: { home: 0.9, away: 0.9, line: 20.5 } });
    await buildOdds(db, p2, bm1, 'handicap', { open: { home: 0.9, away: 0.9, line: 4 } });
    await buildOdds(db, p2, bm1, 'overunder', { open: { home: 0.9, away: 0.9, line: 200 } });
    await buildOdds(db, p3, bm1, 'handicap', { open: { home: 0.9, away: 0.9, line: 5 } });
    await buildOdds(db, p3, bm1, 'overunder', { open: { home: 0.9, away: 0.9, line: 185 } });
    football = await buildMatch(db, { kickoff_at: now });
  });
  afterAll(() => t.close());

  it('gives every bookmaker its money line, handicap and total by phase, in the bookmakers order', async () => {
    const books = await data<TOddsBook[]>(`/tapi/live/basket/zhi/odds?matchId=${match}`);
    expect(books).toEqual([
      {
        bookmakerId: bm1,
        bookmakerName: '篮一',
        europe: { open: values({ home: 1.6, away: 2.3 }, AT), live: null, inplay: null },
        handicap: {
          open: values({ home: 0.9, away: 0.9, line: 5.5 }, AT),
          live: values({ home: 0.88, away: 0.92, line: 6.5 }, AT + 60_000),
          inplay: null,
        },
        overunder: { open: values({ home: 0.9, away: 0.9, line: 210.5 }, AT), live: null, inplay: null },
      },
      {
        bookmakerId: bm2,
        bookmakerName: '篮二',
        europe: null,
        handicap: {
          open: values({ home: 0.95, away: 0.85, line: 4.5 }, AT),
          live: null,
          inplay: values({ home: 0.8, away: 1.0, line: -2.5 }, AT + 120_000),
        },
        overunder: null,
      },
    ]);
    // Shown as points: the home side gives 6.5 (-6.5), receives 2.5 (+2.5); the total stays 210.5.
    const [one, two] = books;
    const giveLine = one?.handicap?.live?.line;
    const receiveLine = two?.handicap?.inplay?.line;
    const totalLine = one?.overunder?.open?.line;
    assert.exists(giveLine);
    assert.exists(receiveLine);
    assert.exists(totalLine);
    expect(handicapLineText('basketball', giveLine)).toBe('-6.5');
    expect(handicapLineText('basketball', receiveLine)).toBe('+2.5');
    expect(overUnderLineText('basketball', totalLine)).toBe('210.5');
  });

  it('puts the opening beside the current (in play, else live, else opening) value in three-in-one', async () => {
    const three = await data<TThreeJoinOne>(`/tapi/live/odds/three-join-one?matchId=${match}`);
    expect(
      three.map((r) => [r.bookmakerName, r.handicap?.open?.line, r.handicap?.current?.line, r.overunder?.current?.line ?? null]),
    ).toEqual([
      ['篮一', 5.5, 6.5, 210.5],
      ['篮二', 4.5, -2.5, null],
    ]);
    expect(three[0]?.europe).toEqual({ open: values({ home: 1.6, away: 2.3 }, AT), current: values({ home: 1.6, away: 2.3 }, AT) });
  });

  it('settles the recent meetings against the closing handicap and total', async () => {
    const analysis = await data<TMatchAnalysis>(`/tapi/live/basket/match/analysis?matchId=${match}`);
    const rows = analysis.headToHead.matches.map((m) => [
      m.homeScore,
      m.awayScore,
      m.handicapLine,
      m.overUnderLine,
      m.result,
      m.handicapResult,
      m.overUnderResult,
    ]);
    // From A's side: 100-90 giving 5.5 wins by 4.5 (赢), 190 over 185.5 (大); away at B giving 4,
    // losing by 3 covers (赢), 199 under 200 (小); 95-90 giving 5 lands on it (走), 185 on 185 (走).
    expect(rows).toEqual([
      [100, 90, 5.5, 185.5, 'W', '赢', '大'],
      [101, 98, 4, 200, 'L', '赢', '小'],
      [95, 90, 5, 185, 'W', '走', '走'],
    ]);
    // B's own form is the same matches from the other side.
    expect(analysis.away.matches.map((m) => [m.result, m.handicapResult, m.overUnderResult])).toEqual([
      ['L', '输', '大'],
      ['W', '输', '小'],
      ['L', '走', '走'],
    ]);
  });

  it('refuses a football match, an unknown id and a malformed one in Chinese', async () => {
    for (const id of [football, 99_999_999]) {
      const res = await t.app.inject({ url: `/tapi/live/basket/zhi/odds?matchId=${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: MESSAGES.MATCH_NOT_FOUND.code, message: '比赛不存在' });
    }
    const bad = await t.app.inject({ url: '/tapi/live/basket/zhi/odds?matchId=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
