import type { Kysely } from 'kysely';
import { withId } from './helpers';

/** The gift catalogue as first shipped (operators change prices and switch gifts off with `npm run admin -- gift set`). */
export const GIFT_CATALOGUE = [
  { name: '点赞', price: 1, currency: 'diamond', image: '/gifts/like.svg', effect: 0 },
  { name: '鲜花', price: 2, currency: 'diamond', image: '/gifts/flower.svg', effect: 0 },
  { name: '加油棒', price: 5, currency: 'diamond', image: '/gifts/cheer.svg', effect: 0 },
  { name: '哨子', price: 10, currency: 'diamond', image: '/gifts/whistle.svg', effect: 1 },
  { name: '足球', price: 50, currency: 'diamond', image: '/gifts/football.svg', effect: 1 },
  { name: '篮球', price: 66, currency: 'diamond', image: '/gifts/basketball.svg', effect: 1 },
  { name: '奖杯', price: 188, currency: 'diamond', image: '/gifts/trophy.svg', effect: 1 },
  { name: '冠军戒指', price: 520, currency: 'diamond', image: '/gifts/ring.svg', effect: 2 },
  { name: '跑车', price: 1000, currency: 'diamond', image: '/gifts/car.svg', effect: 2 },
  { name: '游艇', price: 3000, currency: 'diamond', image: '/gifts/yacht.svg', effect: 3 },
  { name: '火箭', price: 5000, currency: 'diamond', image: '/gifts/rocket.svg', effect: 3 },
  { name: '城堡', price: 10000, currency: 'diamond', image: '/gifts/castle.svg', effect: 3 },
  { name: '小心心', price: 1, currency: 'ticket', image: '/gifts/heart.svg', effect: 0 },
  { name: '助威旗', price: 5, currency: 'ticket', image: '/gifts/flag.svg', effect: 0 },
  { name: '荧光棒', price: 10, currency: 'ticket', image: '/gifts/glowstick.svg', effect: 1 },
] as const;

/**
 * Gifts (issue 6): the catalogue, every gift sent (the ledger journal `gift:<id>` books its money),
 * and per user and Beijing day the tickets granted for signing in and for watch time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('wallet_gift'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('effect', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db
    .insertInto('wallet_gift')
    .values(GIFT_CATALOGUE.map((g, i) => ({ ...g, sort: (i + 1) * 10, enabled: 1 })))
    .execute();

  await withId(db, db.schema.createTable('wallet_gift_record'))
    .addColumn('sender_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('anchor_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('room_id', 'bigint', (c) => c.notNull())
    .addColumn('gift_id', 'bigint', (c) => c.notNull().references('wallet_gift.id'))
    .addColumn('gift_name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('anchor_share', 'bigint', (c) => c.notNull())
    .addColumn('combo_id', 'text', (c) => c.notNull())
    .addColumn('combo_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_gift_record_anchor_idx').on('wallet_gift_record').columns(['anchor_id', 'created_at']).execute();
  await db.schema.createIndex('wallet_gift_record_sender_idx').on('wallet_gift_record').columns(['sender_id', 'id']).execute();
  await db.schema.createIndex('wallet_gift_record_time_idx').on('wallet_gift_record').column('created_at').execute();

  await withId(db, db.schema.createTable('wallet_ticket_day'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('signed_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signin_tickets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('watched_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('watch_tickets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_beat_at', 'bigint')
    .addColumn('last_room_id', 'bigint')
    .addUniqueConstraint('wallet_ticket_day_user_day', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wallet_ticket_day').execute();
  await db.schema.dropTable('wallet_gift_record').execute();
  await db.schema.dropTable('wallet_gift').execute();
}
