import type { Kysely } from 'kysely';

/**
 * Anchors in identity's order (most followed, then by id): the anchor lists page the anchors
 * without a room along this index, and a nickname search reads the nicknames from it (covering)
 * instead of looking up each anchor's row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('app_user_anchor_idx').on('app_user').columns(['is_anchor', 'fans_count desc', 'id', 'nick_name']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('app_user_anchor_idx').execute();
}
