import { afterAll, assert, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TScoreList, TScoreMatch } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildSession } from '../../../test/factories';
import { buildBookmaker, buildCompetition, buildIssue, buildLotteryMatch, buildMatch, buildOdds } from '../../../test/sports-factories';

/** Wednesday 2026-11-18 20:00 in Beijing. */
const NOW = Date.UTC(2026, 10, 18, 12, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe.each(DIALECTS)('score calls on %s', (dialect) => {
  let t: TestApp;
  let ids: Record<'live' | 'upcoming' | 'finished' | 'pinned' | 'yesterday' | 'tomorrow' | 'basket' | 'basketNext', number>;
  let leagues: Record<'epl' | 'csl' | 'nba', { id: number; seasonId: number }>;
  let token = '';
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const data = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data as T;
  };
  const badRequest = async (url: string, message: string, status = 400, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, url).toBe(status);
    expect(res.json(), url).toMatchObject({ code: status, success: false, message });
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp({ dialect, seed: false });
    const db = t.db.db;
    const epl = await buildCompetition(db, {
      short_name: '英超',
      name: '英格兰超级联赛',
      hot: 1,
      sort: 1,
      country: '英格兰',
      area: '欧洲',
      color: '#3d195b',
    });
    const csl = await buildCompetition(db, {
      short_name: '中超',
      name: '中国足球协会超级联赛',
      hot: 0,
      sort: 20,
      country: '中国',
      area: '亚洲',
    });
    const nba = await buildCompetition(db, {
      sport: 'basketball',
      short_name: 'NBA',
      name: '美国职业篮球联赛',
      hot: 1,
      sort: 1,
      country: '美国',
      area: '美洲',
    });
    leagues = { epl, csl, nba };

    const live = await buildMatch(db, {
      competition: leagues.epl,
      state: 4,
      kickoff_at: NOW - 60 * MIN,
      period_start_at: NOW - 10 * MIN,
      home_score: 1,
      away_score: 0,
      home_half_score: 1,
      away_half_score: 0,
      home_red: 0,
      away_red: 1,
      home_yellow: 2,
      away_yellow: 3,
      home_corner: 5,
      away_corner: 2,
      home_rank: 3,
    });
    const upcoming = await buildMatch(db, { competition: leagues.epl, state: 1, kickoff_at: NOW + HOUR });
    const finished = await buildMatch(db, { competition: leagues.csl, state: 8, kickoff_at: NOW - 4 * HOUR, home_score: 2, away_score: 2 });
    const pinned = await buildMatch(db, { competition: leagues.csl, state: 1, kickoff_at: NOW + 2 * HOUR, top: 1 });
    const yesterday = await buildMatch(db, {
      competition: leagues.epl,
      state: 8,
      kickoff_at: NOW - 24 * HOUR,
      home_score: 0,
      away_score: 3,
    });
    const tomorrow = await buildMatch(db, { competition: leagues.csl, state: 1, kickoff_at: NOW + 24 * HOUR });
    const basket = await buildMatch(db, {
      sport: 'basketball',
      competition: leagues.nba,
      state: 4,
      kickoff_at: NOW - 30 * MIN,
      home_score: 51,
      away_score: 48,
      home_quarter_scores: '[28,23]',
      away_quarter_scores: '[25,23]',
      time_left: 307,
      time_left_at: NOW - 5000,
    });
    const basketNext = await buildMatch(db, { sport: 'basketball', competition: leagues.nba, state: 1, kickoff_at: NOW + 3 * HOUR });
    ids = { live, upcoming, finished, pinned, yesterday, tomorrow, basket, basketNext };

    const first = await buildBookmaker(db, { name: '皇冠', sort: 1 });
    const second = await buildBookmaker(db, { name: '澳门', sort: 2 });
    await buildOdds(db, ids.live, first, 'handicap', {
      open: { home: 0.9, away: 0.96, line: 0.5 },
      live: { home: 0.88, away: 0.98, line: 0.5 },
      inplay: { home: 1.02, away: 0.84, line: 0.25 },
    });
    await buildOdds(db, ids.live, first, 'overunder', {
      open: { home: 0.95, away: 0.91, line: 2.5 },
      live: { home: 0.9, away: 0.96, line: 2.75 },
    });
    await buildOdds(db, ids.live, first, 'europe', { open: { home: 2.1, draw: 3.3, away: 3.4 } });
    await buildOdds(db, ids.live, second, 'handicap', { open: { home: 0.8, away: 1.0, line: 1 } });
    await buildOdds(db, ids.upcoming, second, 'handicap', { open: { home: 0.85, away: 1.01, line: -0.75 } });
    await buildOdds(db, ids.finished, second, 'handicap', {
      open: { home: 0.9, away: 0.9, line: 1 },
      live: { home: 0.95, away: 0.85, line: 0.75 },
      inplay: { home: 1.2, away: 0.6, line: 0 },
    });

    const jczq = await buildIssue(db, 'jczq', { issue: '20261118', sale_start_at: NOW - 8 * HOUR, sale_end_at: NOW + 16 * HOUR });
    await buildIssue(db, 'jczq', { issue: '20261117', sale_start_at: NOW - 32 * HOUR, sale_end_at: NOW - 8 * HOUR });
    await buildLotteryMatch(db, jczq, 'jczq', ids.upcoming, '周三002', 2);
    await buildLotteryMatch(db, jczq, 'jczq', ids.live, '周三001', 1, -1);
    const zc = await buildIssue(db, 'zc', { issue: '26178', sale_start_at: NOW - 48 * HOUR, sale_end_at: NOW + 48 * HOUR });
    await buildLotteryMatch(db, zc, 'zc', ids.finished, '1', 1);

    await db
      .insertInto('sport_text_live')
      .values(
        [1, 2].map((seq) => ({
          match_id: ids.basket,
          seq,
          minute: null,
          type: null,
          side: null,
          content: `第${seq}条`,
          home_score: 0,
          away_score: 0,
          created_at: NOW,
        })),
      )
      .execute();

    token = (await buildSession(db)).token;
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const listIds = (l: TScoreList) => l.list.map((m) => m.id);

  it('lists today: pinned first, then live, then to come, then over; other days left out', async () => {
    const live = await data<TScoreList>('/tapi/live/football/v1_1/live?channelId=3&platform=1');
    expect(live.date).toBe('2026-11-18');
    expect(listIds(live)).toEqual([ids.pinned, ids.live, ids.upcoming, ids.finished]);
    expect(live.totalNumber).toBe(4);
    const row = live.list[1];
    assert.isDefined(row);
    expect(row).toMatchObject({
      sport: 'football',
      top: false,
      state: 4,
      competition: { id: leagues.epl.id, shortName: '英超', color: '#3d195b' },
      homeScore: 1,
      awayScore: 0,
      homeHalfScore: 1,
      awayRed: 1,
      homeYellow: 2,
      homeCorner: 5,
      periodStartAt: NOW - 10 * MIN,
      collected: false,
      lotteryNo: null,
    });
    expect(row.home.rank).toBe(3);
    expect(row.home.logo).toBe(`/api/sports/badge/${row.home.id}.svg`);
    // The first bookmaker's current values: in-play handicap, live over/under, opening 1X2.
    expect(row.odds).toEqual({
      bookmaker: '皇冠',
      handicap: { line: 0.25, home: 1.02, away: 0.84 },
      overUnder: { line: 2.75, over: 0.9, under: 0.96 },
      europe: { home: 2.1, draw: 3.3, away: 3.4 },
    });
    expect(live.list[0]?.top).toBe(true);
    // A finished match shows its closing pre-match line, not the last in-play quote.
    expect(live.list[3]?.odds.handicap).toEqual({ line: 0.75, home: 0.95, away: 0.85 });
  });

  it('filters a list by leagues', async () => {
    const csl = await data<TScoreList>(`/tapi/live/football/v1_1/live?leagueIds=${leagues.csl.id}`);
    expect(listIds(csl)).toEqual([ids.pinned, ids.finished]);
    const none = await data<TScoreList>('/tapi/live/football/v1_1/live?leagueIds=999999');
    expect(none).toMatchObject({ list: [], totalNumber: 0 });
    await badRequest('/tapi/live/football/v1_1/live?leagueIds=1,,2', 'leagueIds 必须是以逗号分隔的赛事 id');
  });

  it('serves 完场 and 赛程 by Beijing date and refuses bad or far dates', async () => {
    const end = await data<TScoreList>('/tapi/live/football/v1_1/match?type=end&date=2026-11-17');
    expect(listIds(end)).toEqual([ids.yesterday]);
    const endToday = await data<TScoreList>('/tapi/live/football/v1_1/match?type=end');
    expect(listIds(endToday)).toEqual([ids.finished]);
    const next = await data<TScoreList>('/tapi/live/football/v1_1/match?type=next&date=2026-11-19');
    expect(listIds(next)).toEqual([ids.tomorrow]);
    const nextToday = await data<TScoreList>('/tapi/live/football/v1_1/match?type=next');
    expect(listIds(nextToday)).toEqual([ids.pinned, ids.upcoming]);
    await badRequest('/tapi/live/football/v1_1/match?type=end&date=2026-02-30', '日期格式不正确，应为 YYYY-MM-DD');
    await badRequest('/tapi/live/football/v1_1/match?type=end&date=yesterday', '日期格式不正确，应为 YYYY-MM-DD');
    await badRequest('/tapi/live/football/v1_1/match?type=end&date=2020-01-01', '日期超出可查询范围（30天前至14天后）');
    await badRequest('/tapi/live/football/v1_1/match?type=soon', 'type 只能是 live、jczq、bjdc、lottery、end、next 之一');
  });

  it('lists lottery matches of the current issue in number order, or of an issue asked for', async () => {
    const jczq = await data<TScoreList>('/tapi/live/football/v1_1/jczq');
    expect(jczq.issue).toBe('20261118');
    expect(jczq.list.map((m) => [m.id, m.lotteryNo, m.lotteryHandicap])).toEqual([
      [ids.live, '周三001', -1],
      [ids.upcoming, '周三002', null],
    ]);
    const older = await data<TScoreList>('/tapi/live/football/v1_1/jczq?issue=20261117');
    expect(older).toMatchObject({ issue: '20261117', list: [] });
    const zc = await data<TScoreList>('/tapi/live/football/v1_1/lottery');
    expect(zc.list.map((m) => [m.id, m.lotteryNo])).toEqual([[ids.finished, '1']]);
    const bjdc = await data<TScoreList>('/tapi/live/football/v1_1/bjdc');
    expect(bjdc).toMatchObject({ list: [], totalNumber: 0, issue: null });
    await badRequest('/tapi/live/football/v1_1/jczq?issue=20991231', '该期不存在', 404);
    await badRequest('/tapi/live/football/v1_1/jczq?issue=abc', 'issue 期号格式不正确');
  });

  it('counts leagues, countries and handicap lines of a list for the filters', async () => {
    const filter = await data<{ list: { id: number; shortName: string; count: number; hot: boolean; country: string }[] }>(
      '/tapi/live/football/v1_1/filter?type=live',
    );
    expect(filter.list.map((l) => [l.shortName, l.count, l.hot])).toEqual([
      ['英超', 2, true],
      ['中超', 2, false],
    ]);
    const endFilter = await data<{ list: { shortName: string }[] }>('/tapi/live/football/v1_1/filter?type=end&date=2026-11-17');
    expect(endFilter.list.map((l) => l.shortName)).toEqual(['英超']);
    const countries = await data<{ country: string; area: string; count: number }[]>('/tapi/live/football/v1_1/country');
    expect(countries.map((c) => [c.area, c.country, c.count])).toEqual([
      ['欧洲', '英格兰', 2],
      ['亚洲', '中国', 2],
    ]);
    const lines = await data<{ line: number; text: string; count: number }[]>('/tapi/live/football/v1_1/handicap');
    expect(lines).toEqual([
      { line: -0.75, text: '受让半/一', count: 1 },
      { line: 0.25, text: '平/半', count: 1 },
      { line: 0.75, text: '半/一', count: 1 },
    ]);
    await badRequest('/tapi/live/football/v1_1/filter?type=x', 'type 只能是 live、jczq、bjdc、lottery、end、next 之一');
  });

  it('groups league names: the hot group, then areas with their countries', async () => {
    const groups =
      await data<{ id: number; name: string; countrys: { name: string; leagues: { shortName: string }[] }[] }[]>(
        '/tapi/live/fb/league/names',
      );
    expect(groups.map((g) => g.name)).toEqual(['热门', '欧洲', '亚洲']);
    expect(groups[0]?.countrys[0]?.leagues.map((l) => l.shortName)).toEqual(['英超']);
    expect(groups[2]?.countrys.map((c) => [c.name, c.leagues.map((l) => l.shortName)])).toEqual([['中国', ['中超']]]);
  });

  it("answers today's counts, hot matches and live odds", async () => {
    expect(await data('/tapi/live/football/v1_1/today')).toEqual({
      date: '2026-11-18',
      weekday: '周三',
      total: 4,
      live: 1,
      notStarted: 2,
      finished: 1,
    });
    const hot = await data<TScoreMatch[]>('/tapi/live/football/v1_1/hotMatch?limit=5');
    expect(hot.map((m) => m.id)).toEqual([ids.pinned, ids.live, ids.upcoming]);
    expect((await data<TScoreMatch[]>('/tapi/live/football/v1_1/hotMatch?limit=1')).map((m) => m.id)).toEqual([ids.pinned]);
    await badRequest('/tapi/live/football/v1_1/hotMatch?limit=0', 'limit 需为 1-50 的整数');
    const odds = await data<{ matchId: number; odds: { bookmaker: string | null; handicap: { line: number } | null } }[]>(
      `/tapi/live/football/v1_1/live-odds?matchIds=${ids.upcoming},${ids.finished}`,
    );
    expect(odds).toEqual([
      {
        matchId: ids.upcoming,
        odds: { bookmaker: '澳门', europe: null, overUnder: null, handicap: { line: -0.75, home: 0.85, away: 1.01 } },
      },
      { matchId: ids.finished, odds: { bookmaker: '澳门', europe: null, overUnder: null, handicap: { line: 0, home: 1.2, away: 0.6 } } },
    ]);
    await badRequest('/tapi/live/football/v1_1/live-odds', '缺少参数 matchIds');
    await badRequest('/tapi/live/football/v1_1/live-odds?matchIds=a', 'matchIds 必须是以逗号分隔的比赛 id（最多 100 个）');
  });

  it('lets a logged-in user star and unstar matches; visitors are asked to log in', async () => {
    const url = `/tapi/live/football/v1_1/collect?matchId=${ids.live}&type=1`;
    await badRequest(url, '您还没有登录哦，请登录后查看！', 401, XHR);
    await badRequest('/tapi/live/football/v1_1/collect/list?type=1', '您还没有登录哦，请登录后查看！', 401);
    const auth = { ...XHR, accesstoken: token };
    await badRequest(url, '请求来源校验失败', 403, { accesstoken: token });
    expect(await data(url, auth)).toEqual({ matchId: ids.live, collected: true });
    expect(await data(url, auth)).toEqual({ matchId: ids.live, collected: true });
    const live = await data<TScoreList>('/tapi/live/football/v1_1/live', auth);
    expect(live.list.filter((m) => m.collected).map((m) => m.id)).toEqual([ids.live]);
    const visitor = await data<TScoreList>('/tapi/live/football/v1_1/live');
    expect(visitor.list.some((m) => m.collected)).toBe(false);
    const mine = await data<TScoreList>('/tapi/live/football/v1_1/collect/list?type=1', auth);
    expect(listIds(mine)).toEqual([ids.live]);
    expect(mine.list[0]?.lotteryNo).toBe('周三001');
    expect(await data(`/tapi/live/football/v1_1/cancel-collect?matchId=${ids.live}&type=1`, auth)).toEqual({
      matchId: ids.live,
      collected: false,
    });
    expect((await data<TScoreList>('/tapi/live/football/v1_1/collect/list?type=1', auth)).list).toEqual([]);

    await badRequest('/tapi/live/football/v1_1/collect?matchId=999999&type=1', '比赛不存在', 404, auth);
    await badRequest(`/tapi/live/football/v1_1/collect?matchId=${ids.basket}&type=1`, '该比赛不是足球比赛', 400, auth);
    await badRequest('/tapi/live/football/v1_1/collect?matchId=abc', 'matchId 必须是正整数', 400, auth);
    await badRequest('/tapi/live/football/v1_1/collect?type=1', '缺少比赛参数 matchId', 400, auth);
    await badRequest(`/tapi/live/football/v1_1/collect?matchId=${ids.live}&type=9`, 'type 只能是 1（足球）或 2（篮球）', 400, auth);
    expect(await data(`/tapi/live/football/v1_1/collect?matchId=${ids.basket}&type=2`, auth)).toEqual({
      matchId: ids.basket,
      collected: true,
    });
    expect(listIds(await data<TScoreList>('/tapi/live/football/v1_1/collect/list?type=2', auth))).toEqual([ids.basket]);
  });

  it('lists basketball with quarter scores and clock, and its league filter', async () => {
    const live = await data<TScoreList>('/tapi/live/basketball/match');
    expect(listIds(live)).toEqual([ids.basket, ids.basketNext]);
    expect(live.list[0]).toMatchObject({
      sport: 'basketball',
      state: 4,
      homeQuarterScores: [28, 23],
      awayQuarterScores: [25, 23],
      timeLeft: 307,
      timeLeftAt: NOW - 5000,
    });
    const next = await data<TScoreList>('/tapi/live/basketball/match?type=next');
    expect(listIds(next)).toEqual([ids.basketNext]);
    const jclq = await data<TScoreList>('/tapi/live/basketball/match?type=jclq');
    expect(jclq).toMatchObject({ list: [], issue: null });
    const filter = await data<{ list: { shortName: string; count: number }[] }>('/tapi/live/basketball/filter');
    expect(filter.list).toEqual([expect.objectContaining({ shortName: 'NBA', count: 2 })]);
    await badRequest('/tapi/live/basketball/match?type=jczq', 'type 只能是 live、jclq、end、next 之一');
    const lines = await data<{ content: string }[]>(`/tapi/live/basket/tlive?matchId=${ids.basket}`);
    expect(lines.map((l) => l.content)).toEqual(['第2条', '第1条']);
    await badRequest('/tapi/live/basket/tlive?matchId=999999', '比赛不存在', 404);
  });

  it('lists lottery issues with the current one marked', async () => {
    const issues = await data<{ issue: string; current: boolean; matchCount: number }[]>('/tapi/live/issue?lotteryCode=jczq');
    expect(issues.map((i) => [i.issue, i.current, i.matchCount])).toEqual([
      ['20261118', true, 2],
      ['20261117', false, 0],
    ]);
    expect(await data('/tapi/live/issue?lotteryCode=jclq')).toEqual([]);
    await badRequest('/tapi/live/issue?lotteryCode=ssq', 'lotteryCode 只能是 jczq、bjdc、zc、jclq 之一');
    await badRequest('/tapi/live/issue', '缺少彩种参数 lotteryCode');
  });

  it('serves the match calendar, a day’s hot matches and schedule, and the home index', async () => {
    const dates = await data<{ date: string; weekday: string; count: number; today: boolean }[]>('/api/match/dates');
    expect(dates).toHaveLength(9);
    expect(dates.slice(0, 3)).toEqual([
      { date: '2026-11-17', weekday: '昨天', count: 1, today: false },
      { date: '2026-11-18', weekday: '今天', count: 6, today: true },
      { date: '2026-11-19', weekday: '明天', count: 1, today: false },
    ]);
    expect(dates[3]).toMatchObject({ date: '2026-11-20', weekday: '周五', count: 0 });
    const hot = await data<TScoreMatch[]>('/api/match/hot?date=2026-11-18');
    expect(hot.map((m) => m.id)).toEqual([ids.pinned, ids.live, ids.basket, ids.upcoming, ids.basketNext]);
    const schedule = await data<TScoreMatch[]>('/api/match/schedule?date=2026-11-19');
    expect(schedule.map((m) => m.id)).toEqual([ids.tomorrow]);
    await badRequest('/api/match/schedule?date=2026/11/19', '日期格式不正确，应为 YYYY-MM-DD');
    await badRequest('/api/match/hot?date=2027-01-01', '日期超出可查询范围（30天前至14天后）');

    const football = await data<{ date: string; list: TScoreMatch[] }>('/tapi/live/data/schedule/pc-index?sportId=1');
    expect(football.date).toBe('2026-11-18');
    expect(football.list.map((m) => m.id)).toEqual([ids.pinned, ids.live, ids.upcoming]);
    const basketball = await data<{ list: TScoreMatch[] }>('/tapi/live/data/schedule/pc-index?sportId=2');
    expect(basketball.list.map((m) => m.id)).toEqual([ids.basket, ids.basketNext]);
    await badRequest('/tapi/live/data/schedule/pc-index?sportId=3', 'sportId 只能是 1（足球）或 2（篮球）');
    await badRequest('/tapi/live/data/schedule/pc-index', '缺少参数 sportId');
  });

  it('lists every bookmaker’s opening and current lines for today’s open matches', async () => {
    const rows =
      await data<
        { match: TScoreMatch; bookmakers: { name: string; handicap: { open: { line: number } | null; now: { line: number } | null } }[] }[]
      >('/tapi/live/zhi/live');
    expect(rows.map((r) => r.match.id)).toEqual([ids.pinned, ids.live, ids.upcoming]);
    const live = rows[1];
    assert.isDefined(live);
    expect(live.bookmakers.map((b) => [b.name, b.handicap.open?.line, b.handicap.now?.line])).toEqual([
      ['皇冠', 0.5, 0.25],
      ['澳门', 1, 1],
    ]);
    await badRequest('/tapi/live/zhi/live?sportId=0', 'sportId 只能是 1（足球）或 2（篮球）');
  });
});
