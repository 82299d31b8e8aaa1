import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema';

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

/**
 * The SQLite connection as Kysely sees it, with each SQL text prepared once: Kysely prepares every
 * query it runs, and preparing a small statement costs more than running it (a gift runs 14).
 * Values are still bound per run; SQLite re-prepares a kept statement itself after a schema change.
 * A statement still being iterated is never handed out again (a fresh one is prepared).
 */
export function preparedOnce(sqlite: SQLite.Database, limit = PREPARED_KEPT): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close() {
      sqlite.close();
    },
    prepare(text: string): SQLite.Statement {
      const hit = kept.get(text);
      if (hit && !hit.busy) return hit;
      const statement = sqlite.prepare(text);
      if (hit) return statement;
      if (kept.size >= limit) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(text, statement);
      return statement;
    },
  };
}
