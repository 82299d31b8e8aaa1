import type { Kysely } from 'kysely';

/**
 * A season's rounds are read with their match counts (the data centre's season detail and the
 * round check of its schedule): a join from each round to its matches. Without an index on
 * `sport_match.round_id` every round scanned every match of every season.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sport_match_round_idx').on('sport_match').column('round_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sport_match_round_idx').execute();
}
