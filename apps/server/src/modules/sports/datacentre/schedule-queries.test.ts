import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEIJING_OFFSET_MS } from '@sports/contracts';
import { DIALECTS, createTestDb, recordingSql, type TestDb } from '../../../../test/db';
import { buildCompetition, buildMatch, buildTeam } from '../../../../test/sports-factories';
import { datacentreService, type DatacentreService } from './service';

const DAY = 86_400_000;
/** 2026-03-01 00:00 Beijing time. */
const MARCH = Date.UTC(2026, 2, 1) - BEIJING_OFFSET_MS;

// How many statements each schedule (and table) call sends with its season's answers dropped: a
// fixed number whatever the season's size, so a read per match, team or round (N+1) fails here.
describe.each(DIALECTS)('data centre schedule reads (%s)', (dialect) => {
  let d: TestDb;
  let svc: DatacentreService;
  let sql: string[];
  let fb: { id: number; seasonId: number };
  let cup: { id: number; seasonId: number };
  let bk: { id: number; seasonId: number };
  const rounds: number[] = [];
  const teams: number[] = [];

  const round = async (seasonId: number, sort: number, kind: 'league' | 'group' = 'league') => {
    const row = await d.db
      .insertInto('sport_round')
      .values({ season_id: seasonId, name: `第${sort}轮`, name_en: `Round ${sort}`, kind, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  /** A finished round of `pairs` matches between fresh teams, one day after the last. */
  const playRound = async (pairs: number) => {
    const id = await round(fb.seasonId, rounds.length + 1);
    rounds.push(id);
    for (let i = 0; i < pairs; i++) {
      const [home, away] = [await buildTeam(d.db), await buildTeam(d.db)];
      teams.push(home, away);
      await buildMatch(d.db, {
        competition: fb,
        round_id: id,
        home_team_id: home,
        away_team_id: away,
        state: 8,
        kickoff_at: MARCH + rounds.length * DAY + i,
        home_score: i % 3,
        away_score: 1,
      });
    }
  };
  /** `games` basketball games, one every `gap` ms from `from`. */
  const playGames = async (games: number, from: number, gap: number) => {
    const [home, away] = [await buildTeam(d.db, { sport: 'basketball' }), await buildTeam(d.db, { sport: 'basketball' })];
    for (let i = 0; i < games; i++) {
      await buildMatch(d.db, { sport: 'basketball', competition: bk, home_team_id: home, away_team_id: away, kickoff_at: from + i * gap });
    }
  };
  /** The statements `call` sends with every kept season answer dropped first. */
  const cold = async (seasonId: number, call: () => Promise<unknown>) => {
    svc.invalidate(seasonId);
    sql.length = 0;
    await call();
    return sql.length;
  };

  beforeAll(async () => {
    d = await createTestDb(dialect);
    const rec = recordingSql(d.db);
    sql = rec.sql;
    svc = datacentreService(rec.db, () => MARCH + 40 * DAY);
    fb = await buildCompetition(d.db);
    cup = await buildCompetition(d.db, { kind: 'cup' });
    bk = await buildCompetition(d.db, { sport: 'basketball' });
    await playRound(2);
    await playGames(3, MARCH, DAY);
  });
  afterAll(() => d.cleanup());

  it('reads a round of a football schedule in one statement, the whole season in four, however many rounds, matches and teams', async () => {
    const first = rounds[0] ?? 0;
    // The season's row is read the first time only: a season never changes sport.
    expect(await cold(fb.seasonId, () => svc.footballSchedule(fb.seasonId, first, null))).toBe(2);
    // The whole season: the version its months are kept by, its kick-offs and whether it has rounds, then its matches.
    const small = [
      await cold(fb.seasonId, () => svc.footballSchedule(fb.seasonId, first, null)),
      await cold(fb.seasonId, () => svc.footballSchedule(fb.seasonId, undefined, null)),
    ];
    for (let r = 0; r < 5; r++) await playRound(10);
    const last = rounds.at(-1) ?? 0;
    const big = [
      await cold(fb.seasonId, () => svc.footballSchedule(fb.seasonId, last, null)),
      await cold(fb.seasonId, () => svc.footballSchedule(fb.seasonId, undefined, null)),
    ];
    expect([small, big]).toEqual([
      [1, 4],
      [1, 4],
    ]);
    expect((await svc.footballSchedule(fb.seasonId, last, null)).matches).toHaveLength(10);
    expect((await svc.footballSchedule(fb.seasonId, undefined, null)).matches).toHaveLength(52);
    // The season version the route's kept answer is checked against: one statement more.
    expect(await cold(fb.seasonId, () => svc.perSeason(fb.seasonId, 'round', () => svc.footballSchedule(fb.seasonId, first, null)))).toBe(
      2,
    );
    // A season played in rounds is shown whole (or by round) unless a month is asked.
    expect(await svc.scheduleMonth(fb.seasonId, 'football')).toBeNull();
  });

  it('reads a football season without rounds a month at a time, the current month first', async () => {
    const open = await buildCompetition(d.db);
    const [home, away] = [await buildTeam(d.db), await buildTeam(d.db)];
    // 45 matches a day apart from 1 March: March has 31, April 14; "now" is 10 April.
    for (let i = 0; i < 45; i++) {
      await buildMatch(d.db, { competition: open, home_team_id: home, away_team_id: away, kickoff_at: MARCH + i * DAY });
    }
    const shown = await svc.scheduleMonth(open.seasonId, 'football');
    expect(shown).toBe('2026-04');
    const april = await svc.footballSchedule(open.seasonId, undefined, shown);
    expect([april.month, april.roundId, april.matches.length]).toEqual(['2026-04', null, 14]);
    expect(april.months).toEqual([
      { month: '2026-03', matches: 31 },
      { month: '2026-04', matches: 14 },
    ]);
    expect(
      (await svc.footballSchedule(open.seasonId, undefined, await svc.scheduleMonth(open.seasonId, 'football', '2026-03'))).matches,
    ).toHaveLength(31);
    await expect(svc.scheduleMonth(open.seasonId, 'football', '2026-05')).rejects.toThrow('该赛季这个月没有比赛');
    await expect(svc.scheduleMonth(open.seasonId, 'basketball')).rejects.toThrow('该赛季不是篮球赛季');
  });

  it('tells a round of another season in one statement more, and refuses it', async () => {
    const other = await round(cup.seasonId, 1, 'group');
    sql.length = 0;
    await expect(svc.footballSchedule(fb.seasonId, other, null)).rejects.toThrow('该赛季没有这个轮次');
    expect(sql).toHaveLength(2);
    await expect(svc.footballSchedule(bk.seasonId, undefined, null)).rejects.toThrow('该赛季不是足球赛季');
  });

  it('reads a month of a basketball schedule in one statement, its months in two, however many games', async () => {
    const month = async () => {
      const shown = await svc.scheduleMonth(bk.seasonId, 'basketball');
      return svc.basketballSchedule(bk.seasonId, shown);
    };
    // The version, the kick-offs, the month's games (the season's row was read once, above).
    const small = await cold(bk.seasonId, month);
    await playGames(60, MARCH + 20 * DAY, DAY / 2);
    const big = await cold(bk.seasonId, month);
    expect([small, big]).toEqual([3, 3]);
    // With the months kept, another month is its games alone.
    sql.length = 0;
    const march = await svc.basketballSchedule(bk.seasonId, '2026-03');
    expect(sql).toHaveLength(1);
    expect(march.months).toEqual([
      { month: '2026-03', matches: 3 + 22 },
      { month: '2026-04', matches: 38 },
    ]);
    expect(march.matches).toHaveLength(25);
  });

  it('ranks a season of level teams in every group with one read of their results', async () => {
    // Eight groups of four, every group's teams level two by two: 1-1 draws between each pair.
    for (let g = 0; g < 8; g++) {
      const id = await round(cup.seasonId, 10 + g, 'group');
      const four = await Promise.all([0, 1, 2, 3].map(() => buildTeam(d.db)));
      for (const [h, a] of [
        [0, 1],
        [2, 3],
      ] as const) {
        await buildMatch(d.db, {
          competition: cup,
          round_id: id,
          group_name: `${'ABCDEFGH'[g]}组`,
          home_team_id: four[h],
          away_team_id: four[a],
          state: 8,
          kickoff_at: MARCH + g * DAY,
          home_score: 1,
          away_score: 1,
        });
      }
    }
    const statements = await cold(cup.seasonId, () => svc.seasonTables(cup.seasonId));
    const among = sql.filter((s) => /home_team_id" in \(/.test(s));
    expect(among).toHaveLength(1);
    // The season row, its version, totals (with the teams), recent results, knockout matches, results among level teams.
    expect(statements).toBe(6);
    const tables = await svc.seasonTables(cup.seasonId);
    expect(tables.groups).toHaveLength(8);
    expect(tables.groups.map((g) => g.rows.map((r) => r.rank))).toEqual(Array(8).fill([1, 1, 1, 1]));
  });
});
