import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * How many anchors' rooms there are per category and live state, kept by the database as rooms
 * change, so a room page's total is read from a few rows instead of counted over every room (issue
 * 16). A room counts while `anchor_active` is 1 (live's copy of its owner's role); a room without a
 * category is kept under `nav_id` 0. Triggers on live_room keep it exact for every writer (the API,
 * the media server, the seed, a cascade from a deleted user). See docs/decisions/0039-live-room-tally.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_room_tally')
    .addColumn('nav_id', 'bigint', (c) => c.notNull())
    .addColumn('is_live', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_room_tally_pk', ['nav_id', 'is_live'])
    .execute();
  await sql`insert into live_room_tally (nav_id, is_live, n)
    select coalesce(nav_id, 0), is_live, count(*) from live_room where anchor_active = 1 group by coalesce(nav_id, 0), is_live`.execute(db);

  if (isPostgres(db)) {
    await sql`create function live_room_tally_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.anchor_active = 1 then
          update live_room_tally set n = n - 1 where nav_id = coalesce(old.nav_id, 0) and is_live = old.is_live;
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.anchor_active = 1 then
          insert into live_room_tally (nav_id, is_live, n) values (coalesce(new.nav_id, 0), new.is_live, 1)
            on conflict (nav_id, is_live) do update set n = live_room_tally.n + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger live_room_tally_trg after insert or delete or update of anchor_active, is_live, nav_id on live_room
      for each row execute function live_room_tally_keep()`.execute(db);
    return;
  }
  const add = sql`insert into live_room_tally (nav_id, is_live, n) values (coalesce(new.nav_id, 0), new.is_live, 1)
    on conflict (nav_id, is_live) do update set n = n + 1;`;
  const remove = sql`update live_room_tally set n = n - 1 where nav_id = coalesce(old.nav_id, 0) and is_live = old.is_live;`;
  await sql`create trigger live_room_tally_ai after insert on live_room when new.anchor_active = 1 begin ${add} end`.execute(db);
  await sql`create trigger live_room_tally_ad after delete on live_room when old.anchor_active = 1 begin ${remove} end`.execute(db);
  // One trigger per side of an update: the old row leaves its tally, the new one joins its own.
  await sql`create trigger live_room_tally_au_old after update of anchor_active, is_live, nav_id on live_room
    when old.anchor_active = 1 begin ${remove} end`.execute(db);
  await sql`create trigger live_room_tally_au_new after update of anchor_active, is_live, nav_id on live_room
    when new.anchor_active = 1 begin ${add} end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists live_room_tally_trg on live_room`.execute(db);
    await sql`drop function if exists live_room_tally_keep()`.execute(db);
  } else {
    for (const t of ['ai', 'ad', 'au_old', 'au_new']) await sql`drop trigger if exists ${sql.id(`live_room_tally_${t}`)}`.execute(db);
  }
  await db.schema.dropTable('live_room_tally').execute();
}
