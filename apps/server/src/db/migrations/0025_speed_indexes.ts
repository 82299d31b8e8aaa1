import type { Kysely } from 'kysely';

/**
 * The live score list reads the day's matches by kick-off (sport_match_kickoff_idx) and, apart,
 * the matches still being played whatever their kick-off: this index finds those by state, so
 * neither read grows with the matches of past seasons.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sport_match_state_idx').on('sport_match').columns(['sport', 'state', 'kickoff_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sport_match_state_idx').execute();
}
