import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('app_user'))
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('nick_name', 'text', (c) => c.notNull())
    .addColumn('portrait', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('level', 'integer')
    .addColumn('level_icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_anchor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_expert', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fans_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('user_session'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('user_session_user_idx').on('user_session').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_session').execute();
  await db.schema.dropTable('app_user').execute();
}
