import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import { statement } from '../../../db/compiled';
import type { Database } from '../../../db/schema';
import { matchesWithTeams, TEAMS_AND_SCORES } from '../match-sql';

type From = Database & {
  m: Database['sport_match'];
  h: Database['sport_team'];
  a: Database['sport_team'];
  r: Database['sport_round'];
  c: Database['sport_competition'];
};

/** The columns a match brief shows: the match, both teams, its round and competition names. */
function briefs(db: Kysely<Database>) {
  return matchesWithTeams(db)
    .leftJoin('sport_round as r', 'r.id', 'm.round_id')
    .select([
      'm.id',
      'm.season_id',
      'm.kickoff_at',
      'm.state',
      'm.group_name',
      ...TEAMS_AND_SCORES,
      'm.home_et_score',
      'm.away_et_score',
      'm.home_penalty_score',
      'm.away_penalty_score',
      'r.name as round_name',
      'r.sort as round_sort',
      'c.short_name as league_name',
      'h.short_name as home_name',
      'h.badge_url as home_badge',
      'a.short_name as away_name',
      'a.badge_url as away_badge',
    ]);
}
export type MatchBriefRow = Awaited<ReturnType<ReturnType<typeof briefs>['execute']>>[number];

/**
 * A season's knockout matches, in round order. Asked by their rounds' season only (a match's round
 * is always of its season), so the planners start from the season's rounds (sport_round_name_uq)
 * and read the knockout rounds' matches (sport_match_round_idx): a league reads no match at all,
 * where a read from the season's matches read all of them (380 in a Premier League season) to keep
 * none. Compiled once: every cold football table reads it.
 */
const knockoutStatement = statement((db, a: { seasonId: number }) =>
  briefs(db)
    .where('r.season_id', '=', a.seasonId)
    .where('r.kind', '=', 'knockout')
    .orderBy('r.sort')
    .orderBy('m.kickoff_at')
    .orderBy('m.id'),
);

const involving = (teamId: number) => (eb: ExpressionBuilder<From, 'm'>) =>
  eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]);

/** SQL of match lists: a season's schedule, knockout rounds, a team's matches. */
export function matchQueries(db: Kysely<Database>) {
  const ordered = <Q extends SelectQueryBuilder<From, 'm' | 'h' | 'a' | 'c' | 'r', MatchBriefRow>>(q: Q) =>
    q.orderBy('m.kickoff_at').orderBy('m.id');
  return {
    /** A season's matches, or those of a kick-off range [from, to) (sport_match_season_idx). */
    seasonMatches(seasonId: number, only: { from?: number; to?: number } = {}) {
      let q = briefs(db).where('m.season_id', '=', seasonId);
      if (only.from !== undefined) q = q.where('m.kickoff_at', '>=', only.from);
      if (only.to !== undefined) q = q.where('m.kickoff_at', '<', only.to);
      return ordered(q).execute();
    },
    /**
     * The matches of one round of the season. Filtered by the round's season, not the match's: with
     * `m.season_id` the planners read the season's index (its order is the answer's) and every match
     * of the season; this way only the round's matches are read (sport_match_round_idx).
     */
    roundMatches(seasonId: number, roundId: number) {
      return ordered(briefs(db).where('m.round_id', '=', roundId).where('r.season_id', '=', seasonId)).execute();
    },
    /** Every kick-off time of a season, in order: read from sport_match_season_idx alone. */
    async seasonKickoffs(seasonId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('sport_match')
        .select('kickoff_at')
        .where('season_id', '=', seasonId)
        .orderBy('kickoff_at')
        .execute();
      return rows.map((r) => Number(r.kickoff_at));
    },
    /** A season's knockout matches, in round order (knockoutStatement). */
    async knockoutMatches(seasonId: number) {
      return (await knockoutStatement(db, { seasonId })).rows;
    },
    /** A team's matches of a season. */
    teamMatches(teamId: number, seasonId: number) {
      return ordered(briefs(db).where('m.season_id', '=', seasonId).where(involving(teamId))).execute();
    },
    matchesByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return briefs(db).where('m.id', 'in', ids).execute();
    },
    /** The seasons a team played in, newest first, with their competition. */
    teamSeasons(teamId: number) {
      return db
        .selectFrom('sport_match as m')
        .innerJoin('sport_season as s', 's.id', 'm.season_id')
        .innerJoin('sport_competition as c', 'c.id', 's.competition_id')
        .select(['s.id', 's.name', 's.start_year', 's.competition_id', 'c.short_name as league_name', 'c.kind'])
        .select((eb) => eb.fn.max('m.kickoff_at').as('last_at'))
        .where(involving(teamId))
        .groupBy(['s.id', 's.name', 's.start_year', 's.competition_id', 'c.short_name', 'c.kind'])
        .orderBy('last_at', 'desc')
        .execute();
    },
  };
}
export type MatchQueries = ReturnType<typeof matchQueries>;
