import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import {
  BASKETBALL_POSITIONS,
  HEADERS,
  type TBasketPlayerProfile,
  type TBasketTable,
  type TBasketTeamProfile,
  type TFbPlayerProfile,
  type TLeaderboard,
  type TTeamProfile,
} from '@sports/contracts';
import { DIALECTS } from '../../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { buildSession } from '../../../../test/factories';
import { simulateFixedDays } from '../../../../test/sports-factories';

type Answer<T> = { status: number; code: number; message: string; data: T };

/** A "wins-losses" record as its two numbers; anything else fails the test. */
function winsLosses(record: string): [number, number] {
  const m = /^(\d+)-(\d+)$/.exec(record);
  assert.isNotNull(m, `not a wins-losses record: ${record}`);
  return [Number(m[1]), Number(m[2])];
}

describe.each(DIALECTS)('data centre calls on simulated seasons (%s)', (dialect) => {
  let t: TestApp;
  let football: number;
  let basketball: number;
  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> => {
    const res = await t.app.inject({ method, url, payload, headers: { ...XHR, ...headers } });
    return { status: res.statusCode, ...(res.json() as { code: number; message: string; data: T }) };
  };
  const seasonOf = async (sport: 'football' | 'basketball') => {
    const row = await t.db.db
      .selectFrom('sport_match')
      .select('season_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sport', '=', sport)
      .where('state', '=', sport === 'football' ? 8 : 10)
      .groupBy('season_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    return Number(row.season_id);
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    await simulateFixedDays(t.db.db, 5);
    football = await seasonOf('football');
    basketball = await seasonOf('basketball');
  }, 120_000);
  afterAll(() => t.close());

  it('answers unknown ids, seasons of the other sport and bad input with Chinese errors', async () => {
    const cases: [method: 'GET' | 'POST', url: string, body: object | undefined, status: number, message: string][] = [
      ['POST', '/tapi/live/fb/stats/season', { seasonId: 99999999 }, 404, '赛季不存在'],
      ['POST', '/tapi/live/fb/stats/season', { seasonId: basketball }, 404, '该赛季不是足球赛季'],
      ['POST', '/tapi/live/basket/stats/season', { seasonId: football }, 404, '该赛季不是篮球赛季'],
      ['POST', '/tapi/live/fb/stats/season', {}, 400, '缺少赛季参数 seasonId'],
      ['POST', '/tapi/live/fb/stats/rank', { seasonId: football, type: 'saves' }, 400, '不支持的榜单类型'],
      ['GET', '/tapi/live/fb/league/season/byId?seasonId=abc', undefined, 400, 'seasonId 必须是正整数'],
      ['GET', '/tapi/live/fb/league/leagueData?leagueId=99999999', undefined, 404, '赛事不存在'],
      ['GET', `/tapi/live/fb/league/schedule?seasonId=${football}&roundId=99999999`, undefined, 404, '该赛季没有这个轮次'],
      ['GET', '/tapi/live/fb-team/stats/99999999', undefined, 404, '球队不存在'],
      ['GET', '/tapi/live/fb-team/stats/0', undefined, 400, '球队 id 必须是正整数'],
      ['GET', '/tapi/live/fb-player/stats/99999999', undefined, 404, '球员不存在'],
      ['GET', '/tapi/live/basket/player/x1', undefined, 400, '球员 id 必须是正整数'],
      ['GET', '/tapi/live/database?sport=tennis', undefined, 400, '运动类型只能是 football 或 basketball'],
    ];
    for (const [method, url, body, status, message] of cases) {
      const res = await call(method, url, body);
      expect([url, res.status, res.message]).toEqual([url, status, expect.stringContaining(message)]);
    }
    const team = await t.db.db.selectFrom('sport_team').select('id').where('sport', '=', 'basketball').executeTakeFirstOrThrow();
    expect((await call('GET', `/tapi/live/fb-team/stats/${team.id}`)).message).toBe('该球队不是足球球队');
  });

  it('gives basketball standings whose wins and losses add up, with percentage, games behind and streaks', async () => {
    const { data } = await call<TBasketTable>('POST', '/tapi/live/basket/stats/season', { seasonId: basketball });
    const rows = data.rows;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.reduce((s, r) => s + r.win, 0)).toBe(rows.reduce((s, r) => s + r.lost, 0));
    for (const r of rows) {
      expect(r.played).toBe(r.win + r.lost);
      const [hw, hl] = winsLosses(r.home);
      const [aw, al] = winsLosses(r.away);
      expect(hw + aw).toBe(r.win);
      expect(hl + al).toBe(r.lost);
      if (r.played) expect(r.streak).toMatch(/^\d+连(胜|败)$/);
    }
    expect(rows[0]?.gamesBehind).toBe(0);
    const pcts = rows.map((r) => r.pct);
    expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
  });

  it('splits the NBA into East and West with their own ranks, games behind and play-off zones', async () => {
    const nba = await t.db.db
      .selectFrom('sport_season as s')
      .innerJoin('sport_competition as c', 'c.id', 's.competition_id')
      .select('s.id')
      .where('c.code', '=', 'nba')
      .executeTakeFirstOrThrow();
    const { data } = await call<TBasketTable>('POST', '/tapi/live/basket/stats/season', { seasonId: Number(nba.id) });
    expect(data.conferences.map((c) => c.name)).toEqual(['东部', '西部']);
    // Every team that has a game in the season, each in one conference of at most fifteen.
    expect(data.conferences.reduce((n, c) => n + c.rows.length, 0)).toBe(data.rows.length);
    for (const c of data.conferences) expect(c.rows.length).toBeLessThanOrEqual(15);
    const [topZone] = data.zones;
    assert.isDefined(topZone);
    for (const c of data.conferences) {
      expect(c.rows.map((r) => r.rank)).toEqual(c.rows.map((_, i) => i + 1));
      expect(c.rows.every((r) => r.conference === c.name)).toBe(true);
      const [first] = c.rows;
      assert.isDefined(first);
      for (const r of c.rows) expect(r.gamesBehind).toBe((first.win - r.win + (r.lost - first.lost)) / 2);
      expect(c.rows.slice(0, 6).every((r) => r.zoneColor === topZone.color)).toBe(true);
    }
    const [eastern] = data.conferences;
    assert.isDefined(eastern);
    const east = eastern.rows.map((r) => r.team.name);
    for (const name of ['湖人', '勇士', '掘金', '雷霆']) expect(east).not.toContain(name);
  });

  it("gives a basketball team's season statistics as the sums of its players' box scores", async () => {
    const { data: table } = await call<TBasketTable>('POST', '/tapi/live/basket/stats/season', { seasonId: basketball });
    const line = table.rows.find((r) => r.played > 0);
    assert.isDefined(line);
    const { data } = await call<TBasketTeamProfile>(`GET`, `/tapi/live/basket/team/${line.team.id}?seasonId=${basketball}`);
    assert.isNotNull(data.stats);
    expect(data.stats.games).toBe(line.played);
    // The team's points are the points of its games, as the table counts them.
    expect(data.stats.averages.points).toBe(line.pointsFor);
    expect(data.stats.opponentPoints).toBe(line.pointsAgainst);
    expect(data.stats.totals.rebounds).toBe(data.stats.totals.offensiveRebounds + data.stats.totals.defensiveRebounds);
  });

  it("gives a basketball player's SPEC fields as season totals and averages that agree", async () => {
    const { data: board } = await call<TLeaderboard>('POST', '/tapi/live/basket/stats/rank', { seasonId: basketball, type: 'points' });
    const [top] = board.list;
    assert.isDefined(top);
    const { data } = await call<TBasketPlayerProfile>('GET', `/tapi/live/basket/player/${top.playerId}`);
    const season = data.seasons.find((s) => s.seasonId === basketball);
    assert.isDefined(season);
    expect(season.games).toBe(top.extra);
    expect(season.averages.points).toBe(top.value);
    expect(Math.abs(season.averages.points * season.games - season.totals.points)).toBeLessThan(season.games * 0.05 + 0.01);
    expect(season.totals.threePoints).toBe(season.totals.threePointsScored * 3);
    expect(season.totals.rebounds).toBe(season.totals.offensiveRebounds + season.totals.defensiveRebounds);
    expect(data.recent.length).toBeGreaterThan(0);
    expect(['C', 'SF', 'PF', 'SG', 'PG', 'F', 'G']).toContain(data.player.position);
    // Positions are named in basketball's terms: G is a guard here, never a goalkeeper.
    expect(data.player.positionName).toBe(BASKETBALL_POSITIONS[data.player.position as keyof typeof BASKETBALL_POSITIONS]);
    const { data: team } = await call<TBasketTeamProfile>('GET', `/tapi/live/basket/team/${top.team.id}`);
    for (const p of team.squad) expect(p.positionName).toBe(BASKETBALL_POSITIONS[p.position as keyof typeof BASKETBALL_POSITIONS]);
    expect(team.squad.map((p) => p.positionName)).toContain('后卫');
  });

  it('gives a football team page with its squad in SPEC positions, its standing and its results, and the player page of a scorer', async () => {
    const { data: board } = await call<TLeaderboard>('POST', '/tapi/live/fb/stats/rank', { seasonId: football, type: 'goals' });
    const [scorer] = board.list;
    assert.isDefined(scorer);
    const { data: team } = await call<TTeamProfile>('GET', `/tapi/live/fb-team/stats/${scorer.team.id}?seasonId=${football}`);
    expect(team.season?.id).toBe(football);
    expect(team.standing?.teamId).toBe(scorer.team.id);
    assert.exists(team.standing);
    expect(team.results.length).toBe(team.standing.played);
    expect(team.squad.map((p) => p.id)).toContain(scorer.playerId);
    for (const p of team.squad)
      expect(['F', 'M', 'D', 'G', 'LW', 'RW', 'ST', 'AM', 'ML', 'MC', 'MR', 'DM', 'DL', 'DC', 'DR', 'GK']).toContain(p.position);
    const { data: player } = await call<TFbPlayerProfile>('GET', `/tapi/live/fb-player/stats/${scorer.playerId}`);
    expect(player.player.team?.id).toBe(scorer.team.id);
    expect(player.seasons.find((s) => s.seasonId === football)?.goals).toBe(scorer.value);
    expect(player.recent.reduce((s, r) => s + r.goals, 0)).toBeGreaterThan(0);
  });

  it('answers a table from memory only while its season is unchanged: a result the feed announces shows at once', async () => {
    type Tables = { groups: { rows: { teamId: number; goal: number }[] }[] };
    const goalsOf = async (teamId: number) => {
      const { data } = await call<Tables>('POST', '/tapi/live/fb/stats/season', { seasonId: football });
      const line = data.groups.flatMap((g) => g.rows).find((r) => r.teamId === teamId);
      assert.isDefined(line, `team ${teamId} in the table`);
      return line.goal;
    };
    const match = await t.db.db
      .selectFrom('sport_match')
      .select(['id', 'home_team_id', 'home_score', 'updated_at'])
      .where('season_id', '=', football)
      .where('state', '=', 8)
      .executeTakeFirstOrThrow();
    const team = Number(match.home_team_id);
    const before = await goalsOf(team);
    expect(await goalsOf(team)).toBe(before);
    // The feed records a late goal: the score and the match's update time change together.
    await t.db.db
      .updateTable('sport_match')
      .set({ home_score: match.home_score + 1, updated_at: Number(match.updated_at) + 1 })
      .where('id', '=', match.id)
      .execute();
    // The answer kept in memory stands until the season changes in this process's events (or its recheck time passes).
    expect(await goalsOf(team)).toBe(before);
    await t.app.sportsEvents.emitAndWait('match.changed', {
      sport: 'football',
      matchId: Number(match.id),
      patch: { id: Number(match.id), sport: 'football', homeScore: match.home_score + 1 },
    });
    expect(await goalsOf(team)).toBe(before + 1);
  });

  it("keeps a user's own hot leagues: login required, unknown ids refused without change", async () => {
    const { data: before } = await call<{ hot: { id: number }[]; list: { id: number }[] }>('GET', '/tapi/live/database?sport=football');
    expect(before.hot.length).toBeGreaterThan(0);
    const mine = before.list.slice(-2).map((l) => l.id);
    expect((await call('POST', '/tapi/live/database/hotLeagueUpdate', { leagueIds: mine })).status).toBe(401);
    const { token } = await buildSession(t.db.db);
    const auth = { [HEADERS.accessToken]: token };
    const saved = await call<{ hot: { id: number }[] }>('POST', '/tapi/live/database/hotLeagueUpdate', { leagueIds: mine }, auth);
    expect(saved.data.hot.map((l) => l.id)).toEqual(mine);
    const refused = await call('POST', '/tapi/live/database/hotLeagueUpdate', { leagueIds: [mine[0], 99999999] }, auth);
    expect([refused.status, refused.message]).toEqual([404, '赛事不存在：99999999']);
    const dup = await call('POST', '/tapi/live/database/hotLeagueUpdate', { leagueIds: [mine[0], mine[0]] }, auth);
    expect([dup.status, dup.message]).toEqual([400, '热门赛事不能重复']);
    const { data: after } = await call<{ hot: { id: number }[] }>('GET', '/tapi/live/database?sport=football', undefined, auth);
    expect(after.hot.map((l) => l.id)).toEqual(mine);
    // Other visitors keep the default hot group.
    expect((await call<{ hot: { id: number }[] }>('GET', '/tapi/live/database?sport=football')).data.hot).toEqual(before.hot);
  });
});
