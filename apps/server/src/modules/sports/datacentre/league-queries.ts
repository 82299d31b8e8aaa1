import type { Kysely } from 'kysely';
import type { TSport } from '@sports/contracts';
import { statement } from '../../../db/compiled';
import type { Database } from '../../../db/schema';

const COMPETITION_COLUMNS = [
  'c.id',
  'c.code',
  'c.sport',
  'c.kind',
  'c.country',
  'c.name',
  'c.short_name',
  'c.color',
  'c.area',
  'c.hot',
  'c.sort',
] as const;

/** A season with its competition's columns, in one read (compiled once: every cold season answer checks its season). */
const seasonWithCompetitionStatement = statement((db, a: { id: number }) =>
  db
    .selectFrom('sport_season as s')
    .innerJoin('sport_competition as c', 'c.id', 's.competition_id')
    .select(['s.id as season_id', 's.competition_id', 's.name as season_name', 's.start_year'])
    .select(COMPETITION_COLUMNS)
    .where('s.id', '=', a.id),
);

/**
 * A season's version: its match count and the sums of their update times, states and goals, so
 * any write to any of its matches (not only the latest one) changes it (see season-cache.ts).
 * Compiled once: every season answer past its recheck time reads it.
 */
const seasonVersionStatement = statement((db, a: { seasonId: number }) =>
  db
    .selectFrom('sport_match')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('updated_at').as('at'),
      eb.fn.sum<number>('state').as('st'),
      eb.fn.sum<number>(eb('home_score', '+', eb.ref('away_score'))).as('goals'),
    ])
    .where('season_id', '=', a.seasonId),
);

/** SQL of the data centre's competitions, seasons, rounds and users' hot leagues. */
export function leagueQueries(db: Kysely<Database>) {
  const competitionCols = COMPETITION_COLUMNS;
  return {
    competitions(sport: TSport) {
      return db
        .selectFrom('sport_competition as c')
        .select(competitionCols)
        .where('c.sport', '=', sport)
        .orderBy('c.sort')
        .orderBy('c.id')
        .execute();
    },
    competition(id: number) {
      return db.selectFrom('sport_competition as c').select(competitionCols).where('c.id', '=', id).executeTakeFirst();
    },
    /** Seasons of the competitions, newest first. */
    seasonsOf(competitionIds: number[]) {
      if (competitionIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('sport_season')
        .select(['id', 'competition_id', 'name', 'start_year'])
        .where('competition_id', 'in', competitionIds)
        .orderBy('start_year', 'desc')
        .orderBy('name', 'desc')
        .execute();
    },
    /** A season with its competition's columns, in one read. */
    async seasonWithCompetition(id: number) {
      return (await seasonWithCompetitionStatement(db, { id })).rows[0];
    },
    /** Rounds of a season with how many of their matches are finished. */
    rounds(seasonId: number, finishedState: number) {
      return db
        .selectFrom('sport_round as r')
        .leftJoin('sport_match as m', 'm.round_id', 'r.id')
        .select(['r.id', 'r.name', 'r.kind', 'r.sort'])
        .select((eb) => [
          eb.fn.count<number>('m.id').as('matches'),
          eb.fn.sum<number>(eb.case().when('m.state', '=', finishedState).then(1).else(0).end()).as('finished'),
        ])
        .where('r.season_id', '=', seasonId)
        .groupBy(['r.id', 'r.name', 'r.kind', 'r.sort'])
        .orderBy('r.sort')
        .execute();
    },
    /** Whether the round is one of the season's. */
    async roundInSeason(roundId: number, seasonId: number): Promise<boolean> {
      const row = await db
        .selectFrom('sport_round')
        .select('id')
        .where('id', '=', roundId)
        .where('season_id', '=', seasonId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Whether the season is played in rounds (imported seasons are; the simulated leagues are not). */
    async hasRounds(seasonId: number): Promise<boolean> {
      const row = await db.selectFrom('sport_round').select('id').where('season_id', '=', seasonId).limit(1).executeTakeFirst();
      return row !== undefined;
    },
    /** Matches per competition (for the database overview). */
    matchCounts(competitionIds: number[]) {
      if (competitionIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('sport_match')
        .select(['competition_id'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('competition_id', 'in', competitionIds)
        .groupBy('competition_id')
        .execute();
    },
    seasonCounts(seasonId: number, finishedState: number) {
      return db
        .selectFrom('sport_match')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('state', '=', finishedState).then(1).else(0).end()).as('finished'),
        ])
        .where('season_id', '=', seasonId)
        .executeTakeFirstOrThrow();
    },
    /** A season's version (see seasonVersionStatement). */
    async seasonVersion(seasonId: number): Promise<string> {
      const row = (await seasonVersionStatement(db, { seasonId })).rows[0];
      return [row?.n, row?.at, row?.st, row?.goals].map((v) => String(v ?? 0)).join(':');
    },
    async seasonOfMatch(matchId: number): Promise<number | null> {
      const row = await db.selectFrom('sport_match').select('season_id').where('id', '=', matchId).executeTakeFirst();
      return row ? Number(row.season_id) : null;
    },
    hotLeagueIds(userId: number, sport: TSport) {
      return db
        .selectFrom('sport_hot_league')
        .select('competition_id')
        .where('user_id', '=', userId)
        .where('sport', '=', sport)
        .orderBy('sort')
        .execute();
    },
    /** Replaces the user's hot leagues of a sport with `ids`, in that order. */
    async setHotLeagues(userId: number, sport: TSport, ids: number[]) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sport_hot_league').where('user_id', '=', userId).where('sport', '=', sport).execute();
        if (ids.length === 0) return;
        await trx
          .insertInto('sport_hot_league')
          .values(ids.map((id, i) => ({ user_id: userId, sport, competition_id: id, sort: i })))
          .execute();
      });
    },
  };
}
export type LeagueQueries = ReturnType<typeof leagueQueries>;
export type CompetitionRow = NonNullable<Awaited<ReturnType<LeagueQueries['competition']>>>;
