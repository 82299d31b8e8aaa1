import type { Kysely } from 'kysely';

/** Match centre: the head coach of each side as the feed names him for the match (lineups show him). */
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  await db.schema.alterTable('sport_match').addColumn('home_coach', 'text').execute();
  await db.schema.alterTable('sport_match').addColumn('away_coach', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sport_match').dropColumn('away_coach').execute();
  await db.schema.alterTable('sport_match').dropColumn('home_coach').execute();
}
