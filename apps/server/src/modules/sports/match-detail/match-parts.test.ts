import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TBasketballStats,
  TMatchAnalysis,
  TMatchCorner,
  TMatchDistribute,
  TMatchFuture,
  TMatchLineup,
  TMatchRank,
  TScheduleAnalysis,
  TTeamForm,
  TTextLiveLine,
  TTvMatch,
} from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { DIALECTS } from '../../../../test/db';
import { buildRoom, buildUser } from '../../../../test/factories';
import { buildMatchCentre } from '../../../../test/match-centre-world';
import { buildTextLine } from '../../../../test/match-factories';
import { buildCompetition, buildMatch, buildTeam } from '../../../../test/sports-factories';
import { SportsEvents } from '../events';

describe.each(DIALECTS)('match centre analysis parts, tv list and cache on %s', (dialect) => {
  let t: TestApp;
  let ids: Record<string, number> = {};
  const events = new SportsEvents();
  const get = (url: string) => t.app.inject({ url });
  const data = async <T>(url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data as T;
  };
  const fails = async (url: string, status: number, message: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toContain(message);
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false, sportsEvents: events });
    ids = await buildMatchCentre(t.db.db);
  });
  afterAll(() => t.close());

  it('splits the analysis into corner, rank, distribute, history and future', async () => {
    const q = `matchId=${ids.live}&channelId=3&platform=1`;
    const a = await data<TMatchAnalysis>(`/tapi/live/fb/match/analysis?${q}`);
    const corner = await data<TMatchCorner>(`/tapi/live/fb/match/corner?${q}`);
    // Only the meeting with Chelsea has corners: Arsenal 6 for, 2 against; Chelsea the other way round.
    expect(corner.home.matches.map((m) => [m.id, m.cornersFor, m.cornersAgainst, m.yellowFor, m.yellowAgainst])).toEqual([
      [ids.past, 6, 2, 1, 3],
    ]);
    expect(corner.away).toMatchObject({ teamId: ids.away, averageCornersFor: 2, averageCornersAgainst: 6, averageYellowFor: 3 });
    const rank = await data<TMatchRank>(`/tapi/live/fb/match/rank?${q}`);
    expect(rank.football).toEqual(a.standings);
    expect(rank.basketball).toEqual([]);
    const distribute = await data<TMatchDistribute>(`/tapi/live/fb/match/distribute?${q}`);
    expect(distribute.home).toEqual({ scored: [1, 0, 0, 0, 0, 1], conceded: [0, 0, 0, 0, 0, 0] });
    const history = await data<TTeamForm>(`/tapi/live/fb/match/history?${q}`);
    expect(history.matches.map((m) => [m.id, m.result, m.handicapResult])).toEqual([[ids.past, 'W', '赢']]);
    const future = await data<TMatchFuture>(`/tapi/live/fb/match/future?${q}`);
    expect(future).toEqual({ home: [], away: [expect.objectContaining({ id: ids.next })] });
    const s = await data<TScheduleAnalysis>(`/tapi/live/data/schedule/match-analysis?${q}`);
    expect(s).toMatchObject({
      matchId: ids.live,
      headToHead: { played: 1, win: 1 },
      home: { teamId: ids.home, played: 2, lastResults: ['L', 'W'] },
      away: { teamId: ids.away, lastResults: ['L', 'W'] },
    });
    expect(s.home.rank).toBe(a.standings.find((r) => r.teamId === ids.home)?.rank);
  });

  it('gives a basketball match its standings rows and the schedule analysis of its own sport', async () => {
    const nba = await buildCompetition(t.db.db, { sport: 'basketball', short_name: '美职篮' });
    const [lakers, celtics, bulls] = [
      await buildTeam(t.db.db, { sport: 'basketball', short_name: '湖人' }),
      await buildTeam(t.db.db, { sport: 'basketball', short_name: '凯尔特人' }),
      await buildTeam(t.db.db, { sport: 'basketball', short_name: '公牛' }),
    ];
    const game = (home: number, away: number, score: [number, number], state: number, days: number) =>
      buildMatch(t.db.db, {
        sport: 'basketball',
        competition: nba,
        home_team_id: home,
        away_team_id: away,
        state,
        home_score: score[0],
        away_score: score[1],
        kickoff_at: Date.now() + days * 86_400_000,
      });
    await game(lakers, bulls, [110, 100], 10, -3);
    await game(bulls, celtics, [99, 101], 10, -2);
    const next = await game(lakers, celtics, [0, 0], 1, 1);
    const rank = await data<TMatchRank>(`/tapi/live/basket/match/rank?matchId=${next}`);
    expect(rank.football).toEqual([]);
    expect(rank.basketball.map((r) => [r.team.id, r.win, r.lost])).toEqual([
      [lakers, 1, 0],
      [celtics, 1, 0],
    ]);
    const a = await data<TMatchAnalysis>(`/tapi/live/basket/match/analysis?matchId=${next}`);
    expect(a.basketballStandings).toEqual(rank.basketball);
    const s = await data<TScheduleAnalysis>(`/tapi/live/data/schedule/match-analysis?matchId=${next}`);
    expect(s.home).toMatchObject({ teamId: lakers, lastResults: ['W'], rank: rank.basketball[0]?.rank });
    // The football calls do not answer for a basketball match, nor the basketball ones for football.
    await fails(`/tapi/live/fb/match/corner?matchId=${next}`, 404, '比赛');
    await fails(`/tapi/live/basket/match/rank?matchId=${ids.live}`, 404, '比赛');
  });

  it('names the coaches on the lineups and the box score, and none for a match whose source has none', async () => {
    const m = await buildMatch(t.db.db, { home_team_id: ids.home, away_team_id: ids.away, home_coach: '阿尔特塔', away_coach: '马雷斯卡' });
    const l = await data<TMatchLineup>(`/tapi/live/fb/match/lineup?matchId=${m}`);
    expect([l.home.coach, l.away.coach]).toEqual(['阿尔特塔', '马雷斯卡']);
    expect((await data<TMatchLineup>(`/tapi/live/fb/match/lineup?matchId=${ids.imported}`)).home.coach).toBeNull();
    const box = await data<TBasketballStats>(`/tapi/live/basket/match/stats?matchId=${ids.basket}`);
    expect([box.homeCoach, box.awayCoach]).toEqual([null, null]);
  });

  it('answers a clear Chinese error for a missing, malformed or unknown id', async () => {
    for (const path of [
      'fb/match/corner',
      'fb/match/rank',
      'fb/match/distribute',
      'fb/match/history',
      'fb/match/future',
      'basket/match/rank',
    ]) {
      await fails(`/tapi/live/${path}`, 400, '缺少比赛参数 matchId');
      await fails(`/tapi/live/${path}?matchId=abc`, 400, 'matchId 必须是正整数');
      await fails(`/tapi/live/${path}?matchId=987654321`, 404, '比赛');
    }
    await fails('/tapi/live/data/schedule/match-analysis?matchId=-1', 400, 'matchId 必须是正整数');
    await fails('/tapi/live/data/schedule/match-analysis?matchId=987654321', 404, '比赛');
    await fails('/tapi/live/tv/match-list?matchType=3', 400, 'matchType 只能是 1（足球）或 2（篮球）');
  });

  it('an imported match says what it has: no corners, no goal times, no lines', async () => {
    const q = `matchId=${ids.imported}`;
    const corner = await data<TMatchCorner>(`/tapi/live/fb/match/corner?${q}`);
    expect(corner.home.averageCornersFor).toBeNull();
    const d = await data<TMatchDistribute>(`/tapi/live/fb/match/distribute?${q}`);
    expect(d.away).toBeNull();
  });

  it('lists the matches live rooms stream now, by sport, with their room counts', async () => {
    for (const matchId of [ids.live, ids.live, ids.basket]) {
      const anchor = await buildUser(t.db.db, { is_anchor: 1 });
      await buildRoom(t.db.db, Number(anchor.id), { is_live: 1, match_id: matchId });
    }
    await buildRoom(t.db.db, Number((await buildUser(t.db.db, { is_anchor: 1 })).id), { is_live: 0, match_id: ids.next });
    const all = await data<TTvMatch[]>('/tapi/live/tv/match-list');
    expect(all.map((m) => [m.match.id, m.liveRooms]).sort()).toEqual(
      [
        [ids.live, 2],
        [ids.basket, 1],
      ].sort(),
    );
    const football = await data<TTvMatch[]>('/tapi/live/tv/match-list?matchType=1');
    expect(football.map((m) => [m.match.id, m.match.sport])).toEqual([[ids.live, 'football']]);
  });

  it('serves a match from memory until a domain event of that match announces a change', async () => {
    const url = `/tapi/live/fb/match/textLive?matchId=${ids.live}`;
    const before = await data<TTextLiveLine[]>(url);
    await buildTextLine(t.db.db, Number(ids.live), '第二粒进球！', 70);
    // Not announced: the same version is served.
    expect(await data<TTextLiveLine[]>(url)).toEqual(before);
    // Another match's event leaves this one's answers alone.
    events.emit('match.stats', { sport: 'football', matchId: Number(ids.next), stats: [] });
    expect(await data<TTextLiveLine[]>(url)).toEqual(before);
    events.emit('match.text', {
      sport: 'football',
      matchId: Number(ids.live),
      line: { id: 0, minute: 70, content: '第二粒进球！', at: 0 } as never,
    });
    expect((await data<TTextLiveLine[]>(url)).map((l) => l.content)).toEqual(['第二粒进球！', ...before.map((l) => l.content)]);
    const box = await data<TBasketballStats>(`/tapi/live/basket/match/stats?matchId=${ids.basket}`);
    expect(box.home.map((p) => p.name)).toContain('詹姆斯');
    const res = await t.app.inject({
      method: 'POST',
      url: '/tapi/live/fb/match/live/eventList',
      headers: XHR,
      payload: { matchId: ids.basket },
    });
    expect(res.statusCode).toBe(404);
  });
});
