import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { TFbSeasonTables, TLeaderboard, TTeamProfile } from '@sports/contracts';
import { itemAt, must } from '@sports/contracts/indexed';
import { DIALECTS } from '../../../../test/db';
import { createTestApp, type TestApp } from '../../../../test/app';
import { simulateFixedDays } from '../../../../test/sports-factories';
import { sportsModule } from '../index';
import { readOpenfootball } from '../test-data';

/** The league files and their season ids after import. */
const LEAGUE_FILES = ['2022-23_en.1.json', '2019-20_en.1.json', '2025_cn.1.json', '2019_cn.1.json'];
const WORLD_CUP = 'worldcup_2022.json';

interface FileMatch {
  round: string;
  team1: string;
  team2: string;
  group?: string;
  score: { ft?: [number, number]; et?: [number, number]; p?: [number, number] };
  goals1?: { name: string; owngoal?: boolean; penalty?: boolean }[];
  goals2?: { name: string; owngoal?: boolean; penalty?: boolean }[];
}
const matchesOf = (file: string) => (JSON.parse(readOpenfootball(file)) as { matches: FileMatch[] }).matches;

/** A team's line of a table: [played, W, D, L, GF, GA, Pts]. */
type Line = [number, number, number, number, number, number, number];
const emptyLine = (): Line => [0, 0, 0, 0, 0, 0, 0];
/** Best first: points, then goal difference, then goals (then the whole line, to be total). */
const sortLike = (lines: Line[]) =>
  [...lines].sort((a, b) => b[6] - a[6] || b[4] - b[5] - (a[4] - a[5]) || b[4] - a[4] || b.join().localeCompare(a.join()));

/** A table computed here from the file alone, best first. */
function fileTable(matches: FileMatch[]): Line[] {
  const lines = new Map<string, Line>();
  const add = (team: string, gf: number, ga: number) => {
    const l = lines.get(team) ?? emptyLine();
    l[0]++;
    l[gf > ga ? 1 : gf === ga ? 2 : 3]++;
    l[4] += gf;
    l[5] += ga;
    l[6] += gf > ga ? 3 : gf === ga ? 1 : 0;
    lines.set(team, l);
  };
  for (const m of matches) {
    lines.set(m.team1, lines.get(m.team1) ?? emptyLine());
    lines.set(m.team2, lines.get(m.team2) ?? emptyLine());
    if (!m.score.ft) continue;
    add(m.team1, m.score.ft[0], m.score.ft[1]);
    add(m.team2, m.score.ft[1], m.score.ft[0]);
  }
  return sortLike([...lines.values()]);
}
const apiLines = (rows: TFbSeasonTables['groups'][number]['rows']) =>
  rows.map((r): Line => [r.played, r.win, r.draw, r.lost, r.goal, r.lostGoal, r.points]);

describe.each(DIALECTS)('data centre on real and simulated data (%s)', (dialect) => {
  let t: TestApp;
  const seasons = new Map<string, number>();
  /** The season id a file was imported as (all are imported before the tests). */
  const seasonOf = (file: string) => must(seasons.get(file), `season imported from ${file}`);
  const post = async <T>(url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    return { status: res.statusCode, body: res.json() as { code: number; message: string; data: T } };
  };
  const tables = async (seasonId: number) => (await post<TFbSeasonTables>('/tapi/live/fb/stats/season', { seasonId })).body.data;

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const sports = sportsModule(t.db.db).service;
    for (const f of [...LEAGUE_FILES, WORLD_CUP]) seasons.set(f, (await sports.importOpenfootball(f, readOpenfootball(f))).seasonId);
    // A fixed clock: the simulator's calendar (and so every number below) does not depend on today.
    await simulateFixedDays(t.db.db, 11);
  }, 180_000);
  afterAll(() => t.close());

  it('gives the published 2022/23 Premier League top five: City 89 (+61), Arsenal 84 (+45), United 75 (+15), Newcastle 71 (+35), Liverpool 67 (+28)', async () => {
    const { groups, zones } = await tables(seasonOf('2022-23_en.1.json'));
    expect(groups).toHaveLength(1);
    const [table] = groups;
    assert.isDefined(table);
    const top = table.rows.slice(0, 5);
    const names = await t.db.db
      .selectFrom('sport_team')
      .select(['id', 'name_en'])
      .where(
        'id',
        'in',
        top.map((r) => r.teamId),
      )
      .execute();
    const en = new Map(names.map((n) => [Number(n.id), n.name_en]));
    expect(top.map((r) => [en.get(r.teamId), r.points, r.goalDiff])).toEqual([
      ['Manchester City FC', 89, 61],
      ['Arsenal FC', 84, 45],
      ['Manchester United FC', 75, 15],
      ['Newcastle United FC', 71, 35],
      ['Liverpool FC', 67, 28],
    ]);
    expect(top.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(zones.find((z) => z.label === '降级')).toMatchObject({ from: 18, to: 20 });
    const [champion] = table.rows;
    const [firstZone] = zones;
    assert.isDefined(champion);
    assert.isDefined(firstZone);
    expect(champion.zoneColor).toBe(firstZone.color);
    expect(champion.form).toHaveLength(5);
  });

  it.each(LEAGUE_FILES)('computes the table of %s as the file itself gives it', async (file) => {
    const { groups } = await tables(seasonOf(file));
    expect(groups).toHaveLength(1);
    const [table] = groups;
    assert.isDefined(table);
    const rows = table.rows;
    expect(sortLike(apiLines(rows))).toEqual(fileTable(matchesOf(file)));
    // Ranked by points, then goal difference, then goals.
    const ranks = rows.map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(apiLines(rows)).toEqual(sortLike(apiLines(rows)));
  });

  it('gives the World Cup its eight groups as the file gives them, Group A as published (Netherlands 7, Senegal 6, Ecuador 4, Qatar 0)', async () => {
    const { groups, knockout } = await tables(seasonOf(WORLD_CUP));
    const matches = matchesOf(WORLD_CUP);
    expect(groups.map((g) => g.name)).toEqual(['A组', 'B组', 'C组', 'D组', 'E组', 'F组', 'G组', 'H组']);
    for (const g of groups)
      expect(sortLike(apiLines(g.rows))).toEqual(fileTable(matches.filter((m) => m.group === `Group ${g.name?.[0]}`)));
    expect(groups[0]?.rows.map((r) => r.points)).toEqual([7, 6, 4, 0]);

    expect(knockout.map((r) => [r.round, r.matches.length])).toEqual(
      ['Round of 16', 'Quarter-finals', 'Semi-finals', 'Match for third place', 'Final'].map((name) => [
        expect.stringContaining(''),
        matches.filter((m) => m.round === name).length,
      ]),
    );
    const final = knockout.at(-1)?.matches[0];
    assert.isDefined(final);
    expect([
      final.homeScore,
      final.awayScore,
      final.homeEtScore,
      final.awayEtScore,
      final.homePenaltyScore,
      final.awayPenaltyScore,
    ]).toEqual([2, 2, 3, 3, 4, 2]);
  });

  it('ranks the World Cup scorers from its goals as published (Mbappé 8, Messi 7) and as the file counts them', async () => {
    const { body } = await post<TLeaderboard>('/tapi/live/fb/stats/rank', { seasonId: seasonOf(WORLD_CUP), type: 'goals' });
    // Counted here from the file: per team and name, a surname-only name ("Mbappé") credited to the teammate it ends.
    const counts = new Map<string, number>();
    const goals = matchesOf(WORLD_CUP).flatMap((m) => [
      ...(m.goals1 ?? []).map((g) => ({ ...g, team: m.team1 })),
      ...(m.goals2 ?? []).map((g) => ({ ...g, team: m.team2 })),
    ]);
    for (const g of goals.filter((x) => !x.owngoal)) {
      const full = goals.find((o) => o.team === g.team && o.name.endsWith(` ${g.name}`))?.name ?? g.name;
      counts.set(`${g.team}/${full}`, (counts.get(`${g.team}/${full}`) ?? 0) + 1);
    }
    const expected = [...counts.values()].sort((a, b) => b - a);
    expect(body.data.list.map((l) => l.value)).toEqual(expected.slice(0, body.data.list.length));
    expect(body.data.list.slice(0, 2).map((l) => [l.playerName, l.value, l.rank])).toEqual([
      ['Kylian Mbappé', 8, 1],
      ['Lionel Messi', 7, 2],
    ]);
    expect(body.data.list[1]?.extra).toBe(4);
  });

  it("lists a national team's World Cup scorers on its team page, as the file counts them (no squad list is invented)", async () => {
    const { body } = await post<TLeaderboard>('/tapi/live/fb/stats/rank', { seasonId: seasonOf(WORLD_CUP), type: 'goals' });
    const france = itemAt(body.data.list, 0, 'top World Cup scorer').team.id;
    const res = await t.app.inject({ url: `/tapi/live/fb-team/stats/${france}?seasonId=${seasonOf(WORLD_CUP)}` });
    const team = (res.json() as { data: TTeamProfile }).data;
    expect(team.scorers[0]).toEqual({ playerId: null, playerName: 'Kylian Mbappé', goals: 8, penalties: 2 });
    // France's goals in the file, own goals for France (by the other side) aside.
    const fileGoals = matchesOf(WORLD_CUP).reduce(
      (n, m) =>
        n +
        (m.team1 === 'France' ? (m.goals1 ?? []).filter((g) => !g.owngoal).length : 0) +
        (m.team2 === 'France' ? (m.goals2 ?? []).filter((g) => !g.owngoal).length : 0),
      0,
    );
    expect(team.scorers.reduce((n, s) => n + s.goals, 0)).toBe(fileGoals);
    expect(team.squad).toEqual([]);
  });

  it("ranks the simulated leagues' scorers and assists as the players' own match statistics add up", async () => {
    const season = await t.db.db
      .selectFrom('sport_match as m')
      .innerJoin('sport_incident as i', 'i.match_id', 'm.id')
      .select('m.season_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.sport', '=', 'football')
      .where('i.type', '=', 'goal')
      .where('i.player_id', 'is not', null)
      .groupBy('m.season_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const seasonId = Number(season.season_id);
    for (const type of ['goals', 'assists'] as const) {
      const { body } = await post<TLeaderboard>('/tapi/live/fb/stats/rank', { seasonId, type });
      expect(body.data.list.length).toBeGreaterThan(0);
      for (const line of body.data.list.slice(0, 5)) {
        const { playerId } = line;
        assert.isNotNull(playerId, 'a simulated scorer is a known player');
        const own = await t.db.db
          .selectFrom('sport_player_stat as ps')
          .innerJoin('sport_match as m', 'm.id', 'ps.match_id')
          .select((eb) => eb.fn.sum<number>(type === 'goals' ? 'ps.goals' : 'ps.assists').as('n'))
          .where('m.season_id', '=', seasonId)
          .where('ps.player_id', '=', playerId)
          .executeTakeFirstOrThrow();
        expect(Number(own.n)).toBe(line.value);
      }
    }
  });
});
