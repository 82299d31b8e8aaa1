import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBasketSchedule, TLeagueData, TSchedule } from '@sports/contracts';
import { DIALECTS } from '../../../../test/db';
import { buildStats } from '../../../../test/match-factories';
import { buildCompetition, buildMatch, buildTeam } from '../../../../test/sports-factories';
import { createTestApp, type TestApp } from '../../../../test/app';

// The data centre's league, schedule and team statistics calls on a small world built here, each
// answer written out in full from the rows below (worked out by hand, not by the code under test).
describe.each(DIALECTS)('data centre answers from known rows (%s)', (dialect) => {
  let t: TestApp;
  const K = Date.UTC(2026, 1, 7, 12);
  const HOUR = 3_600_000;
  const ids = { fb: 0, fbSeason: 0, oldSeason: 0, r1: 0, r2: 0, bk: 0, bkSeason: 0, t1: 0, t2: 0, t3: 0, b1: 0, b2: 0 };
  const m = { m1: 0, m2: 0, m3: 0, k1: 0, k2: 0 };
  const data = async <T>(url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data as T;
  };
  const team = (id: number, n: number) => ({ id, name: `队${n}`, logo: `/badges/t${n}.png` });
  /** A schedule row with nothing beyond the score set. */
  const brief = (o: { id: number; kickoffAt: number; state: number; roundName: string | null; leagueName: string }) => ({
    groupName: null,
    homeHalfScore: null,
    awayHalfScore: null,
    homeEtScore: null,
    awayEtScore: null,
    homePenaltyScore: null,
    awayPenaltyScore: null,
    ...o,
  });

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const db = t.db.db;
    const fb = await buildCompetition(db, { name: '测试甲级联赛', short_name: '测甲', country: '英格兰', area: '欧洲', color: '#112233' });
    [ids.fb, ids.fbSeason] = [fb.id, fb.seasonId];
    const old = await db
      .insertInto('sport_season')
      .values({ competition_id: fb.id, name: '2025', start_year: 2025, created_at: K })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.oldSeason = Number(old.id);
    const round = async (name: string, sort: number) =>
      Number(
        (
          await db
            .insertInto('sport_round')
            .values({ season_id: fb.seasonId, name, name_en: `Round ${sort}`, kind: 'league', sort })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    [ids.r1, ids.r2] = [await round('第1轮', 1), await round('第2轮', 2)];
    const fbTeam = (n: number) => buildTeam(db, { short_name: `队${n}`, badge_url: `/badges/t${n}.png` });
    [ids.t1, ids.t2, ids.t3] = [await fbTeam(1), await fbTeam(2), await fbTeam(3)];
    // Round 1: 队1 2-0 队2 (half 1-0), 队3 1-1 队1 (half 0-1); round 2: 队2 v 队3 not started.
    m.m1 = await buildMatch(db, {
      competition: fb,
      round_id: ids.r1,
      home_team_id: ids.t1,
      away_team_id: ids.t2,
      state: 8,
      kickoff_at: K,
      home_score: 2,
      away_score: 0,
      home_half_score: 1,
      away_half_score: 0,
      home_yellow: 1,
      away_yellow: 2,
      home_red: 0,
      away_red: 1,
      home_corner: 5,
      away_corner: 3,
    });
    m.m2 = await buildMatch(db, {
      competition: fb,
      round_id: ids.r1,
      home_team_id: ids.t3,
      away_team_id: ids.t1,
      state: 8,
      kickoff_at: K + HOUR,
      home_score: 1,
      away_score: 1,
      home_half_score: 0,
      away_half_score: 1,
      home_yellow: 0,
      away_yellow: 1,
      home_corner: 2,
      away_corner: 4,
    });
    m.m3 = await buildMatch(db, {
      competition: fb,
      round_id: ids.r2,
      home_team_id: ids.t2,
      away_team_id: ids.t3,
      state: 1,
      kickoff_at: K + 7 * 24 * HOUR,
    });
    await buildStats(db, m.m1, [
      ['shots', 10, 4],
      ['shots_on_target', 6, 1],
      ['possession', 60, 40],
    ]);
    await buildStats(db, m.m2, [
      ['shots', 7, 9],
      ['shots_on_target', 3, 2],
      ['possession', 45, 55],
    ]);

    const bk = await buildCompetition(db, {
      sport: 'basketball',
      kind: 'league',
      name: '测试篮球联赛',
      short_name: '测篮',
      country: '中国',
      area: '亚洲',
      color: '#445566',
    });
    [ids.bk, ids.bkSeason] = [bk.id, bk.seasonId];
    const bkTeam = (n: number) => buildTeam(db, { sport: 'basketball', short_name: `队${n}`, badge_url: `/badges/t${n}.png` });
    [ids.b1, ids.b2] = [await bkTeam(4), await bkTeam(5)];
    m.k2 = await buildMatch(db, {
      sport: 'basketball',
      competition: bk,
      home_team_id: ids.b2,
      away_team_id: ids.b1,
      state: 1,
      kickoff_at: K + 2 * HOUR,
    });
    m.k1 = await buildMatch(db, {
      sport: 'basketball',
      competition: bk,
      home_team_id: ids.b1,
      away_team_id: ids.b2,
      state: 10,
      kickoff_at: K,
      home_score: 101,
      away_score: 99,
    });
  });
  afterAll(() => t.close());

  it('gives a football and a basketball league with their seasons, newest first', async () => {
    expect(await data<TLeagueData>(`/tapi/live/fb/league/leagueData?leagueId=${ids.fb}`)).toEqual({
      id: ids.fb,
      name: '测试甲级联赛',
      shortName: '测甲',
      countrys: '英格兰',
      kind: 'league',
      color: '#112233',
      area: '欧洲',
      sport: 'football',
      seasons: [
        { id: ids.fbSeason, name: '2026', startYear: 2026 },
        { id: ids.oldSeason, name: '2025', startYear: 2025 },
      ],
    });
    expect(await data<TLeagueData>(`/tapi/live/basket/league/leagueData?leagueId=${ids.bk}`)).toEqual({
      id: ids.bk,
      name: '测试篮球联赛',
      shortName: '测篮',
      countrys: '中国',
      kind: 'league',
      color: '#445566',
      area: '亚洲',
      sport: 'basketball',
      seasons: [{ id: ids.bkSeason, name: '2026', startYear: 2026 }],
    });
  });

  it('gives the football schedule of a season and of one round, in kick-off order', async () => {
    const m1 = brief({ id: m.m1, kickoffAt: K, state: 8, roundName: '第1轮', leagueName: '测甲' });
    const rows = {
      m1: { ...m1, home: team(ids.t1, 1), away: team(ids.t2, 2), homeScore: 2, awayScore: 0, homeHalfScore: 1, awayHalfScore: 0 },
      m2: {
        ...brief({ id: m.m2, kickoffAt: K + HOUR, state: 8, roundName: '第1轮', leagueName: '测甲' }),
        home: team(ids.t3, 3),
        away: team(ids.t1, 1),
        homeScore: 1,
        awayScore: 1,
        homeHalfScore: 0,
        awayHalfScore: 1,
      },
      m3: {
        ...brief({ id: m.m3, kickoffAt: K + 7 * 24 * HOUR, state: 1, roundName: '第2轮', leagueName: '测甲' }),
        home: team(ids.t2, 2),
        away: team(ids.t3, 3),
        homeScore: 0,
        awayScore: 0,
      },
    };
    const months = [{ month: '2026-02', matches: 3 }];
    expect(await data<TSchedule>(`/tapi/live/fb/league/schedule?seasonId=${ids.fbSeason}`)).toEqual({
      seasonId: ids.fbSeason,
      roundId: null,
      month: null,
      months,
      matches: [rows.m1, rows.m2, rows.m3],
    });
    expect(await data<TSchedule>(`/tapi/live/fb/league/schedule?seasonId=${ids.fbSeason}&roundId=${ids.r1}`)).toEqual({
      seasonId: ids.fbSeason,
      roundId: ids.r1,
      month: null,
      months: [],
      matches: [rows.m1, rows.m2],
    });
    expect(await data<TSchedule>(`/tapi/live/fb/league/schedule?seasonId=${ids.fbSeason}&month=2026-02`)).toEqual({
      seasonId: ids.fbSeason,
      roundId: null,
      month: '2026-02',
      months,
      matches: [rows.m1, rows.m2, rows.m3],
    });
    for (const [month, status, message] of [
      ['2026-13', 400, 'month 必须是年月，如 2026-03'],
      ['2026-05', 404, '该赛季这个月没有比赛'],
    ] as const) {
      const res = await t.app.inject({ url: `/tapi/live/fb/league/schedule?seasonId=${ids.fbSeason}&month=${month}` });
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    // A season without matches has an empty schedule; another season's round is refused.
    expect(await data<TSchedule>(`/tapi/live/fb/league/schedule?seasonId=${ids.oldSeason}`)).toEqual({
      seasonId: ids.oldSeason,
      roundId: null,
      month: null,
      months: [],
      matches: [],
    });
    const other = await t.app.inject({ url: `/tapi/live/fb/league/schedule?seasonId=${ids.oldSeason}&roundId=${ids.r1}` });
    expect([other.statusCode, other.json().message]).toEqual([404, '该赛季没有这个轮次']);
  });

  it('gives the basketball schedule of a season by month in kick-off order', async () => {
    // Both games are in February 2026; today is later, so the last month with games is shown.
    expect(await data<TBasketSchedule>(`/tapi/live/basket/league/schedule?seasonId=${ids.bkSeason}`)).toEqual({
      seasonId: ids.bkSeason,
      month: '2026-02',
      months: [{ month: '2026-02', matches: 2 }],
      matches: [
        {
          ...brief({ id: m.k1, kickoffAt: K, state: 10, roundName: null, leagueName: '测篮' }),
          home: team(ids.b1, 4),
          away: team(ids.b2, 5),
          homeScore: 101,
          awayScore: 99,
        },
        {
          ...brief({ id: m.k2, kickoffAt: K + 2 * HOUR, state: 1, roundName: null, leagueName: '测篮' }),
          home: team(ids.b2, 5),
          away: team(ids.b1, 4),
          homeScore: 0,
          awayScore: 0,
        },
      ],
    });
    const wrong = await t.app.inject({ url: `/tapi/live/basket/league/schedule?seasonId=${ids.fbSeason}` });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, '该赛季不是篮球赛季']);
  });

  it("gives each football team's season statistics over its finished matches, most goals first", async () => {
    // 队1: 2-0 at home, 1-1 away: 3 scored, 1 conceded, one clean sheet, 1+1 yellows, 5+4 corners,
    // 10+9 shots, 6+2 on target, possession (60+55)/2; 队3: 1-1 at home; 队2: 0-2 away, a red card.
    expect(await data(`/tapi/live/fb-team/stats/season?seasonId=${ids.fbSeason}`)).toEqual({
      seasonId: ids.fbSeason,
      list: [
        {
          team: team(ids.t1, 1),
          played: 2,
          goals: 3,
          conceded: 1,
          cleanSheets: 1,
          yellow: 2,
          red: 0,
          corners: 9,
          shots: 19,
          shotsOnTarget: 8,
          possession: 57.5,
        },
        {
          team: team(ids.t3, 3),
          played: 1,
          goals: 1,
          conceded: 1,
          cleanSheets: 0,
          yellow: 0,
          red: 0,
          corners: 2,
          shots: 7,
          shotsOnTarget: 3,
          possession: 45,
        },
        {
          team: team(ids.t2, 2),
          played: 1,
          goals: 0,
          conceded: 2,
          cleanSheets: 0,
          yellow: 2,
          red: 1,
          corners: 3,
          shots: 4,
          shotsOnTarget: 1,
          possession: 40,
        },
      ],
    });
    expect(await data(`/tapi/live/fb-team/stats/season?seasonId=${ids.oldSeason}`)).toEqual({ seasonId: ids.oldSeason, list: [] });
    const wrong = await t.app.inject({ url: `/tapi/live/fb-team/stats/season?seasonId=${ids.bkSeason}` });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, '该赛季不是足球赛季']);
  });
});
