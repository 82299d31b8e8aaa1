import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * News and community (issue 12): categories and articles written by operators, circles and users'
 * posts, comments with replies on both, likes, favourites, shields, reports, feedback and the
 * notices of replies and likes. Search reads titles and texts with `like` (decision 0025).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('content_category'))
    .addColumn('column_no', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('content_info'))
    .addColumn('category_id', 'bigint', (c) => c.notNull().references('content_category.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('author_id', 'bigint')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_info_category_idx').on('content_info').columns(['category_id', 'published_at']).execute();
  await db.schema.createIndex('content_info_published_idx').on('content_info').columns(['published_at']).execute();

  await withId(db, db.schema.createTable('content_circle'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('content_post'))
    .addColumn('circle_id', 'bigint', (c) => c.notNull().references('content_circle.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** 0 shown, 1 deleted by its author, 2 hidden by an operator. */
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_post_circle_idx').on('content_post').columns(['circle_id', 'id']).execute();
  await db.schema.createIndex('content_post_user_idx').on('content_post').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('content_comment'))
    .addColumn('target_type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('parent_id', 'bigint')
    .addColumn('reply_to_user_id', 'bigint')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_comment_target_idx').on('content_comment').columns(['target_type', 'target_id', 'id']).execute();
  await db.schema.createIndex('content_comment_parent_idx').on('content_comment').columns(['parent_id']).execute();

  await withId(db, db.schema.createTable('content_like'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('content_like_uq', ['kind', 'target_id', 'user_id'])
    .execute();

  await withId(db, db.schema.createTable('content_collect'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('content_collect_uq', ['user_id', 'type', 'target_id'])
    .execute();

  await withId(db, db.schema.createTable('content_shield'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('post_id', 'bigint')
    .addColumn('author_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_shield_user_idx').on('content_shield').column('user_id').execute();

  await withId(db, db.schema.createTable('content_report'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('post_id', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('content_report_uq', ['user_id', 'post_id'])
    .execute();

  await withId(db, db.schema.createTable('content_feedback'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('content_notice'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('from_user_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_notice_user_idx').on('content_notice').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'content_notice',
    'content_feedback',
    'content_report',
    'content_shield',
    'content_collect',
    'content_like',
    'content_comment',
    'content_post',
    'content_circle',
    'content_info',
    'content_category',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
