import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { Database } from './schema';
import { objectRows } from './sqlite-rows';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

/** int8 and numeric come back from pg as strings; our integers fit in a double. */
const pgTypes = {
  getTypeParser(oid: number, format?: string) {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

export function openDb(opts: { databaseUrl?: string; dataDir: string; file?: string }): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, types: pgTypes });
    // An idle connection can die under us (server restart, a terminated backend); without a
    // listener pg would crash the process. The pool replaces the connection on next use.
    pool.on('error', (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = opts.file ?? path.join(opts.dataDir, 'app.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // WAL with NORMAL sync cannot corrupt the database; it only defers fsync to checkpoints, which
  // keeps the feed's many small transactions cheap (a power cut may lose the last few).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** How many prepared statements a SQLite connection keeps (distinct SQL texts; the oldest goes first). */
export const PREPARED_KEPT = 500;

/** Statements that change the schema: never kept, and every kept statement is prepared again after one (its columns may have changed). */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

/**
 * The SQLite connection as Kysely sees it, with each SQL text prepared once: Kysely prepares every
 * query it runs, and preparing a small statement costs more than running it (a gift runs 14).
 * Values are still bound per run; SQLite re-prepares a kept statement itself after a schema change.
 * A statement still being iterated is never handed out again (a fresh one is prepared). Rows are
 * read as arrays and made objects in JavaScript (`objectRows`, decision 0059).
 */
export function preparedOnce(sqlite: SQLite.Database, limit = PREPARED_KEPT): SqliteDatabase {
  interface Kept {
    statement: SQLite.Statement;
    /** What Kysely is handed: the statement itself, or for one that reads rows, `objectRows` of it. */
    handed: SqliteStatement;
  }
  const kept = new Map<string, Kept>();
  const prepared = (text: string): Kept => {
    const statement = sqlite.prepare(text);
    return { statement, handed: statement.reader ? objectRows(statement) : statement };
  };
  return {
    close() {
      sqlite.close();
    },
    prepare(text: string): SqliteStatement {
      // A transaction takes the write lock when it begins, waiting up to busy_timeout for another
      // process's (an admin command, a second server): a deferred one that read first fails at once
      // with SQLITE_BUSY at its first write when the other committed meanwhile, whatever the timeout.
      if (text === 'begin') text = 'begin immediate';
      if (SCHEMA_CHANGE.test(text)) {
        kept.clear();
        return prepared(text).handed;
      }
      const hit = kept.get(text);
      if (hit && !hit.statement.busy) return hit.handed;
      const fresh = prepared(text);
      if (hit) return fresh.handed;
      if (kept.size >= limit) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(text, fresh);
      return fresh.handed;
    },
  };
}
