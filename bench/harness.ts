// What the API benchmarks share: an in-memory demo database with the app on it, and a rate loop.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { openDb } from '../apps/server/src/db/client';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema';
import { createSimulator } from '../apps/server/src/feed/simulator/engine';
import { SportsEvents } from '../apps/server/src/modules/sports/events';
import { feedService } from '../apps/server/src/modules/sports/feed-service';
import type { LiveBus } from '../apps/server/src/realtime/bus';
import type { SharedCounters } from '../apps/server/src/state/counters';
import type { TestDb } from '../apps/server/test/db';

/** How long each case runs (ms): BENCH_MS, default 1500. */
export const DURATION_MS = Number(process.env.BENCH_MS ?? 1500);

type Db = ReturnType<typeof openDb>;

/** The simulator's calendar around now (yesterday to tomorrow: live, finished and coming matches with odds and lotteries). */
export async function simulateToday(db: Kysely<Database>): Promise<void> {
  const sim = createSimulator(feedService(db, new SportsEvents()), { seed: 7, speed: 1, daysBack: 1, daysAhead: 1 });
  await sim.start();
  await sim.stop();
}

/**
 * A migrated in-memory SQLite database (or `database`, a migrated throwaway one from the tests'
 * createTestDb, dropped on close), seeded unless `seed` is false; `prepare` adds rows before the app starts.
 */
export async function benchApp(
  opts: {
    prepare?: (db: Db) => Promise<void>;
    counters?: SharedCounters;
    bus?: LiveBus;
    seed?: boolean;
    /** Settings beyond the test defaults, as environment variables. */
    env?: Record<string, string>;
    database?: TestDb;
  } = {},
) {
  const db = opts.database ?? openDb({ dataDir: '', file: ':memory:' });
  if (!opts.database) await migrateToLatest(db.db);
  if (opts.seed !== false) await seedDemoData(db.db);
  await opts.prepare?.(db);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', ...opts.env }),
    db,
    logger: false,
    counters: opts.counters,
    bus: opts.bus,
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await (opts.database ? opts.database.cleanup() : db.destroy());
    },
  };
}

type Answer = { statusCode: number; body: string };

/** A 200 with the envelope's code 200. */
export const envelopeOk = (r: Answer) => r.statusCode === 200 && (JSON.parse(r.body) as { code?: number }).code === 200;

/** Calls made 16 at a time for `ms` after a warm-up: how many, the wall time and this process's CPU time they took. */
export interface Calls {
  n: number;
  wallMs: number;
  cpuMs: number;
}

/**
 * One turn of the event loop. inject answers through promises alone, so a loop of calls that never
 * waits for one would never reach the loop's check phase: every answer's write callback (queued
 * with setImmediate) would wait there, keeping the answer, until a case that does reach it (a group
 * commit's turn) ran them all and collected them, paying for the calls before it. A server's
 * loop runs its turns between requests, and so does this one's between batches.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Calls 16 at a time for `ms` (DURATION_MS) after a warm-up, counted with their wall and CPU time; a failed answer stops the run. */
export async function calls(
  label: string,
  call: () => Promise<Answer>,
  ok: (r: Answer) => boolean = envelopeOk,
  warmup = 100,
  ms = DURATION_MS,
): Promise<Calls> {
  for (let i = 0; i < warmup; i++) await call();
  await nextTurn();
  let n = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  while (performance.now() - start < ms) {
    const batch = await Promise.all(Array.from({ length: 16 }, call));
    for (const r of batch) if (!ok(r)) throw new Error(`${label} failed: ${r.body}`);
    n += batch.length;
    await nextTurn();
  }
  const used = process.cpuUsage(cpu);
  return { n, wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

/**
 * A case against its baseline in turns (`slices` of DURATION_MS / slices each, default 5), after
 * `warmSlices` unmeasured turns of each (default 15: 4.5 s a side), so that a slower stretch of the
 * machine weighs on both sides of the ratio alike, and neither side is measured while its code is
 * still being compiled: a long path warms up for seconds (a fresh process sent 1,642 gifts in its
 * first second and 4,451 in its eighth; its baseline went from 3,123 to 7,016 calls), so a short
 * run measures how fast each side gets compiled rather than what it costs. BENCH_SLICES and
 * BENCH_WARM_SLICES set the turns.
 */
export async function inTurns(
  baseline: { label: string; call: () => Promise<Answer>; ok?: (r: Answer) => boolean },
  subject: { label: string; call: () => Promise<Answer>; ok?: (r: Answer) => boolean },
  { slices = Number(process.env.BENCH_SLICES ?? 5), warmSlices = Number(process.env.BENCH_WARM_SLICES ?? 15) } = {},
): Promise<{ baseline: Calls; subject: Calls }> {
  const slice = DURATION_MS / slices;
  const turn = (c: typeof baseline) => calls(c.label, c.call, c.ok, 0, slice);
  for (let i = 0; i < warmSlices; i++) {
    await turn(baseline);
    await turn(subject);
  }
  const series: Record<'baseline' | 'subject', Calls[]> = { baseline: [], subject: [] };
  for (let i = 0; i < slices; i++) {
    series.baseline.push(await turn(baseline));
    series.subject.push(await turn(subject));
  }
  return { baseline: total(series.baseline), subject: total(series.subject) };
}

/** Calls of a series summed over its slices. */
export const total = (list: Calls[]): Calls =>
  list.reduce((a, b) => ({ n: a.n + b.n, wallMs: a.wallMs + b.wallMs, cpuMs: a.cpuMs + b.cpuMs }));
/** Calls per second of wall time. */
export const perWall = (c: Calls) => (c.n * 1000) / c.wallMs;
/** Calls per second of this process's CPU time (what a call costs, whatever else runs). */
export const perCpu = (c: Calls) => (c.n * 1000) / c.cpuMs;

/** Calls per second, 16 at a time for DURATION_MS after a warm-up; a failed answer stops the run. */
export async function rate(
  label: string,
  call: () => Promise<Answer>,
  ok: (r: Answer) => boolean = envelopeOk,
  warmup = 100,
): Promise<number> {
  const { n, wallMs } = await calls(label, call, ok, warmup);
  return (n * 1000) / wallMs;
}

/**
 * Calls over real HTTP (keep-alive) to the app, listening on a free port: for benches that measure
 * the socket and the HTTP parser too, as a client meets them.
 */
export async function overHttp(app: Awaited<ReturnType<typeof benchApp>>['app']) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return async (url: string, init?: RequestInit): Promise<Answer> => {
    const r = await fetch(`http://127.0.0.1:${port}${url}`, init);
    return { statusCode: r.status, body: await r.text() };
  };
}

/** A /healthz answer (no envelope). */
export const statusOk = (r: Answer) => r.statusCode === 200;
