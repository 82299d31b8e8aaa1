import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBasketSchedule } from '@sports/contracts';
import { DIALECTS } from '../../../../test/db';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildCompetition, buildMatch, buildTeam } from '../../../../test/sports-factories';

const HOUR = 3_600_000;
const BEIJING = 8 * HOUR;

/** The Beijing-time month `shift` months from the one `at` is in: its `YYYY-MM` and its first instant. */
function monthFrom(at: number, shift: number) {
  const wall = new Date(at + BEIJING);
  const first = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + shift, 1);
  return { month: new Date(first).toISOString().slice(0, 7), start: first - BEIJING };
}

// The basketball schedule is read one Beijing-time month at a time, with the season's months for
// the picker; a malformed month, a month without games and a season of the other sport are refused.
describe.each(DIALECTS)('basketball schedule by month (%s)', (dialect) => {
  let t: TestApp;
  const now = Date.now();
  const [before, current, after] = [monthFrom(now, -2), monthFrom(now, 0), monthFrom(now, 1)];
  const ids = { season: 0, empty: 0, football: 0, games: [] as number[] };
  const get = async (query: string) => {
    const res = await t.app.inject({ url: `/tapi/live/basket/league/schedule?${query}` });
    return { status: res.statusCode, ...(res.json() as { message: string; data: TBasketSchedule }) };
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const db = t.db.db;
    const league = await buildCompetition(db, { sport: 'basketball', short_name: '测篮' });
    ids.season = league.seasonId;
    ids.empty = (await buildCompetition(db, { sport: 'basketball' })).seasonId;
    ids.football = (await buildCompetition(db)).seasonId;
    const [home, away] = [await buildTeam(db, { sport: 'basketball' }), await buildTeam(db, { sport: 'basketball' })];
    // Two games two months ago (the second at the month's last hour), three this month (the first at
    // its first hour), one next month; inserted out of order.
    const kickoffs = [current.start + 5 * HOUR, before.start + 2 * HOUR, current.start, after.start, monthFrom(now, -1).start - HOUR];
    kickoffs.push(current.start + 3 * HOUR);
    for (const kickoff_at of kickoffs) {
      ids.games.push(
        await buildMatch(db, { sport: 'basketball', competition: league, home_team_id: home, away_team_id: away, kickoff_at }),
      );
    }
  });
  afterAll(() => t.close());

  const idsAt = (...i: number[]) => i.map((k) => ids.games[k]);

  it('shows the current month by default, in kick-off order, with every month and its games', async () => {
    const res = await get(`seasonId=${ids.season}`);
    expect(res.status).toBe(200);
    expect(res.data.month).toBe(current.month);
    expect(res.data.months).toEqual([
      { month: before.month, matches: 2 },
      { month: current.month, matches: 3 },
      { month: after.month, matches: 1 },
    ]);
    expect(res.data.matches.map((m) => m.id)).toEqual(idsAt(2, 5, 0));
  });

  it('gives the asked month, its first and last hours included', async () => {
    const res = await get(`seasonId=${ids.season}&month=${before.month}`);
    expect([res.status, res.data.month]).toEqual([200, before.month]);
    expect(res.data.matches.map((m) => m.id)).toEqual(idsAt(1, 4));
    expect((await get(`seasonId=${ids.season}&month=${after.month}`)).data.matches.map((m) => m.id)).toEqual(idsAt(3));
  });

  it('answers a season without games with no month', async () => {
    const res = await get(`seasonId=${ids.empty}`);
    expect([res.status, res.data]).toEqual([200, { seasonId: ids.empty, month: null, months: [], matches: [] }]);
  });

  it('refuses a malformed month in Chinese', async () => {
    for (const month of ['2026-13', '2026-00', '2026-3', 'abc', '', '202603', '2026-03-01']) {
      const res = await get(`seasonId=${ids.season}&month=${month}`);
      expect([res.status, res.message], month).toEqual([400, 'month 必须是年月，如 2026-03']);
    }
    const twice = await get(`seasonId=${ids.season}&month=${current.month}&month=${after.month}`);
    expect([twice.status, twice.message]).toEqual([400, 'month 必须是年月，如 2026-03']);
  });

  it('refuses a month without games, an unknown season and a football season', async () => {
    const none = await get(`seasonId=${ids.season}&month=${monthFrom(now, -1).month}`);
    expect([none.status, none.message]).toEqual([404, '该赛季这个月没有比赛']);
    const unknown = await get(`seasonId=999999&month=${current.month}`);
    expect([unknown.status, unknown.message]).toEqual([404, '赛季不存在']);
    const football = await get(`seasonId=${ids.football}`);
    expect([football.status, football.message]).toEqual([404, '该赛季不是篮球赛季']);
    const missing = await get(`month=${current.month}`);
    expect([missing.status, missing.message]).toEqual([400, '缺少赛季参数 seasonId']);
  });
});
