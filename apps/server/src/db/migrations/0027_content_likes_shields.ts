import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Exact likes, one like notice per user and target, idempotent shields.
 *
 * - `content_like_notice` remembers who was ever notified of a like, so like → unlike → like sends
 *   one notice. Existing likes are taken as notified (their notice was sent when they were made).
 * - Like counters drifted when two likes of one user raced; they are recounted from the like rows.
 * - A shield row names either a post or an author. Rows naming both are split, duplicates dropped,
 *   and two partial unique indexes keep one row per (user, post) and per (user, author); a plain
 *   unique constraint would not, as NULLs never collide in it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('content_like_notice'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('content_like_notice_uq', ['kind', 'target_id', 'user_id'])
    .execute();
  await sql`insert into content_like_notice (kind, target_id, user_id, created_at)
    select kind, target_id, user_id, created_at from content_like`.execute(db);

  for (const [kind, table] of [
    ['post', 'content_post'],
    ['comment', 'content_comment'],
  ] as const) {
    await sql`update ${sql.table(table)} set like_count = (
      select count(*) from content_like l where l.kind = ${kind} and l.target_id = ${sql.table(table)}.id
    )`.execute(db);
  }

  await sql`insert into content_shield (user_id, post_id, author_id, created_at)
    select user_id, null, author_id, created_at from content_shield where post_id is not null and author_id is not null`.execute(db);
  await sql`update content_shield set author_id = null where post_id is not null and author_id is not null`.execute(db);
  for (const column of ['post_id', 'author_id'] as const) {
    const col = sql.ref(column);
    await sql`delete from content_shield where ${col} is not null and exists (
      select 1 from content_shield s where s.user_id = content_shield.user_id and s.${col} = content_shield.${col} and s.id < content_shield.id
    )`.execute(db);
  }
  await db.schema
    .createIndex('content_shield_post_uq')
    .on('content_shield')
    .columns(['user_id', 'post_id'])
    .unique()
    .where('post_id', 'is not', null)
    .execute();
  await db.schema
    .createIndex('content_shield_author_uq')
    .on('content_shield')
    .columns(['user_id', 'author_id'])
    .unique()
    .where('author_id', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('content_shield_author_uq').execute();
  await db.schema.dropIndex('content_shield_post_uq').execute();
  await db.schema.dropTable('content_like_notice').execute();
}
