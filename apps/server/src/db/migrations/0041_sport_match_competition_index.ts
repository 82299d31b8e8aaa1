import type { Kysely } from 'kysely';

/**
 * The data centre's overview (`/live/database`) counts every competition's matches on each request:
 * without an index on `sport_match.competition_id` each count scanned every match of every season.
 * With it each competition's count is a range of this index alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sport_match_competition_idx').on('sport_match').column('competition_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sport_match_competition_idx').execute();
}
