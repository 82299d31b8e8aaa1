import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Experts and paid plans (issue 13): applications, plans with their legs (pick, line and odds as
 * published, lines in quarters and odds in thousandths, integers), purchases and follows. Money moves
 * in the wallet's ledger: journals `plan-buy:<purchase>`, `plan-pay:<plan>`, `plan-refund:<purchase>`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('expert_application'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('introduction', 'text', (c) => c.notNull())
    .addColumn('sample', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema.createIndex('expert_application_user_idx').on('expert_application').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('expert_application_status_idx').on('expert_application').columns(['status', 'id']).execute();

  await withId(db, db.schema.createTable('expert_plan'))
    .addColumn('expert_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('play_type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('analysis', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('refund_on_miss', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('result', 'text')
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('digest_text', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('kickoff_at', 'bigint', (c) => c.notNull())
    .addColumn('buyers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('expert_plan_expert_idx').on('expert_plan').columns(['expert_id', 'id']).execute();
  await db.schema.createIndex('expert_plan_status_idx').on('expert_plan').columns(['status', 'kickoff_at']).execute();

  await withId(db, db.schema.createTable('expert_plan_leg'))
    .addColumn('plan_id', 'bigint', (c) => c.notNull().references('expert_plan.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('pick', 'text', (c) => c.notNull())
    .addColumn('line_q', 'integer')
    .addColumn('odds_k', 'integer', (c) => c.notNull())
    .addColumn('result', 'text')
    .execute();
  await db.schema.createIndex('expert_plan_leg_plan_idx').on('expert_plan_leg').columns(['plan_id', 'seq']).unique().execute();
  await db.schema.createIndex('expert_plan_leg_match_idx').on('expert_plan_leg').column('match_id').execute();

  await withId(db, db.schema.createTable('expert_purchase'))
    .addColumn('plan_id', 'bigint', (c) => c.notNull().references('expert_plan.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('refunded_at', 'bigint')
    .execute();
  await db.schema.createIndex('expert_purchase_once_idx').on('expert_purchase').columns(['plan_id', 'user_id']).unique().execute();
  await db.schema.createIndex('expert_purchase_user_idx').on('expert_purchase').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('expert_follow')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('expert_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('expert_follow_pk', ['user_id', 'expert_id'])
    .execute();
  await db.schema.createIndex('expert_follow_expert_idx').on('expert_follow').column('expert_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['expert_follow', 'expert_purchase', 'expert_plan_leg', 'expert_plan', 'expert_application']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
