import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Nobility and red packets (issue 6). `noble_order` is one purchase (open, renewal or upgrade),
 * booked with journal `noble:<id>`; `noble_membership` is each user's current rank and expiry
 * (one row per user, changed only by a purchase). `noble_presence` records which nobles are in a
 * room and when their entry was last announced. A red packet is split into its shares when it is
 * sent; a share is claimed by one conditional update (state 0 → 1) and the unique (packet, user)
 * index lets each user grab a packet once; expiry turns the unclaimed shares to state 2 and books
 * their sum back to the sender once (journal `redpacket:<id>:return`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('noble_order'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('room_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('noble_order_user_idx').on('noble_order').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('noble_membership'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().unique().references('app_user.id'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('noble_presence'))
    .addColumn('room_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .addColumn('announced_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('noble_presence_room_user_idx').on('noble_presence').columns(['room_id', 'user_id']).unique().execute();
  await db.schema.createIndex('noble_presence_room_seen_idx').on('noble_presence').columns(['room_id', 'seen_at']).execute();

  await withId(db, db.schema.createTable('red_packet'))
    .addColumn('room_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id'))
    // the sender as they were when sending (the packet's detail reads no identity table)
    .addColumn('nick_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('portrait', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    // 0 open, 1 settled (expired: the rest went back to the sender, possibly 0)
    .addColumn('settled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('returned_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('red_packet_open_idx').on('red_packet').columns(['settled', 'expires_at']).execute();
  await db.schema.createIndex('red_packet_room_idx').on('red_packet').columns(['room_id', 'id']).execute();

  await withId(db, db.schema.createTable('red_packet_share'))
    .addColumn('packet_id', 'bigint', (c) => c.notNull().references('red_packet.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // 0 unclaimed, 1 grabbed, 2 returned to the sender
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'bigint', (c) => c.references('app_user.id'))
    .addColumn('nick_name', 'text')
    .addColumn('portrait', 'text')
    .addColumn('grabbed_at', 'bigint')
    .execute();
  await db.schema.createIndex('red_packet_share_seq_idx').on('red_packet_share').columns(['packet_id', 'seq']).unique().execute();
  await db.schema.createIndex('red_packet_share_user_idx').on('red_packet_share').columns(['packet_id', 'user_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['red_packet_share', 'red_packet', 'noble_presence', 'noble_membership', 'noble_order'])
    await db.schema.dropTable(t).execute();
}
