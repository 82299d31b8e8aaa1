import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Live keeps its room owner's nickname on the room (`anchor_nick`, a read copy like `anchor_fans`,
 * decision 0018), so a search pages rooms and anchors with a room in one statement on live_room
 * instead of carrying every matching anchor's id from identity (issue 16). Backfilled from
 * app_user; searched through a trigram index as titles are (migration 0032); its changes move the
 * list version (migration 0042). The anchor lists' order gets its own index, so a common word
 * pages them by walking it. See docs/decisions/0052-search-on-the-room-copy.md.
 */
const FTS = 'live_room_nick_fts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('live_room')
    .addColumn('anchor_nick', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update live_room set anchor_nick = coalesce((select nick_name from app_user where app_user.id = live_room.anchor_id), '')`.execute(
    db,
  );
  await db.schema
    .createIndex('live_room_anchor_list_idx')
    .on('live_room')
    .columns(['is_live desc', 'anchor_fans desc', 'anchor_id'])
    .execute();
  const bump = sql`update live_list_version set v = v + 1 where id = 1`;
  if (isPostgres(db)) {
    await sql`create index live_room_nick_trgm_idx on live_room using gin (anchor_nick gin_trgm_ops)`.execute(db);
    await sql`create trigger live_list_version_nick_trg after update of anchor_nick on live_room
      for each statement execute function live_list_version_bump()`.execute(db);
    return;
  }
  const fts = sql.table(FTS);
  await sql`create virtual table ${fts} using fts5(anchor_nick, content='live_room', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db);
  await sql`create trigger ${sql.id(`${FTS}_ai`)} after insert on live_room begin
    insert into ${fts}(rowid, anchor_nick) values (new.id, new.anchor_nick); end`.execute(db);
  await sql`create trigger ${sql.id(`${FTS}_ad`)} after delete on live_room begin
    insert into ${fts}(${fts}, rowid, anchor_nick) values ('delete', old.id, old.anchor_nick); end`.execute(db);
  await sql`create trigger ${sql.id(`${FTS}_au`)} after update of anchor_nick on live_room begin
    insert into ${fts}(${fts}, rowid, anchor_nick) values ('delete', old.id, old.anchor_nick);
    insert into ${fts}(rowid, anchor_nick) values (new.id, new.anchor_nick); end`.execute(db);
  await sql`create trigger live_list_version_nick_au after update of anchor_nick on live_room begin ${bump}; end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists live_list_version_nick_trg on live_room`.execute(db);
    await sql`drop index if exists live_room_nick_trgm_idx`.execute(db);
  } else {
    await sql`drop trigger if exists live_list_version_nick_au`.execute(db);
    for (const t of ['ai', 'ad', 'au']) await sql`drop trigger if exists ${sql.id(`${FTS}_${t}`)}`.execute(db);
    await sql`drop table if exists ${sql.table(FTS)}`.execute(db);
  }
  await db.schema.dropIndex('live_room_anchor_list_idx').execute();
  await db.schema.alterTable('live_room').dropColumn('anchor_nick').execute();
}
