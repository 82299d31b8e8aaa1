import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Searches for a word inside room titles and anchors' nicknames go through a trigram index, so
 * they do not scan every room and user (issue 16). PostgreSQL: pg_trgm GIN indexes, which answer
 * the same `like '%word%'`. SQLite: an FTS5 trigram table over each column (external content,
 * kept in step by triggers), which `containsWordIndexed` (db/like.ts) reads. Words shorter than
 * three characters cannot use a trigram and are still answered, by a scan.
 */
const SEARCHED = [
  { table: 'live_room', column: 'title', fts: 'live_room_title_fts', index: 'live_room_title_trgm_idx' },
  { table: 'app_user', column: 'nick_name', fts: 'app_user_nick_fts', index: 'app_user_nick_trgm_idx' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const s of SEARCHED)
      await sql`create index ${sql.id(s.index)} on ${sql.table(s.table)} using gin (${sql.ref(s.column)} gin_trgm_ops)`.execute(db);
    return;
  }
  for (const s of SEARCHED) {
    const [fts, table, col] = [sql.table(s.fts), sql.table(s.table), sql.ref(s.column)];
    await sql`create virtual table ${fts} using fts5(${col}, content=${sql.lit(s.table)}, content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db);
    await sql`create trigger ${sql.id(`${s.fts}_ai`)} after insert on ${table} begin
      insert into ${fts}(rowid, ${col}) values (new.id, new.${col}); end`.execute(db);
    await sql`create trigger ${sql.id(`${s.fts}_ad`)} after delete on ${table} begin
      insert into ${fts}(${fts}, rowid, ${col}) values ('delete', old.id, old.${col}); end`.execute(db);
    await sql`create trigger ${sql.id(`${s.fts}_au`)} after update of ${col} on ${table} begin
      insert into ${fts}(${fts}, rowid, ${col}) values ('delete', old.id, old.${col});
      insert into ${fts}(rowid, ${col}) values (new.id, new.${col}); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const s of SEARCHED) await sql`drop index if exists ${sql.id(s.index)}`.execute(db);
    await sql`drop extension if exists pg_trgm`.execute(db);
    return;
  }
  for (const s of SEARCHED) {
    for (const t of ['ai', 'ad', 'au']) await sql`drop trigger if exists ${sql.id(`${s.fts}_${t}`)}`.execute(db);
    await sql`drop table if exists ${sql.table(s.fts)}`.execute(db);
  }
}
