import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { matchesWithTeams, oddsWithBookmakers, TEAMS_AND_SCORES } from '../match-sql';
import type { OddsMarket, Side } from '../tables';

const PAST_LIMIT = 10;
const FUTURE_LIMIT = 5;

/** Reads of the match centre; each answers in one statement whatever the size of the match. */
export function matchDetailRepository(db: Kysely<Database>) {
  const count = (
    table: 'sport_incident' | 'sport_match_stat' | 'sport_text_live' | 'sport_lineup' | 'sport_player_stat' | 'sport_odds',
    id: number,
  ) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('match_id', '=', id);

  const pastMatches = () =>
    matchesWithTeams(db).select([
      'm.id',
      'm.kickoff_at',
      ...TEAMS_AND_SCORES,
      'm.home_corner',
      'm.away_corner',
      'm.home_yellow',
      'm.away_yellow',
      'c.short_name as c_short_name',
      'h.short_name as h_short_name',
      'a.short_name as a_short_name',
    ]);

  return {
    /** What every call checks first: the match exists, its sport, teams, season and state. */
    brief(id: number) {
      return db
        .selectFrom('sport_match as m')
        .innerJoin('sport_competition as c', 'c.id', 'm.competition_id')
        .select([
          'm.id',
          'm.sport',
          'm.state',
          'm.kickoff_at',
          'm.season_id',
          'm.group_name',
          'c.kind as competition_kind',
          'm.home_team_id',
          'm.away_team_id',
          'm.home_formation',
          'm.away_formation',
          'm.home_coach',
          'm.away_coach',
        ])
        .where('m.id', '=', id)
        .executeTakeFirst();
    },

    /** Fields only the match page shows, and how many rows of each detail the match has. */
    async extras(id: number) {
      return db
        .selectFrom('sport_match as m')
        .innerJoin('sport_season as s', 's.id', 'm.season_id')
        .select([
          's.id as season_id',
          's.name as season_name',
          'm.venue',
          count('sport_incident', id).as('incidents'),
          count('sport_match_stat', id).as('stats'),
          count('sport_text_live', id).as('text'),
          count('sport_lineup', id).as('lineups'),
          count('sport_player_stat', id).as('player_stats'),
          count('sport_odds', id).as('odds'),
        ])
        .where('m.id', '=', id)
        .executeTakeFirst();
    },

    incidents(matchId: number) {
      return db.selectFrom('sport_incident').selectAll().where('match_id', '=', matchId).orderBy('seq').execute();
    },
    stats(matchId: number) {
      return db.selectFrom('sport_match_stat').select(['type', 'home', 'away']).where('match_id', '=', matchId).orderBy('id').execute();
    },
    /** Newest first. */
    textLive(matchId: number) {
      return db.selectFrom('sport_text_live').selectAll().where('match_id', '=', matchId).orderBy('seq', 'desc').execute();
    },

    /** Lineup entries with the player and his statistics in this match. */
    lineup(matchId: number) {
      return db
        .selectFrom('sport_lineup as l')
        .innerJoin('sport_player as p', 'p.id', 'l.player_id')
        .leftJoin('sport_player_stat as s', (j) => j.onRef('s.match_id', '=', 'l.match_id').onRef('s.player_id', '=', 'l.player_id'))
        .select([
          'l.side',
          'l.player_id',
          'l.shirt_number',
          'l.position',
          'l.starter',
          'l.captain',
          'l.sort',
          'p.name',
          's.id as stat_id',
          's.minutes_played',
          's.points',
          's.field_goals_scored',
          's.field_goals_total',
          's.three_points_scored',
          's.three_points_total',
          's.free_throws_scored',
          's.free_throws_total',
          's.rebounds',
          's.offensive_rebounds',
          's.defensive_rebounds',
          's.assists',
          's.steals',
          's.blocks',
          's.turnovers',
          's.fouls',
          's.goals',
          's.shots',
          's.shots_on_target',
          's.passes',
          's.passes_accurate',
          's.tackles',
          's.saves',
          's.yellow',
          's.red',
          's.rating',
        ])
        .where('l.match_id', '=', matchId)
        .orderBy('l.side')
        .orderBy('l.sort')
        .execute();
    },

    /** Every bookmaker's markets for the match, in the bookmakers' display order. */
    odds(matchIds: number[]) {
      return oddsWithBookmakers(db, matchIds);
    },

    oddsHistory(matchId: number, market: OddsMarket, bookmakerId?: number) {
      let q = db
        .selectFrom('sport_odds_change as c')
        .innerJoin('sport_bookmaker as b', 'b.id', 'c.bookmaker_id')
        .selectAll('c')
        .select('b.name as bookmaker_name')
        .where('c.match_id', '=', matchId)
        .where('c.market', '=', market);
      if (bookmakerId !== undefined) q = q.where('c.bookmaker_id', '=', bookmakerId);
      return q.orderBy('b.sort').orderBy('c.changed_at').orderBy('c.id').execute();
    },

    /** The last finished matches between two teams (either way round), before `before`. */
    headToHead(a: number, b: number, finished: number, before: number) {
      return pastMatches()
        .where((eb) =>
          eb.or([
            eb.and([eb('m.home_team_id', '=', a), eb('m.away_team_id', '=', b)]),
            eb.and([eb('m.home_team_id', '=', b), eb('m.away_team_id', '=', a)]),
          ]),
        )
        .where('m.state', '=', finished)
        .where('m.kickoff_at', '<', before)
        .orderBy('m.kickoff_at', 'desc')
        .limit(PAST_LIMIT)
        .execute();
    },

    /** A team's last finished matches before `before`. */
    recent(teamId: number, finished: number, before: number) {
      return pastMatches()
        .where((eb) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]))
        .where('m.state', '=', finished)
        .where('m.kickoff_at', '<', before)
        .orderBy('m.kickoff_at', 'desc')
        .limit(PAST_LIMIT)
        .execute();
    },

    /** Both teams' next matches not yet started, after `after`. */
    future(teamIds: number[], notStarted: number, after: number) {
      return pastMatches()
        .where((eb) => eb.or([eb('m.home_team_id', 'in', teamIds), eb('m.away_team_id', 'in', teamIds)]))
        .where('m.state', '=', notStarted)
        .where('m.kickoff_at', '>', after)
        .orderBy('m.kickoff_at')
        .limit(FUTURE_LIMIT * 2 * 2)
        .execute();
    },

    /** Goals (own goals and penalties too) of matches, for the time bands. */
    goals(matchIds: number[]) {
      if (matchIds.length === 0) return Promise.resolve([] as { match_id: number; side: Side; minute: number }[]);
      return db
        .selectFrom('sport_incident')
        .select(['match_id', 'side', 'minute'])
        .where('match_id', 'in', matchIds)
        .where('type', 'in', ['goal', 'own_goal', 'penalty'])
        .execute();
    },
  };
}

export type MatchDetailRepository = ReturnType<typeof matchDetailRepository>;
export type MatchBrief = NonNullable<Awaited<ReturnType<MatchDetailRepository['brief']>>>;
export type PastMatchRow = Awaited<ReturnType<MatchDetailRepository['recent']>>[number];
export type LineupRow = Awaited<ReturnType<MatchDetailRepository['lineup']>>[number];
export type DetailOddsRow = Awaited<ReturnType<MatchDetailRepository['odds']>>[number];
export type OddsChangeRow = Awaited<ReturnType<MatchDetailRepository['oddsHistory']>>[number];
export const FUTURE_PER_TEAM = FUTURE_LIMIT;
