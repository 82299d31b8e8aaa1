import type { Kysely } from 'kysely';
import type { TSport } from '@sports/contracts';
import { containsWord } from '../../db/like';
import type { Database } from '../../db/schema';
import { mainOddsOf, matchesWithTeams, oddsWithBookmakers } from './match-sql';
import type { LotteryCode } from './tables';
import { paginate } from '../../db/paging';

/** What narrows a score list; every field optional and combined with AND. */
export interface MatchFilter {
  sport: TSport;
  /** Kick-off in [from, to). */
  from?: number;
  to?: number;
  states?: number[];
  /** Also include matches in these states whatever their kick-off (live matches running past midnight). */
  orStates?: number[];
  leagueIds?: number[];
  matchIds?: number[];
  hotOnly?: boolean;
  /** Only matches of this lottery issue; the row then carries its number there. */
  issueId?: number;
  /** Only this user's favourites. */
  favouritesOf?: number;
}

const LIST_LIMIT = 1000;

/** Football states 8-12 and basketball states 10-14 are over (finished, postponed, interrupted, abandoned, cancelled). */
const OVER_STATES = { football: [8, 9, 10, 11, 12], basketball: [10, 11, 12, 13, 14] } as const;

/** Which matches are open (not over) with kick-off in [from, to); `word` is part of a team's or the competition's name. */
export interface OpenMatchQuery {
  from: number;
  to: number;
  sport?: TSport;
  word?: string;
  page: number;
  pageSize: number;
}

/** SQL of the score lists: matches with their competition, teams, lottery numbers, odds and favourites. */
export function scoresRepository(db: Kysely<Database>) {
  const base = () =>
    matchesWithTeams(db)
      .leftJoin('sport_round as r', 'r.id', 'm.round_id')
      .selectAll('m')
      .select([
        'c.name as c_name',
        'c.short_name as c_short_name',
        'c.color as c_color',
        'h.name as h_name',
        'h.short_name as h_short_name',
        'h.badge_url as h_badge_url',
        'a.name as a_name',
        'a.short_name as a_short_name',
        'a.badge_url as a_badge_url',
        'r.name as round_name',
      ]);

  return {
    /**
     * Matches for a list; at most 1000 (a day of every league the feed covers). With `orStates` the
     * matches in those states are read apart and merged in, so each read stays on an index
     * (kick-off, or state): one `OR` across both would scan every match ever stored.
     */
    async listMatches(f: MatchFilter) {
      const query = (g: MatchFilter) => {
        let q = base().where('m.sport', '=', g.sport);
        if (g.from !== undefined) q = q.where('m.kickoff_at', '>=', g.from);
        if (g.to !== undefined) q = q.where('m.kickoff_at', '<', g.to);
        if (g.states) q = q.where('m.state', 'in', g.states);
        if (g.leagueIds) q = q.where('m.competition_id', 'in', g.leagueIds.length ? g.leagueIds : [0]);
        if (g.matchIds) q = q.where('m.id', 'in', g.matchIds.length ? g.matchIds : [0]);
        if (g.hotOnly) q = q.where((eb) => eb.or([eb('c.hot', '=', 1), eb('m.top', '=', 1)]));
        if (g.issueId !== undefined) {
          q = q.where('m.id', 'in', db.selectFrom('sport_lottery_match').select('match_id').where('issue_id', '=', g.issueId));
        }
        if (g.favouritesOf !== undefined) {
          q = q.where('m.id', 'in', db.selectFrom('sport_favorite').select('match_id').where('user_id', '=', g.favouritesOf));
        }
        return q.orderBy('m.kickoff_at').orderBy('m.id').limit(LIST_LIMIT).execute();
      };
      const { orStates, ...rest } = f;
      if (!orStates?.length) return query(rest);
      const [inWindow, inState] = await Promise.all([query(rest), query({ ...rest, from: undefined, to: undefined, states: orStates })]);
      const seen = new Set(inWindow.map((r) => Number(r.id)));
      const merged = [...inWindow, ...inState.filter((r) => !seen.has(Number(r.id)))];
      merged.sort((a, b) => Number(a.kickoff_at) - Number(b.kickoff_at) || Number(a.id) - Number(b.id));
      return merged.slice(0, LIST_LIMIT);
    },

    getMatch(id: number) {
      return base().where('m.id', '=', id).executeTakeFirst();
    },

    /** Matches by id, in no particular order. */
    getMatches(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return base().where('m.id', 'in', ids).execute();
    },

    /** Sport, state, kick-off and team names of matches by id, in no particular order. */
    matchCards(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('sport_match as m')
        .innerJoin('sport_team as h', 'h.id', 'm.home_team_id')
        .innerJoin('sport_team as a', 'a.id', 'm.away_team_id')
        .select(['m.id', 'm.sport', 'm.kickoff_at', 'm.state', 'h.name as home', 'a.name as away'])
        .where('m.id', 'in', ids)
        .execute();
    },

    /** Ids of open matches, earliest kick-off first, one page of them, and how many there are. */
    async openMatches(opts: OpenMatchQuery) {
      let q = matchesWithTeams(db)
        .where('m.kickoff_at', '>=', opts.from)
        .where('m.kickoff_at', '<', opts.to)
        .where((eb) =>
          eb.or([
            eb.and([eb('m.sport', '=', 'football'), eb('m.state', 'not in', [...OVER_STATES.football])]),
            eb.and([eb('m.sport', '=', 'basketball'), eb('m.state', 'not in', [...OVER_STATES.basketball])]),
          ]),
        );
      if (opts.sport) q = q.where('m.sport', '=', opts.sport);
      if (opts.word) {
        const word = opts.word;
        q = q.where((eb) => eb.or([containsWord('h.name', word), containsWord('a.name', word), containsWord('c.name', word)]));
      }
      const { rows, total } = await paginate(
        q,
        (x) => x.select(['m.id']).orderBy('m.kickoff_at').orderBy('m.id'),
        opts.page,
        opts.pageSize,
      );
      return { ids: rows.map((r) => Number(r.id)), total };
    },

    /** Numbers of these matches in one issue, or (without an issue) in any lottery of the codes given. */
    lotteryNumbers(matchIds: number[], opts: { issueId?: number; codes?: LotteryCode[] }) {
      if (matchIds.length === 0) return Promise.resolve([]);
      let q = db
        .selectFrom('sport_lottery_match')
        .select(['match_id', 'lottery_code', 'match_no', 'handicap', 'sort', 'issue_id'])
        .where('match_id', 'in', matchIds);
      if (opts.issueId !== undefined) q = q.where('issue_id', '=', opts.issueId);
      if (opts.codes) q = q.where('lottery_code', 'in', opts.codes);
      return q.orderBy('issue_id', 'desc').execute();
    },

    /** Every bookmaker's current odds of these matches, bookmakers in their display order. */
    oddsOf(matchIds: number[]) {
      return oddsWithBookmakers(db, matchIds);
    },

    /**
     * The odds a list row shows: per match only the rows of the first bookmaker (display order)
     * that prices it, as `rowOdds` keeps; the other bookmakers' rows are not read.
     */
    mainOddsOf(matchIds: number[]) {
      return mainOddsOf(db, matchIds);
    },

    async favouriteIds(userId: number, matchIds: number[]): Promise<Set<number>> {
      if (matchIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('sport_favorite')
        .select('match_id')
        .where('user_id', '=', userId)
        .where('match_id', 'in', matchIds)
        .execute();
      return new Set(rows.map((r) => Number(r.match_id)));
    },
    /** Adds a favourite; a second add of the same match changes nothing. */
    async addFavourite(userId: number, matchId: number, sport: TSport, now: number): Promise<void> {
      await db
        .insertInto('sport_favorite')
        .values({ user_id: userId, match_id: matchId, sport, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'match_id']).doNothing())
        .execute();
    },
    async removeFavourite(userId: number, matchId: number): Promise<void> {
      await db.deleteFrom('sport_favorite').where('user_id', '=', userId).where('match_id', '=', matchId).execute();
    },

    /** Competitions of a sport with the filter's grouping fields. */
    listCompetitions(sport: TSport) {
      return db.selectFrom('sport_competition').selectAll().where('sport', '=', sport).orderBy('sort').orderBy('id').execute();
    },

    listIssues(code: LotteryCode, limit: number) {
      return db
        .selectFrom('sport_lottery_issue')
        .selectAll()
        .where('lottery_code', '=', code)
        .orderBy('sale_start_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    findIssue(code: LotteryCode, issue: string) {
      return db
        .selectFrom('sport_lottery_issue')
        .selectAll()
        .where('lottery_code', '=', code)
        .where('issue', '=', issue)
        .executeTakeFirst();
    },
    /** The issue on sale at `now`; else the next to open; else the last one. */
    async currentIssue(code: LotteryCode, now: number) {
      const issues = db.selectFrom('sport_lottery_issue').selectAll().where('lottery_code', '=', code);
      return (
        (await issues
          .where('sale_start_at', '<=', now)
          .where('sale_end_at', '>', now)
          .orderBy('sale_start_at')
          .orderBy('id')
          .executeTakeFirst()) ??
        (await issues.where('sale_start_at', '>', now).orderBy('sale_start_at').orderBy('id').executeTakeFirst()) ??
        (await issues.orderBy('sale_end_at', 'desc').orderBy('id', 'desc').executeTakeFirst())
      );
    },
    async issueMatchCounts(issueIds: number[]): Promise<Map<number, number>> {
      if (issueIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('sport_lottery_match')
        .select(['issue_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('issue_id', 'in', issueIds)
        .groupBy('issue_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.issue_id), Number(r.n)]));
    },

    /** Kick-off times of both sports' matches in [from, to), for the calendar of match days. */
    kickoffsBetween(from: number, to: number) {
      return db.selectFrom('sport_match').select(['kickoff_at']).where('kickoff_at', '>=', from).where('kickoff_at', '<', to).execute();
    },

    textLive(matchId: number, limit: number) {
      return db.selectFrom('sport_text_live').selectAll().where('match_id', '=', matchId).orderBy('seq', 'desc').limit(limit).execute();
    },
  };
}
export type ScoresRepository = ReturnType<typeof scoresRepository>;
export type ScoreMatchRow = Awaited<ReturnType<ScoresRepository['listMatches']>>[number];
export type LotteryNumberRow = Awaited<ReturnType<ScoresRepository['lotteryNumbers']>>[number];
export type OddsRow = Awaited<ReturnType<ScoresRepository['oddsOf']>>[number];
