import type { Dialect } from '../src/db/client';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import { seedDemoData } from '../src/db/seed';
import type { SharedCounters } from '../src/state/counters';
import { createTestDb, type TestDb } from './db';
import { buildSession } from './factories';

export interface TestApp {
  app: App;
  db: TestDb;
  close(): Promise<void>;
}

/** A real API over a fresh database, for requests through `app.inject`. */
export async function createTestApp(
  opts: {
    dialect?: Dialect;
    seed?: boolean;
    env?: Record<string, string>;
    identity?: BuildAppOptions['identity'];
    counters?: SharedCounters;
    /** The sports domain events the app listens to (a test emits as the feed would). */
    sportsEvents?: BuildAppOptions['sportsEvents'];
  } = {},
): Promise<TestApp> {
  const db = await createTestDb(opts.dialect ?? 'sqlite');
  if (opts.seed !== false) await seedDemoData(db.db);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', ...opts.env });
  const app = await buildApp({
    config,
    db,
    logger: false,
    identity: opts.identity,
    counters: opts.counters,
    sportsEvents: opts.sportsEvents,
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.cleanup();
    },
  };
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
