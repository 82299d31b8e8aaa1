import type { Kysely } from 'kysely';
import { withId } from './helpers';

/** Accounts (issue 3): passwords and lockout, real name, dynamic keys, SMS codes, captchas, uploads, experts, wallets. */
export async function up(db: Kysely<any>): Promise<void> {
  const user = db.schema.alterTable('app_user');
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  await user.addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await user.addColumn('locked_until', 'bigint').execute();
  await user.addColumn('pay_password_hash', 'text').execute();
  await user.addColumn('real_name', 'text').execute();
  await user.addColumn('id_card_masked', 'text').execute();
  await user.addColumn('id_card_hash', 'text').execute();
  await user.addColumn('real_name_at', 'bigint').execute();
  await db.schema.createIndex('app_user_id_card_uq').on('app_user').column('id_card_hash').unique().execute();
  await db.schema.createIndex('app_user_nick_idx').on('app_user').column('nick_name').execute();

  await withId(db, db.schema.createTable('dynamic_key'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('iv', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await withId(db, db.schema.createTable('sms_code'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('sms_code_mobile_idx').on('sms_code').columns(['mobile', 'type', 'created_at']).execute();
  await db.schema.createIndex('sms_code_ip_idx').on('sms_code').columns(['ip', 'created_at']).execute();

  await withId(db, db.schema.createTable('sms_outbox'))
    .addColumn('sms_code_id', 'bigint', (c) => c.references('sms_code.id').onDelete('cascade'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_mobile_idx').on('sms_outbox').columns(['mobile', 'created_at']).execute();

  await withId(db, db.schema.createTable('captcha_challenge'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('secret_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('checked_at', 'bigint')
    .addColumn('verification_hash', 'text', (c) => c.unique())
    .addColumn('verification_expires_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('captcha_challenge_ip_idx').on('captcha_challenge').columns(['ip', 'created_at']).execute();

  await withId(db, db.schema.createTable('upload'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('expert_profile')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
    .addColumn('favors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fifteen_records', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seven_records', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('wallet_account'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().unique().references('app_user.id').onDelete('cascade'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ticket', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cash_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('freeze_money', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('withdraw_money', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['wallet_account', 'expert_profile', 'upload', 'captcha_challenge', 'sms_outbox', 'sms_code', 'dynamic_key']) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.dropIndex('app_user_nick_idx').execute();
  await db.schema.dropIndex('app_user_id_card_uq').execute();
  for (const c of ['real_name_at', 'id_card_hash', 'id_card_masked', 'real_name', 'pay_password_hash', 'locked_until', 'failed_logins']) {
    await db.schema.alterTable('app_user').dropColumn(c).execute();
  }
}
