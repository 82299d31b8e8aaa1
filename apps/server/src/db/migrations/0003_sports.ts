import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Sports core: competitions, seasons, rounds, teams, matches and their incidents.
 * Times are epoch milliseconds (UTC); `source_key` columns are the natural keys of imported rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('sport_competition'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('league'))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sport_season'))
    .addColumn('competition_id', 'bigint', (c) => c.notNull().references('sport_competition.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sport_season_name_uq', ['competition_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('sport_round'))
    .addColumn('season_id', 'bigint', (c) => c.notNull().references('sport_season.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('sport_round_name_uq', ['season_id', 'name_en'])
    .execute();

  await withId(db, db.schema.createTable('sport_team'))
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('badge_url', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sport_team_name_uq', ['sport', 'name_en'])
    .execute();

  await withId(db, db.schema.createTable('sport_match'))
    .addColumn('source_key', 'text', (c) => c.unique())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('competition_id', 'bigint', (c) => c.notNull().references('sport_competition.id').onDelete('cascade'))
    .addColumn('season_id', 'bigint', (c) => c.notNull().references('sport_season.id').onDelete('cascade'))
    .addColumn('round_id', 'bigint', (c) => c.references('sport_round.id').onDelete('set null'))
    .addColumn('group_name', 'text')
    .addColumn('home_team_id', 'bigint', (c) => c.notNull().references('sport_team.id'))
    .addColumn('away_team_id', 'bigint', (c) => c.notNull().references('sport_team.id'))
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('kickoff_at', 'bigint', (c) => c.notNull())
    .addColumn('period_start_at', 'bigint')
    .addColumn('venue', 'text')
    .addColumn('home_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('away_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('home_half_score', 'integer')
    .addColumn('away_half_score', 'integer')
    .addColumn('home_red', 'integer')
    .addColumn('away_red', 'integer')
    .addColumn('home_yellow', 'integer')
    .addColumn('away_yellow', 'integer')
    .addColumn('home_corner', 'integer')
    .addColumn('away_corner', 'integer')
    .addColumn('home_et_score', 'integer')
    .addColumn('away_et_score', 'integer')
    .addColumn('home_penalty_score', 'integer')
    .addColumn('away_penalty_score', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sport_match_season_idx').on('sport_match').columns(['season_id', 'kickoff_at']).execute();
  await db.schema.createIndex('sport_match_kickoff_idx').on('sport_match').columns(['sport', 'kickoff_at']).execute();

  await withId(db, db.schema.createTable('sport_incident'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sport_match.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('added_minute', 'integer')
    .addColumn('player_name', 'text')
    .addColumn('related_player_name', 'text')
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sport_incident_seq_uq', ['match_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['sport_incident', 'sport_match', 'sport_team', 'sport_round', 'sport_season', 'sport_competition']) {
    await db.schema.dropTable(t).execute();
  }
}
