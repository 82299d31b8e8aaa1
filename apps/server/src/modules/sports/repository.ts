import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { TSport } from '@sports/contracts';

type T = Database;
export type CompetitionInsert = Insertable<T['sport_competition']>;
export type RoundInsert = Insertable<T['sport_round']>;
export type TeamInsert = Insertable<T['sport_team']>;
export type MatchInsert = Insertable<T['sport_match']>;
export type MatchUpdate = Updateable<T['sport_match']>;
export type IncidentInsert = Insertable<T['sport_incident']>;

/** Rows per multi-row insert: keeps SQLite under its bound-parameter limit. */
const BATCH = 100;

/** Writes rows in chunks of BATCH, one statement per chunk. */
export async function batched<R>(rows: R[], write: (chunk: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** All SQL of the sports capability. */
export function sportsRepository(db: Kysely<Database>): SportsRepository {
  return {
    ...queries(db),
    transaction: (fn) => db.transaction().execute((trx) => fn(queries(trx))),
  };
}

export interface SportsRepository extends SportsQueries {
  /** Runs `fn` in one transaction with queries bound to it. */
  transaction<R>(fn: (repo: SportsQueries) => Promise<R>): Promise<R>;
}
export type SportsQueries = ReturnType<typeof queries>;

function queries(db: Kysely<Database>) {
  return {
    findCompetitionByCode(code: string) {
      return db.selectFrom('sport_competition').selectAll().where('code', '=', code).executeTakeFirst();
    },
    async insertCompetition(values: CompetitionInsert): Promise<number> {
      const row = await db.insertInto('sport_competition').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },

    findSeason(competitionId: number, name: string) {
      return db
        .selectFrom('sport_season')
        .selectAll()
        .where('competition_id', '=', competitionId)
        .where('name', '=', name)
        .executeTakeFirst();
    },
    async insertSeason(competitionId: number, name: string, startYear: number, now: number): Promise<number> {
      const row = await db
        .insertInto('sport_season')
        .values({ competition_id: competitionId, name, start_year: startYear, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    /** A season with its competition's sport and kind. */
    getSeason(seasonId: number) {
      return db
        .selectFrom('sport_season as s')
        .innerJoin('sport_competition as c', 'c.id', 's.competition_id')
        .select(['s.id', 's.name', 's.competition_id', 'c.sport', 'c.kind', 'c.short_name as competition_name'])
        .where('s.id', '=', seasonId)
        .executeTakeFirst();
    },

    listRounds(seasonId: number) {
      return db.selectFrom('sport_round').selectAll().where('season_id', '=', seasonId).execute();
    },
    async insertRound(values: RoundInsert): Promise<number> {
      const row = await db.insertInto('sport_round').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async updateRound(id: number, values: Pick<RoundInsert, 'name' | 'kind' | 'sort'>): Promise<void> {
      await db.updateTable('sport_round').set(values).where('id', '=', id).execute();
    },

    findTeamsByEnglishNames(sport: TSport, names: string[]) {
      if (names.length === 0) return Promise.resolve([]);
      return db.selectFrom('sport_team').selectAll().where('sport', '=', sport).where('name_en', 'in', names).execute();
    },
    async insertTeam(values: TeamInsert): Promise<number> {
      const row = await db.insertInto('sport_team').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async updateTeamNames(id: number, name: string, shortName: string): Promise<void> {
      await db.updateTable('sport_team').set({ name, short_name: shortName }).where('id', '=', id).execute();
    },
    getTeam(id: number) {
      return db.selectFrom('sport_team').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listTeams(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('sport_team').selectAll().where('id', 'in', ids).execute();
    },

    listSeasonMatches(seasonId: number) {
      return db.selectFrom('sport_match').selectAll().where('season_id', '=', seasonId).execute();
    },
    async insertMatches(rows: MatchInsert[]): Promise<void> {
      await batched(rows, (chunk) => db.insertInto('sport_match').values(chunk).execute());
    },
    async updateMatch(id: number, values: MatchUpdate): Promise<void> {
      await db.updateTable('sport_match').set(values).where('id', '=', id).execute();
    },
    /** Finished matches of a season with the kind of their round, for tables. */
    finishedMatches(seasonId: number, finishedState: number) {
      return db
        .selectFrom('sport_match as m')
        .leftJoin('sport_round as r', 'r.id', 'm.round_id')
        .select(['m.id', 'm.home_team_id', 'm.away_team_id', 'm.home_score', 'm.away_score', 'm.group_name', 'r.kind as round_kind'])
        .where('m.season_id', '=', seasonId)
        .where('m.state', '=', finishedState)
        .execute();
    },
    /** Teams that appear in a season's matches (a table lists them before they have played). */
    async seasonTeamIds(seasonId: number): Promise<{ teamId: number; groupName: string | null }[]> {
      const rows = await db
        .selectFrom('sport_match as m')
        .leftJoin('sport_round as r', 'r.id', 'm.round_id')
        .select(['m.home_team_id', 'm.away_team_id', 'm.group_name', 'r.kind as round_kind'])
        .where('m.season_id', '=', seasonId)
        .execute();
      return rows
        .filter((r) => r.round_kind !== 'knockout')
        .flatMap((r) => [
          { teamId: Number(r.home_team_id), groupName: r.group_name },
          { teamId: Number(r.away_team_id), groupName: r.group_name },
        ]);
    },

    listIncidents(matchIds: number[]) {
      if (matchIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('sport_incident').selectAll().where('match_id', 'in', matchIds).orderBy('match_id').orderBy('seq').execute();
    },
    /** Inserts incidents and returns their new ids by seq. */
    async insertIncidents(rows: IncidentInsert[]): Promise<{ id: number; seq: number }[]> {
      const out: { id: number; seq: number }[] = [];
      await batched(rows, async (chunk) => {
        for (const r of await db.insertInto('sport_incident').values(chunk).returning(['id', 'seq']).execute()) {
          out.push({ id: Number(r.id), seq: Number(r.seq) });
        }
      });
      return out;
    },
    async updateIncident(id: number, values: Partial<IncidentInsert>): Promise<void> {
      await db.updateTable('sport_incident').set(values).where('id', '=', id).execute();
    },
    async deleteIncidentsFrom(matchId: number, fromSeq: number): Promise<number> {
      const res = await db.deleteFrom('sport_incident').where('match_id', '=', matchId).where('seq', '>=', fromSeq).executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
