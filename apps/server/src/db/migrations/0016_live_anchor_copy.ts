import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Live's read copy of what its room lists order and filter by (decision 0018): the owner's fan
 * count and whether the owner is an anchor, on the room. Filled here from identity's users; from
 * then on live writes it where those change (follows, approvals, room creation, the demo seed).
 * The indexes give the lists' orders, so a page is read with LIMIT/OFFSET.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const room = () => db.schema.alterTable('live_room');
  await room()
    .addColumn('anchor_fans', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await room()
    .addColumn('anchor_active', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update live_room set
      anchor_fans = coalesce((select u.fans_count from app_user u where u.id = live_room.anchor_id), 0),
      anchor_active = coalesce((select u.is_anchor from app_user u where u.id = live_room.anchor_id), 0)`.execute(db);
  // The lists' orders; `anchor_active` is left out of them: nearly every room is an anchor's, and
  // a leading flag would make SQLite prefer these over the anchor_id index for id-list filters.
  // Room pages: live first, latest started (never started last), most followed, then room id.
  // SQLite's descending order already puts NULLs last, and its indexes take no NULLS clause.
  const nullsLast = isPostgres(db) ? sql` nulls last` : sql``;
  await sql`create index live_room_page_idx on live_room (is_live desc, started_at desc${nullsLast}, anchor_fans desc, id)`.execute(db);
  // Hot rooms and anchors with a room: live first, most followed, then room (or anchor) id.
  await db.schema.createIndex('live_room_list_idx').on('live_room').columns(['is_live desc', 'anchor_fans desc', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('live_room_list_idx').execute();
  await db.schema.dropIndex('live_room_page_idx').execute();
  await db.schema.alterTable('live_room').dropColumn('anchor_active').execute();
  await db.schema.alterTable('live_room').dropColumn('anchor_fans').execute();
}
