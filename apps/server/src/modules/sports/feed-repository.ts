import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { batched, type MatchInsert } from './repository';
import type { LotteryCode, OddsMarket, OddsPhase } from './tables';

type T = Database;
/** Both sports' state of a match not started yet (未开赛). */
const NOT_STARTED = 1;
export type PlayerInsert = Insertable<T['sport_player']>;
export type TextLiveInsert = Insertable<T['sport_text_live']>;
export type LineupInsert = Insertable<T['sport_lineup']>;
export type PlayerStatInsert = Insertable<T['sport_player_stat']>;
export type LotteryMatchInsert = Insertable<T['sport_lottery_match']>;
export type CompetitionUpdate = Updateable<T['sport_competition']>;

/** SQL the feed needs to write what providers deliver (on top of sportsRepository). */
export function feedQueries(db: Kysely<Database>) {
  return {
    async updateCompetition(id: number, values: CompetitionUpdate): Promise<void> {
      await db.updateTable('sport_competition').set(values).where('id', '=', id).execute();
    },
    async setTeamCountry(id: number, country: string | null): Promise<void> {
      await db.updateTable('sport_team').set({ country }).where('id', '=', id).execute();
    },

    playersBySourceKeys(keys: string[]) {
      if (keys.length === 0) return Promise.resolve([]);
      return db.selectFrom('sport_player').select(['id', 'source_key']).where('source_key', 'in', keys).execute();
    },
    async insertPlayers(rows: PlayerInsert[]): Promise<void> {
      await batched(rows, (chunk) =>
        db
          .insertInto('sport_player')
          .values(chunk)
          .onConflict((oc) => oc.column('source_key').doNothing())
          .execute(),
      );
    },

    listBookmakers() {
      return db.selectFrom('sport_bookmaker').selectAll().orderBy('sort').orderBy('id').execute();
    },
    async insertBookmaker(code: string, name: string, sort: number): Promise<void> {
      await db
        .insertInto('sport_bookmaker')
        .values({ code, name, sort })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    },

    /** Inserts the matches whose source key is not stored yet; the others stay as they are. */
    async insertMissingMatches(rows: MatchInsert[]): Promise<void> {
      await batched(rows, (chunk) =>
        db
          .insertInto('sport_match')
          .values(chunk)
          .onConflict((oc) => oc.column('source_key').doNothing())
          .execute(),
      );
    },
    /**
     * A match not started yet takes the teams (and league positions) the feed now gives it, and
     * loses lineups named for the teams it had; a started one keeps what was played.
     */
    async repairMatchTeams(id: number, r: Pick<MatchInsert, 'home_team_id' | 'away_team_id' | 'home_rank' | 'away_rank'>) {
      const { home_team_id, away_team_id, home_rank = null, away_rank = null } = r;
      const done = await db
        .updateTable('sport_match')
        .set({ home_team_id, away_team_id, home_rank, away_rank })
        .where('id', '=', id)
        .where('state', '=', NOT_STARTED)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) > 0) await db.deleteFrom('sport_lineup').where('match_id', '=', id).execute();
    },
    matchesBySourceKeys(keys: string[]) {
      if (keys.length === 0) return Promise.resolve([]);
      return db.selectFrom('sport_match').selectAll().where('source_key', 'in', keys).execute();
    },
    /** Matches whose source key starts with `prefix` and that kick off in [from, to). */
    matchesByPrefix(prefix: string, from: number, to: number) {
      return db
        .selectFrom('sport_match')
        .selectAll()
        .where('source_key', 'like', `${prefix}%`)
        .where('kickoff_at', '>=', from)
        .where('kickoff_at', '<', to)
        .orderBy('kickoff_at')
        .orderBy('id')
        .execute();
    },
    getMatch(id: number) {
      return db.selectFrom('sport_match').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertTextLines(rows: TextLiveInsert[]): Promise<void> {
      await batched(rows, (chunk) =>
        db
          .insertInto('sport_text_live')
          .values(chunk)
          .onConflict((oc) => oc.columns(['match_id', 'seq']).doNothing())
          .execute(),
      );
    },
    async upsertStats(matchId: number, stats: { type: string; home: number; away: number }[], now: number): Promise<void> {
      await batched(stats, (chunk) =>
        db
          .insertInto('sport_match_stat')
          .values(chunk.map((s) => ({ match_id: matchId, type: s.type, home: s.home, away: s.away, updated_at: now })))
          .onConflict((oc) =>
            oc.columns(['match_id', 'type']).doUpdateSet((eb) => ({
              home: eb.ref('excluded.home'),
              away: eb.ref('excluded.away'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute(),
      );
    },
    async insertLineups(rows: LineupInsert[]): Promise<void> {
      await batched(rows, (chunk) =>
        db
          .insertInto('sport_lineup')
          .values(chunk)
          .onConflict((oc) => oc.columns(['match_id', 'player_id']).doNothing())
          .execute(),
      );
    },
    async upsertPlayerStats(rows: PlayerStatInsert[]): Promise<void> {
      for (const row of rows) {
        const update = Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'match_id' && k !== 'player_id'));
        await db
          .insertInto('sport_player_stat')
          .values(row)
          .onConflict((oc) => oc.columns(['match_id', 'player_id']).doUpdateSet(update))
          .execute();
      }
    },

    /** Sets one phase of bookmakers' markets of a match: one statement for all quotes of that phase. */
    async writeOdds(
      matchId: number,
      phase: OddsPhase,
      quotes: {
        bookmakerId: number;
        market: OddsMarket;
        home: number | null;
        draw: number | null;
        away: number | null;
        line: number | null;
        at: number;
      }[],
    ): Promise<void> {
      if (quotes.length === 0) return;
      const col = (name: 'home' | 'draw' | 'away' | 'line' | 'at') => `${phase}_${name}` as const;
      await db
        .insertInto('sport_odds')
        .values(
          quotes.map((q) => ({
            match_id: matchId,
            bookmaker_id: q.bookmakerId,
            market: q.market,
            [col('home')]: q.home,
            [col('draw')]: q.draw,
            [col('away')]: q.away,
            [col('line')]: q.line,
            [col('at')]: q.at,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['match_id', 'bookmaker_id', 'market']).doUpdateSet((eb) => ({
            [col('home')]: eb.ref(`excluded.${col('home')}`),
            [col('draw')]: eb.ref(`excluded.${col('draw')}`),
            [col('away')]: eb.ref(`excluded.${col('away')}`),
            [col('line')]: eb.ref(`excluded.${col('line')}`),
            [col('at')]: eb.ref(`excluded.${col('at')}`),
          })),
        )
        .execute();
    },
    async insertOddsChanges(rows: Insertable<T['sport_odds_change']>[]): Promise<void> {
      await batched(rows, (chunk) => db.insertInto('sport_odds_change').values(chunk).execute());
    },

    async ensureLotteryIssue(code: LotteryCode, issue: string, saleStartAt: number, saleEndAt: number, now: number): Promise<number> {
      await db
        .insertInto('sport_lottery_issue')
        .values({ lottery_code: code, issue, sale_start_at: saleStartAt, sale_end_at: saleEndAt, created_at: now })
        .onConflict((oc) => oc.columns(['lottery_code', 'issue']).doUpdateSet({ sale_start_at: saleStartAt, sale_end_at: saleEndAt }))
        .execute();
      const row = await db
        .selectFrom('sport_lottery_issue')
        .select('id')
        .where('lottery_code', '=', code)
        .where('issue', '=', issue)
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async insertLotteryMatches(rows: LotteryMatchInsert[]): Promise<void> {
      // A match already numbered in the issue, or a number already taken, stays as it is.
      await batched(rows, (chunk) =>
        db
          .insertInto('sport_lottery_match')
          .values(chunk)
          .onConflict((oc) => oc.doNothing())
          .execute(),
      );
    },

    async getState(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('sport_feed_state').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
    async setState(key: string, value: string, now: number): Promise<void> {
      await db
        .insertInto('sport_feed_state')
        .values({ key, value, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
        .execute();
    },

    incidentsOf(matchId: number) {
      return db.selectFrom('sport_incident').selectAll().where('match_id', '=', matchId).orderBy('seq').execute();
    },
    statsOf(matchId: number) {
      return db.selectFrom('sport_match_stat').select(['type', 'home', 'away']).where('match_id', '=', matchId).orderBy('id').execute();
    },
    textOf(matchId: number, limit: number) {
      return db.selectFrom('sport_text_live').selectAll().where('match_id', '=', matchId).orderBy('seq', 'desc').limit(limit).execute();
    },
  };
}
export type FeedQueries = ReturnType<typeof feedQueries>;
