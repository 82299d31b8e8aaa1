import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Kysely, KyselyPlugin } from 'kysely';
import { openDb, type Db, type Dialect } from '../src/db/client';
import type { Database } from '../src/db/schema';
import { migrateToLatest } from '../src/db/migrate';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  if (process.env.TEST_DATABASE_URL === '') return false;
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (err) {
    console.warn(`PostgreSQL is not reachable at ${PG_URL} (${(err as Error).message}); PostgreSQL database tests are skipped.`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The dialects database tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL (or the local default) answers. */
export const DIALECTS: Dialect[] = ['sqlite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];

export interface TestDb extends Db {
  cleanup(): Promise<void>;
}

/**
 * A fresh database: an in-memory SQLite file, or a throwaway PostgreSQL database.
 * Migrated unless `migrate: false` (for tests of the migrations themselves).
 */
export async function createTestDb(dialect: Dialect, opts: { migrate?: boolean } = {}): Promise<TestDb> {
  const migrate = opts.migrate !== false;
  if (dialect === 'sqlite') {
    const d = openDb({ dataDir: '', file: ':memory:' });
    if (migrate) await migrateToLatest(d.db);
    return { ...d, cleanup: () => d.destroy() };
  }
  // A throwaway database per test file rather than a schema: PostgreSQL introspection (used by the
  // migrator) reads every schema of a database and fails when another run drops one meanwhile.
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const d = openDb({ dataDir: '', databaseUrl: url.toString() });
  if (migrate) await migrateToLatest(d.db);
  return {
    ...d,
    cleanup: async () => {
      await d.destroy();
      // pg's pool resolves end() before its sockets are closed; let them go before dropping.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The same database with the SQL of every statement run through it recorded, for tests that count queries. */
export function recordingSql(db: Kysely<Database>): { db: Kysely<Database>; sql: string[] } {
  const sql: string[] = [];
  const executor = db.getExecutor();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      sql.push(executor.compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), sql };
}

/** A recorded statement as "verb table" (`select live_room`), the same on both dialects. */
export const statementShape = (sql: string) => `${sql.split(' ')[0]} ${/(?:from|into|update) "(\w+)"/.exec(sql)?.[1] ?? '?'}`;
