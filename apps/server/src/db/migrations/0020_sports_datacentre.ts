import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Data centre: the indexes its team, player and leaderboard reads go by, and each user's own hot
 * leagues (decision 0024-hot-leagues). Tables and leaderboards aggregate one season's matches
 * through sport_match_season_idx; these cover the reads that start from a team or a player.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sport_match_home_team_idx').on('sport_match').columns(['home_team_id', 'kickoff_at']).execute();
  await db.schema.createIndex('sport_match_away_team_idx').on('sport_match').columns(['away_team_id', 'kickoff_at']).execute();
  await db.schema.createIndex('sport_player_stat_player_idx').on('sport_player_stat').column('player_id').execute();

  await withId(db, db.schema.createTable('sport_hot_league'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('competition_id', 'bigint', (c) => c.notNull().references('sport_competition.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('sport_hot_league_uq', ['user_id', 'competition_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sport_hot_league').execute();
  for (const i of ['sport_match_home_team_idx', 'sport_match_away_team_idx', 'sport_player_stat_player_idx']) {
    await db.schema.dropIndex(i).execute();
  }
}
