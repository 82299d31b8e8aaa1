import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { TStandingRow } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, type TestApp } from '../../../test/app';
import { sportsModule } from './index';
import type { ImportResult } from './importer';
import { readOpenfootball as readData } from './test-data';

const TABLES = ['sport_competition', 'sport_season', 'sport_round', 'sport_team', 'sport_match', 'sport_incident'] as const;

describe.each(DIALECTS)('sports import and league table on %s', (dialect) => {
  let t: TestApp;
  let epl: ImportResult;
  let worldCup: ImportResult;
  const importFile = (file: string) => sportsModule(t.db.db).service.importOpenfootball(file, readData(file));
  const rowCounts = () =>
    Promise.all(
      TABLES.map((table) =>
        t.db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    ).then((rows) => rows.map((r) => Number(r.n)));
  const rank = (query: string) => t.app.inject({ url: `/tapi/live/fb/league/rank${query}` });

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    epl = await importFile('2022-23_en.1.json');
    worldCup = await importFile('worldcup_2022.json');
  });
  afterAll(() => t.close());

  it('imports the whole Premier League season', async () => {
    expect(epl.matches).toEqual({ created: 380, updated: 0, unchanged: 0 });
    expect(epl.teams.created).toBe(20);
    expect(epl.unmappedTeams).toEqual([]);
    const match = await t.db.db
      .selectFrom('sport_match')
      .selectAll()
      .where('season_id', '=', epl.seasonId)
      .orderBy('kickoff_at')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(match).toMatchObject({
      state: 8,
      home_score: 0,
      away_score: 2,
      home_half_score: 0,
      away_half_score: 1,
      kickoff_at: Date.UTC(2022, 7, 5, 19),
    });
  });

  it('computes the 2022/23 table as published: City 89 (+61), Arsenal 84 (+45), United 75 (+15), Newcastle 71 (+35), Liverpool 67 (+28)', async () => {
    const res = await rank(`?seasonId=${epl.seasonId}&channelId=3&platform=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { code: number; message: string; data: TStandingRow[] };
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.data.slice(0, 5).map((r) => [r.rank, r.teamName, r.points, r.goalDiff])).toEqual([
      [1, '曼城', 89, 61],
      [2, '阿森纳', 84, 45],
      [3, '曼联', 75, 15],
      [4, '纽卡斯尔', 71, 35],
      [5, '利物浦', 67, 28],
    ]);
    const [champion] = body.data;
    assert.isDefined(champion);
    expect(champion).toMatchObject({ played: 38, win: 28, draw: 5, lost: 5, goal: 94, lostGoal: 33, groupName: null });
    expect(champion.teamLogo).toBe(`/api/sports/badge/${champion.teamId}.svg`);
    expect(body.data.at(-1)).toMatchObject({ rank: 20, teamName: '南安普顿', points: 25 });
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await rowCounts();
    const again = await importFile('2022-23_en.1.json');
    const cupAgain = await importFile('worldcup_2022.json');
    expect(again.seasonId).toBe(epl.seasonId);
    expect(again.matches).toEqual({ created: 0, updated: 0, unchanged: 380 });
    expect(cupAgain.incidents).toEqual({ created: 0, updated: 0, unchanged: 172, deleted: 0 });
    expect(await rowCounts()).toEqual(before);
  });

  it('records World Cup goals as incidents with minutes, stoppage time, penalties and own goals', async () => {
    const final = await t.db.db
      .selectFrom('sport_match as m')
      .innerJoin('sport_round as r', 'r.id', 'm.round_id')
      .selectAll('m')
      .where('m.season_id', '=', worldCup.seasonId)
      .where('r.name', '=', '决赛')
      .executeTakeFirstOrThrow();
    expect(final).toMatchObject({
      home_score: 2,
      away_score: 2,
      home_et_score: 3,
      away_et_score: 3,
      home_penalty_score: 4,
      away_penalty_score: 2,
    });
    const incidents = await t.db.db.selectFrom('sport_incident').selectAll().where('match_id', '=', final.id).orderBy('seq').execute();
    expect(incidents.map((i) => [i.minute, i.type, i.side, i.player_name])).toEqual([
      [23, 'penalty', 'home', 'Lionel Messi'],
      [36, 'goal', 'home', 'Ángel Di María'],
      [80, 'penalty', 'away', 'Kylian Mbappé'],
      [81, 'goal', 'away', 'Kylian Mbappé'],
      [108, 'goal', 'home', 'Lionel Messi'],
      [118, 'penalty', 'away', 'Kylian Mbappé'],
    ]);
    const stoppage = await t.db.db.selectFrom('sport_incident').selectAll().where('added_minute', 'is not', null).execute();
    expect(stoppage).toHaveLength(21);
    const ownGoals = await t.db.db.selectFrom('sport_incident').select('type').where('type', '=', 'own_goal').execute();
    expect(ownGoals).toHaveLength(2);
  });

  it('gives a tournament one table per group, without the knockout rounds', async () => {
    const res = await rank(`?seasonId=${worldCup.seasonId}`);
    const rows = res.json().data as TStandingRow[];
    expect(rows).toHaveLength(32);
    const groupC = rows.filter((r) => r.groupName === 'C组');
    expect(groupC.map((r) => [r.rank, r.teamName, r.points])).toEqual([
      [1, '阿根廷', 6],
      [2, '波兰', 4],
      [3, '墨西哥', 4],
      [4, '沙特', 3],
    ]);
    expect(rows.every((r) => r.played === 3)).toBe(true);
  });

  it('answers bad or unknown season ids with Chinese errors', async () => {
    const missing = await rank('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, success: false, message: '缺少赛季参数 seasonId' });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await rank(`?seasonId=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('seasonId 必须是正整数');
    }
    const unknown = await rank('?seasonId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, success: false, message: '赛季不存在' });
  });

  it('serves a generated badge for a team without a logo', async () => {
    const team = await t.db.db.selectFrom('sport_team').select('id').where('name_en', '=', 'Arsenal FC').executeTakeFirstOrThrow();
    const res = await t.app.inject({ url: `/api/sports/badge/${team.id}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('阿森');
    expect((await t.app.inject({ url: '/api/sports/badge/999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/sports/badge/abc.svg' })).statusCode).toBe(400);
  });
});
