import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
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
import { buildMatchCentre } from '../../../../test/match-centre-world';
import { buildCompetition, buildMatch } from '../../../../test/sports-factories';

describe.each(DIALECTS)('match centre calls on %s', (dialect) => {
  let t: TestApp;
  let ids: Record<string, number> = {};
  const get = (url: string) => t.app.inject({ url });
  const data = async <T>(url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data as T;
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    ids = await buildMatchCentre(t.db.db);
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
    const [book] = books;
    assert.isDefined(book);
    expect(book).toMatchObject({
      bookmakerName: '澳门',
      overunder: null,
      europe: { open: { home: 2.1, draw: 3.3, away: 3.4 }, live: null },
    });
    expect(book.handicap).toMatchObject({ open: { line: 0.25 }, live: { line: 0.5, home: 0.88 }, inplay: null });
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
    const [macau] = three;
    assert.isDefined(macau);
    expect(macau.handicap).toMatchObject({ open: { line: 0.25 }, current: { line: 0.5, home: 0.88 } });
    expect(macau.europe).toMatchObject({ open: { home: 2.1 }, current: { home: 2.1 } });
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
});
