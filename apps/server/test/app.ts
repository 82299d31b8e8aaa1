import type { Dialect } from '../src/db/client';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import { seedDemoData } from '../src/db/seed';
import type { SharedCounters } from '../src/state/counters';
import { createTestDb, recordingSql, type TestDb } from './db';
import { buildSession } from './factories';

export interface TestApp {
  app: App;
  db: TestDb;
  close(): Promise<void>;
}

export interface TestAppOptions {
  dialect?: Dialect;
  seed?: boolean;
  env?: Record<string, string>;
  identity?: BuildAppOptions['identity'];
  counters?: SharedCounters;
  /** The sports domain events the app listens to (a test emits as the feed would). */
  sportsEvents?: BuildAppOptions['sportsEvents'];
}

async function startTestApp(opts: TestAppOptions, record: boolean): Promise<TestApp & { sql: string[] }> {
  const db = await createTestDb(opts.dialect ?? 'sqlite');
  if (opts.seed !== false) await seedDemoData(db.db);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', ...opts.env });
  const recorded = record ? recordingSql(db.db) : null;
  const app = await buildApp({
    config,
    db: recorded ? { ...db, db: recorded.db } : db,
    logger: false,
    identity: opts.identity,
    counters: opts.counters,
    sportsEvents: opts.sportsEvents,
  });
  await app.ready();
  return {
    app,
    db,
    sql: recorded?.sql ?? [],
    close: async () => {
      await app.close();
      await db.cleanup();
    },
  };
}

/** A real API over a fresh database, for requests through `app.inject`. */
export function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  return startTestApp(opts, false);
}

/**
 * A test app whose statements are recorded in `sql` as the app runs them (the test's own queries
 * through `db` are not): for tests that count what a call costs the database.
 */
export function createRecordingApp(opts: TestAppOptions = {}): Promise<TestApp & { sql: string[] }> {
  return startTestApp(opts, true);
}

/** An unseeded app with one signed-in user: the app, the session's token and the user's id. */
export async function createSignedInApp(dialect: Dialect): Promise<{ t: TestApp; token: string; userId: number }> {
  const t = await createTestApp({ dialect, seed: false });
  const { user, token } = await buildSession(t.db.db);
  return { t, token, userId: Number(user.id) };
}

/** Headers a browser client sends on state-changing calls. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** Shared counters that never refuse (for tests about something other than abuse limits). */
export const UNLIMITED: SharedCounters = {
  hit: async () => true,
  take: async () => true,
  presence: (_group, local) => local,
  reportPresence() {},
  close: async () => undefined,
};
