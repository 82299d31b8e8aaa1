import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TBasketballStats,
  TMatchAnalysis,
  TMatchEventList,
  TMatchHeader,
  TMatchLineup,
  TOddsBook,
  TOddsChange,
  TOddsFirst,
  TTextLiveLine,
  TThreeJoinOne,
} from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { DIALECTS } from '../../../../test/db';
import { buildIncident, buildLineupPlayer, buildStats, buildTextLine } from '../../../../test/match-factories';
import { buildBookmaker, buildCompetition, buildMatch, buildOdds, buildTeam } from '../../../../test/sports-factories';
import { scoresRepository } from '../scores-repository';
import { scoresService } from '../scores-service';
import { sportsRepository } from '../repository';
import { sportsService } from '../service';
import { matchAnalysis } from './analysis';
import { matchHeader } from './header';
import { eventList, lineup } from './live';
import { matchOdds } from './odds';
import { matchDetailRepository } from './repository';

const DAY = 86_400_000;

describe.each(DIALECTS)('match centre calls on %s', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const get = (url: string) => t.app.inject({ url });
  const data = async <T>(url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data as T;
  };
  const refused = async (url: string, status: number, message: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(status);
    expect(res.json(), url).toMatchObject({ success: false, message });
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const db = t.db.db;
    const league = await buildCompetition(db, { short_name: '英超', name: '英格兰超级联赛' });
    const [arsenal, chelsea, spurs] = [
      await buildTeam(db, { short_name: '阿森纳' }),
      await buildTeam(db, { short_name: '切尔西' }),
      await buildTeam(db),
    ];
    const now = Date.now();
    ids.home = arsenal;
    ids.away = chelsea;
    ids.live = await buildMatch(db, {
      competition: league,
      home_team_id: arsenal,
      away_team_id: chelsea,
      state: 4,
      kickoff_at: now - 60 * 60_000,
      home_score: 1,
      away_score: 1,
      home_formation: '4-3-3',
      away_formation: '4-4-2',
      venue: '酋长球场',
    });
    await buildIncident(db, ids.live, {
      type: 'goal',
      side: 'home',
      minute: 12,
      player: '萨卡',
      related: '厄德高',
      homeScore: 1,
      awayScore: 0,
    });
    await buildIncident(db, ids.live, { type: 'yellow', side: 'away', minute: 30, player: '恩佐' });
    await buildIncident(db, ids.live, { type: 'penalty', side: 'away', minute: 55, player: '帕尔默', homeScore: 1, awayScore: 1 });
    await buildStats(db, ids.live, [
      ['possession', 55, 45],
      ['shots', 9, 7],
    ]);
    await buildTextLine(db, ids.live, '比赛开始', 1);
    await buildTextLine(db, ids.live, '萨卡破门！', 12);
    await buildLineupPlayer(db, ids.live, {
      side: 'home',
      name: '拉亚',
      position: 'GK',
      starter: true,
      shirt: 22,
      stats: { saves: 3, rating: 71 },
    });
    await buildLineupPlayer(db, ids.live, { side: 'home', name: '热苏斯', position: 'ST', starter: false, shirt: 9 });
    await buildLineupPlayer(db, ids.live, { side: 'away', name: '桑切斯', position: 'GK', starter: true, shirt: 1 });
    const bm = await buildBookmaker(db, { name: '澳门' });
    await buildOdds(db, ids.live, bm, 'handicap', {
      open: { home: 0.9, away: 0.95, line: 0.25 },
      live: { home: 0.88, away: 0.97, line: 0.5 },
    });
    await buildOdds(db, ids.live, bm, 'europe', { open: { home: 2.1, draw: 3.3, away: 3.4 } });
    await db
      .insertInto('sport_odds_change')
      .values([
        {
          match_id: ids.live,
          bookmaker_id: bm,
          market: 'handicap',
          phase: 'open',
          home: 0.9,
          draw: null,
          away: 0.95,
          line: 0.25,
          minute: null,
          home_score: 0,
          away_score: 0,
          changed_at: now - 2 * DAY,
        },
        {
          match_id: ids.live,
          bookmaker_id: bm,
          market: 'handicap',
          phase: 'inplay',
          home: 0.8,
          draw: null,
          away: 1.05,
          line: 0.5,
          minute: 13,
          home_score: 1,
          away_score: 0,
          changed_at: now - 40 * 60_000,
        },
      ])
      .execute();

    // Past meetings and form: arsenal beat chelsea 2-0 giving half a ball; lost 0-1 to spurs.
    ids.past = await buildMatch(db, {
      competition: league,
      home_team_id: arsenal,
      away_team_id: chelsea,
      state: 8,
      kickoff_at: now - 20 * DAY,
      home_score: 2,
      away_score: 0,
      home_corner: 6,
      away_corner: 2,
      home_yellow: 1,
      away_yellow: 3,
    });
    await buildOdds(db, ids.past, bm, 'handicap', { open: { home: 0.9, away: 0.9, line: 0.5 } });
    await buildOdds(db, ids.past, bm, 'overunder', { open: { home: 0.9, away: 0.9, line: 2.5 } });
    await buildIncident(db, ids.past, { type: 'goal', side: 'home', minute: 10, homeScore: 1, awayScore: 0 });
    await buildIncident(db, ids.past, { type: 'goal', side: 'home', minute: 80, homeScore: 2, awayScore: 0 });
    ids.lost = await buildMatch(db, {
      competition: league,
      home_team_id: spurs,
      away_team_id: arsenal,
      state: 8,
      kickoff_at: now - 10 * DAY,
      home_score: 1,
      away_score: 0,
    });
    ids.next = await buildMatch(db, {
      competition: league,
      home_team_id: spurs,
      away_team_id: chelsea,
      state: 1,
      kickoff_at: now + 5 * DAY,
    });
    // An imported historical match: a result and nothing else.
    ids.imported = await buildMatch(db, {
      competition: league,
      home_team_id: chelsea,
      away_team_id: spurs,
      state: 8,
      kickoff_at: now - 400 * DAY,
      home_score: 3,
      away_score: 2,
    });

    const nba = await buildCompetition(db, { sport: 'basketball', short_name: 'NBA' });
    ids.basket = await buildMatch(db, { sport: 'basketball', competition: nba, state: 6, home_score: 60, away_score: 58 });
    await buildStats(db, ids.basket, [['rebounds', 30, 28]]);
    await buildLineupPlayer(db, ids.basket, {
      side: 'home',
      name: '詹姆斯',
      position: 'SF',
      starter: true,
      shirt: 23,
      stats: {
        minutes_played: 30,
        points: 25,
        field_goals_scored: 10,
        field_goals_total: 20,
        three_points_scored: 2,
        three_points_total: 5,
        free_throws_scored: 3,
        free_throws_total: 4,
        assists: 6,
      },
    });
    await buildLineupPlayer(db, ids.basket, {
      side: 'home',
      name: '戴维斯',
      position: 'PF',
      starter: true,
      stats: { assists: 2, points: 10 },
    });
  });
  afterAll(() => t.close());

  it('answers the header with the score, the season, the venue and what the match has', async () => {
    const h = await data<TMatchHeader>(`/tapi/live/fb/match/navigation?matchId=${ids.live}&channelId=3&platform=1`);
    expect(h.match).toMatchObject({
      id: ids.live,
      state: 4,
      homeScore: 1,
      awayScore: 1,
      home: { name: '阿森纳' },
      away: { name: '切尔西' },
    });
    expect(h).toMatchObject({ competitionName: '英格兰超级联赛', venue: '酋长球场', seasonName: '2026' });
    expect(h.coverage).toEqual({ incidents: 3, stats: 2, text: 2, lineups: 3, playerStats: 1, odds: 2 });
    const old = await data<TMatchHeader>(`/tapi/live/fb/match/navigation?matchId=${ids.imported}`);
    expect(old.coverage).toEqual({ incidents: 0, stats: 0, text: 0, lineups: 0, playerStats: 0, odds: 0 });
    expect(old.match).toMatchObject({ homeScore: 3, awayScore: 2 });
  });

  it('lists incidents in order with the statistics (POST eventList)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tapi/live/fb/match/live/eventList',
      headers: XHR,
      payload: { matchId: ids.live },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as TMatchEventList;
    expect(d.incidents.map((i) => [i.type, i.minute, i.playerName])).toEqual([
      ['goal', 12, '萨卡'],
      ['yellow', 30, '恩佐'],
      ['penalty', 55, '帕尔默'],
    ]);
    expect(d.incidents[0]).toMatchObject({ relatedPlayerName: '厄德高', homeScore: 1, awayScore: 0 });
    expect(d.stats).toEqual([
      { type: 'possession', home: 55, away: 45 },
      { type: 'shots', home: 9, away: 7 },
    ]);
  });

  it('gives the text live newest first and the lineups with formation, subs and player statistics', async () => {
    const text = await data<TTextLiveLine[]>(`/tapi/live/fb/match/textLive?matchId=${ids.live}`);
    expect(text.map((l) => l.content)).toEqual(['萨卡破门！', '比赛开始']);
    const l = await data<TMatchLineup>(`/tapi/live/fb/match/lineup?matchId=${ids.live}`);
    expect(l.home.formation).toBe('4-3-3');
    expect(l.home.starters).toEqual([
      expect.objectContaining({ name: '拉亚', position: 'GK', shirtNumber: 22, stats: expect.objectContaining({ saves: 3, rating: 7.1 }) }),
    ]);
    expect(l.home.subs.map((p) => [p.name, p.stats])).toEqual([['热苏斯', null]]);
    expect(l.away.starters.map((p) => p.name)).toEqual(['桑切斯']);
  });

  it('gives every bookmaker odds by phase and the history of a market with minute and score', async () => {
    const books = await data<TOddsBook[]>(`/tapi/live/odds/${ids.live}`);
    expect(books).toHaveLength(1);
    expect(books[0]).toMatchObject({
      bookmakerName: '澳门',
      overunder: null,
      europe: { open: { home: 2.1, draw: 3.3, away: 3.4 }, live: null },
    });
    expect(books[0].handicap).toMatchObject({ open: { line: 0.25 }, live: { line: 0.5, home: 0.88 }, inplay: null });
    const history = await data<TOddsChange[]>(`/tapi/live/odds/history?matchId=${ids.live}&market=handicap`);
    expect(history.map((c) => [c.phase, c.line, c.minute, c.homeScore, c.awayScore])).toEqual([
      ['open', 0.25, null, 0, 0],
      ['inplay', 0.5, 13, 1, 0],
    ]);
    expect(await data(`/tapi/live/odds/history?matchId=${ids.live}&market=europe`)).toEqual([]);
    const first = await data<TOddsFirst>(`/tapi/live/odds/first?matchId=${ids.live}`);
    expect(first).toEqual([
      expect.objectContaining({ bookmakerName: '澳门', overunder: null, handicap: expect.objectContaining({ line: 0.25 }) }),
    ]);
    const three = await data<TThreeJoinOne>(`/tapi/live/odds/three-join-one?matchId=${ids.live}`);
    expect(three[0].handicap).toMatchObject({ open: { line: 0.25 }, current: { line: 0.5, home: 0.88 } });
    expect(three[0].europe).toMatchObject({ open: { home: 2.1 }, current: { home: 2.1 } });
    expect(await data(`/tapi/live/odds/${ids.imported}`)).toEqual([]);
  });

  it('analyses the meeting: head to head, form against the lines, goal bands, table rows and fixtures', async () => {
    const a = await data<TMatchAnalysis>(`/tapi/live/fb/match/analysis?matchId=${ids.live}`);
    expect(a.headToHead.matches.map((m) => [m.id, m.result, m.handicapResult, m.overUnderResult])).toEqual([[ids.past, 'W', '赢', '小']]);
    expect(a.home.matches.map((m) => [m.id, m.result])).toEqual([
      [ids.lost, 'L'],
      [ids.past, 'W'],
    ]);
    expect(a.headToHead.matches[0]).toMatchObject({ homeCorner: 6, awayCorner: 2, homeYellow: 1, awayYellow: 3 });
    expect(a.home.matches[0]).toMatchObject({ homeCorner: null, awayYellow: null });
    expect(a.home.summary).toMatchObject({ played: 2, win: 1, lost: 1, handicapWin: 1, under: 1 });
    expect(a.home.goalBands).toEqual({ scored: [1, 0, 0, 0, 0, 1], conceded: [0, 0, 0, 0, 0, 0] });
    // Chelsea's loss at Arsenal is a handicap win for Arsenal, so a loss for Chelsea; the imported win has no line.
    expect(a.away.matches.map((m) => [m.result, m.handicapResult])).toEqual([
      ['L', '输'],
      ['W', null],
    ]);
    expect(a.standings.map((r) => r.teamId).sort()).toEqual([ids.home, ids.away].sort());
    expect(a.awayFuture.map((m) => m.id)).toEqual([ids.next]);
    expect(a.homeFuture).toEqual([]);
    // A friendly (a cup without groups) has no table to show.
    const friendlies = await buildCompetition(t.db.db, { kind: 'cup', short_name: '友谊' });
    const friendly = await buildMatch(t.db.db, { competition: friendlies, home_team_id: ids.home, away_team_id: ids.away });
    expect((await data<TMatchAnalysis>(`/tapi/live/fb/match/analysis?matchId=${friendly}`)).standings).toEqual([]);
  });

  it('gives the basketball header, team statistics and box score with accuracies', async () => {
    const h = await data<TMatchHeader>(`/tapi/live/basket/match/detail?matchId=${ids.basket}`);
    expect(h.match).toMatchObject({ sport: 'basketball', homeScore: 60 });
    const s = await data<TBasketballStats>(`/tapi/live/basket/match/stats?matchId=${ids.basket}`);
    expect(s.stats).toEqual([{ type: 'rebounds', home: 30, away: 28 }]);
    expect(s.home[0]).toMatchObject({
      name: '詹姆斯',
      points: 25,
      fieldGoalsAccuracy: 50,
      threePointsAccuracy: 40,
      freeThrowsAccuracy: 75,
      assistRate: 75,
    });
    expect(s.away).toEqual([]);
    expect(await data(`/tapi/live/basket/zhi/odds?matchId=${ids.basket}`)).toEqual([]);
    const a = await data<TMatchAnalysis>(`/tapi/live/basket/match/analysis?matchId=${ids.basket}`);
    expect(a.headToHead.matches).toEqual([]);
  });

  it('refuses malformed, unknown and wrong-sport ids in Chinese', async () => {
    for (const path of [
      '/tapi/live/fb/match/navigation',
      '/tapi/live/fb/match/textLive',
      '/tapi/live/fb/match/lineup',
      '/tapi/live/fb/match/analysis',
      '/tapi/live/basket/match/detail',
      '/tapi/live/basket/match/stats',
      '/tapi/live/basket/match/analysis',
      '/tapi/live/basket/zhi/odds',
      '/tapi/live/odds/first',
      '/tapi/live/odds/three-join-one',
    ]) {
      await refused(`${path}?matchId=abc`, 400, 'matchId 必须是正整数');
      await refused(path, 400, '缺少比赛参数 matchId');
      await refused(`${path}?matchId=99999999`, 404, '比赛不存在');
    }
    await refused(`/tapi/live/fb/match/navigation?matchId=${ids.basket}`, 404, '比赛不存在');
    await refused(`/tapi/live/basket/match/stats?matchId=${ids.live}`, 404, '比赛不存在');
    await refused(`/tapi/live/basket/zhi/odds?matchId=${ids.live}`, 404, '比赛不存在');
    await refused('/tapi/live/odds/x1', 400, '比赛 id 必须是正整数');
    await refused('/tapi/live/odds/99999999', 404, '比赛不存在');
    await refused(`/tapi/live/odds/history?matchId=${ids.live}&market=corner`, 400, 'market 只能是 europe、handicap、overunder 之一');
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/tapi/live/fb/match/live/eventList', headers: XHR, payload });
    const bad = await post({ matchId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('matchId 必须是正整数');
    const unknown = await post({ matchId: 99999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('比赛不存在');
  });

  it('reads a match in the same few statements however much it holds (no query per row)', async () => {
    // Counts executed statements (a subquery is part of its statement, not one of its own).
    let executed = 0;
    const counting = t.db.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        executed++;
        return result;
      },
    });
    const repo = matchDetailRepository(counting);
    const scores = scoresService(scoresRepository(counting));
    const sports = sportsService(sportsRepository(counting));
    const countFor = async (id: number) => {
      const counts: number[] = [];
      for (const run of [
        () => matchHeader({ repo, scores }, id, 'football'),
        () => eventList(repo, id),
        () => lineup(repo, id),
        () => matchOdds(repo, id),
        () => matchAnalysis(repo, sports, id, 'football'),
      ]) {
        executed = 0;
        await run();
        counts.push(executed);
      }
      return counts;
    };
    // The header, events, lineup and odds take the same statements for a full match as for a bare one.
    const full = await countFor(ids.live);
    const bare = await countFor(ids.imported);
    expect(bare.slice(0, 4)).toEqual(full.slice(0, 4));
    expect(full[0]).toBeLessThanOrEqual(3);
    expect(full.slice(1, 4).every((n) => n <= 3)).toBe(true);
    // Analysis: a fixed round however many past matches, goals and odds rows there are.
    expect(full[4]).toBeLessThanOrEqual(11);
    expect(bare[4]).toBeLessThanOrEqual(full[4]);
  });
});
