import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The match with its competition (c), home team (h) and away team (a): where every list of
 * matches with names starts. Callers add their own columns, filters and order.
 */
export function matchesWithTeams(db: Kysely<Database>) {
  return db
    .selectFrom('sport_match as m')
    .innerJoin('sport_competition as c', 'c.id', 'm.competition_id')
    .innerJoin('sport_team as h', 'h.id', 'm.home_team_id')
    .innerJoin('sport_team as a', 'a.id', 'm.away_team_id');
}

/** Both teams of a match and its full-time and half-time score: the columns every result line shows. */
export const TEAMS_AND_SCORES = [
  'm.home_team_id',
  'm.away_team_id',
  'm.home_score',
  'm.away_score',
  'm.home_half_score',
  'm.away_half_score',
] as const;

/** Every bookmaker's current odds of these matches, bookmakers in their display order. */
export function oddsWithBookmakers(db: Kysely<Database>, matchIds: number[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sport_odds as o')
    .innerJoin('sport_bookmaker as b', 'b.id', 'o.bookmaker_id')
    .selectAll('o')
    .select(['b.name as bookmaker_name', 'b.sort as bookmaker_sort'])
    .where('o.match_id', 'in', matchIds)
    .orderBy('b.sort')
    .orderBy('b.id')
    .execute();
}

/**
 * Per match, only the odds rows of the first bookmaker (display order) that prices it: what a
 * score-list row shows. The bookmaker is picked per match by a subquery on the odds' unique index.
 */
export function mainOddsOf(db: Kysely<Database>, matchIds: number[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  const first = db
    .selectFrom('sport_match as fm')
    .select((eb) => [
      'fm.id as mid',
      eb
        .selectFrom('sport_odds as o2')
        .innerJoin('sport_bookmaker as b2', 'b2.id', 'o2.bookmaker_id')
        .select('o2.bookmaker_id')
        .whereRef('o2.match_id', '=', 'fm.id')
        .orderBy('b2.sort')
        .orderBy('b2.id')
        .limit(1)
        .as('bid'),
    ])
    .where('fm.id', 'in', matchIds);
  return db
    .selectFrom(first.as('f'))
    .innerJoin('sport_odds as o', (j) => j.onRef('o.match_id', '=', 'f.mid').onRef('o.bookmaker_id', '=', 'f.bid'))
    .innerJoin('sport_bookmaker as b', 'b.id', 'o.bookmaker_id')
    .selectAll('o')
    .select(['b.name as bookmaker_name', 'b.sort as bookmaker_sort'])
    .orderBy('b.sort')
    .orderBy('b.id')
    .execute();
}
