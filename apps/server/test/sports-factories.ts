import type { Insertable, Kysely } from 'kysely';
import type { TSport } from '@sports/contracts';
import type { Database } from '../src/db/schema';
import { createSimulator } from '../src/feed/simulator/engine';
import { SportsEvents } from '../src/modules/sports/events';
import { feedService } from '../src/modules/sports/feed-service';
import type { LotteryCode, OddsMarket } from '../src/modules/sports/tables';

/** Sports test data with overrides: competitions, teams, matches, odds, lottery issues. */

type Db = Kysely<Database>;

/**
 * Plays the simulator's calendar (three days back, one ahead) around a fixed clock into `db`, so
 * every number a test reads from it is the same whatever the day it runs.
 */
export async function simulateFixedDays(db: Db, seed: number): Promise<void> {
  const sim = createSimulator(feedService(db, new SportsEvents()), {
    seed,
    speed: 1,
    daysBack: 3,
    daysAhead: 1,
    realNow: () => Date.UTC(2026, 10, 18, 4),
  });
  await sim.start();
  await sim.stop();
}
let seq = 0;
const next = () => ++seq;

export async function buildCompetition(db: Db, overrides: Partial<Insertable<Database['sport_competition']>> = {}) {
  const n = next();
  const row = await db
    .insertInto('sport_competition')
    .values({
      code: `test.${n}`,
      sport: 'football',
      kind: 'league',
      country: '英格兰',
      area: '欧洲',
      hot: 0,
      sort: 100 + n,
      name: `测试联赛${n}`,
      short_name: `测联${n}`,
      name_en: `Test League ${n}`,
      color: '#336699',
      logo_url: null,
      created_at: Date.now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const season = await db
    .insertInto('sport_season')
    .values({ competition_id: Number(row.id), name: '2026', start_year: 2026, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), seasonId: Number(season.id) };
}

export async function buildTeam(db: Db, overrides: Partial<Insertable<Database['sport_team']>> = {}) {
  const n = next();
  const row = await db
    .insertInto('sport_team')
    .values({
      sport: 'football',
      name: `测试队${n}`,
      short_name: `测试${n}`,
      name_en: `Test Team ${n}`,
      badge_url: null,
      created_at: Date.now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export type MatchOverrides = Partial<Insertable<Database['sport_match']>> & { competition?: { id: number; seasonId: number } };

/** A match; competition and teams are made when not given. */
export async function buildMatch(db: Db, overrides: MatchOverrides = {}) {
  const { competition: given, ...values } = overrides;
  const sport: TSport = values.sport ?? 'football';
  const competition = given ?? (await buildCompetition(db, { sport }));
  const home = values.home_team_id ?? (await buildTeam(db, { sport }));
  const away = values.away_team_id ?? (await buildTeam(db, { sport }));
  const row = await db
    .insertInto('sport_match')
    .values({
      sport,
      competition_id: competition.id,
      season_id: competition.seasonId,
      home_team_id: home,
      away_team_id: away,
      state: 1,
      kickoff_at: Date.now(),
      home_score: 0,
      away_score: 0,
      updated_at: Date.now(),
      ...values,
    } as Insertable<Database['sport_match']>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function buildBookmaker(db: Db, overrides: Partial<Insertable<Database['sport_bookmaker']>> = {}) {
  const n = next();
  const row = await db
    .insertInto('sport_bookmaker')
    .values({ code: `bm${n}`, name: `公司${n}`, sort: n, ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

type Values = { home?: number | null; draw?: number | null; away?: number | null; line?: number | null; at?: number };

/** One market of a bookmaker for a match with opening, and optionally live and in-play, values. */
export async function buildOdds(
  db: Db,
  matchId: number,
  bookmakerId: number,
  market: OddsMarket,
  phases: { open: Values; live?: Values; inplay?: Values },
) {
  const cols: Record<string, number | null> = {};
  for (const phase of ['open', 'live', 'inplay'] as const) {
    const v = phases[phase];
    cols[`${phase}_home`] = v?.home ?? null;
    cols[`${phase}_draw`] = v?.draw ?? null;
    cols[`${phase}_away`] = v?.away ?? null;
    cols[`${phase}_line`] = v?.line ?? null;
    cols[`${phase}_at`] = v ? (v.at ?? Date.now()) : null;
  }
  await db
    .insertInto('sport_odds')
    .values({ match_id: matchId, bookmaker_id: bookmakerId, market, ...cols })
    .execute();
}

export async function buildIssue(db: Db, code: LotteryCode, overrides: Partial<Insertable<Database['sport_lottery_issue']>> = {}) {
  const n = next();
  const row = await db
    .insertInto('sport_lottery_issue')
    .values({
      lottery_code: code,
      issue: String(26000 + n),
      sale_start_at: Date.now() - 3600_000,
      sale_end_at: Date.now() + 3600_000,
      created_at: Date.now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function buildLotteryMatch(
  db: Db,
  issueId: number,
  code: LotteryCode,
  matchId: number,
  no: string,
  sort: number,
  handicap: number | null = null,
) {
  await db
    .insertInto('sport_lottery_match')
    .values({ issue_id: issueId, lottery_code: code, match_id: matchId, match_no: no, sort, handicap, sale_end_at: Date.now() + 3600_000 })
    .execute();
}
