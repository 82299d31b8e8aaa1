import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * A version of what live's room and anchor lists show from live_room, moved by the database on
 * every write that changes a listed column: the list routes keep one answer per query and version
 * and serve it to every visitor (issue 16), correct across processes and for writers outside the
 * API (the media server, the seed, an operator's SQL). See
 * docs/decisions/0041-live-list-answer-cache.md.
 */
const LISTED = [
  'anchor_id',
  'title',
  'cover',
  'nav_id',
  'match_id',
  'match_type',
  'is_live',
  'started_at',
  'ended_at',
  'anchor_fans',
  'anchor_active',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_list_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('v', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('live_list_version').values({ id: 1, v: 0 }).execute();
  const columns = sql.join(LISTED.map((c) => sql.ref(c)));
  const bump = sql`update live_list_version set v = v + 1 where id = 1`;

  if (isPostgres(db)) {
    // Once per statement: a write of many rooms moves the version once.
    await sql`create function live_list_version_bump() returns trigger language plpgsql as $$
      begin ${bump}; return null; end $$`.execute(db);
    await sql`create trigger live_list_version_trg after insert or delete or update of ${columns} on live_room
      for each statement execute function live_list_version_bump()`.execute(db);
    return;
  }
  await sql`create trigger live_list_version_ai after insert on live_room begin ${bump}; end`.execute(db);
  await sql`create trigger live_list_version_ad after delete on live_room begin ${bump}; end`.execute(db);
  await sql`create trigger live_list_version_au after update of ${columns} on live_room begin ${bump}; end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists live_list_version_trg on live_room`.execute(db);
    await sql`drop function if exists live_list_version_bump()`.execute(db);
  } else {
    for (const t of ['ai', 'ad', 'au']) await sql`drop trigger if exists ${sql.id(`live_list_version_${t}`)}`.execute(db);
  }
  await db.schema.dropTable('live_list_version').execute();
}
