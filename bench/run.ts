// API micro-benchmarks: each endpoint's throughput as a ratio of /healthz measured in the same run,
// so the numbers survive a noisy shared machine. `npm run bench`
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { openDb } from '../apps/server/src/db/client';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed';

const DURATION_MS = Number(process.env.BENCH_MS ?? 1500);
const db = openDb({ dataDir: '', file: ':memory:' });
await migrateToLatest(db.db);
await seedDemoData(db.db);
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db, logger: false });
await app.ready();

async function rate(url: string): Promise<number> {
  for (let i = 0; i < 200; i++) await app.inject({ url }); // warm-up
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < DURATION_MS) {
    const batch = await Promise.all(Array.from({ length: 16 }, () => app.inject({ url })));
    if (batch.some((r) => r.statusCode !== 200)) throw new Error(`${url} failed`);
    n += batch.length;
  }
  return (n * 1000) / (performance.now() - start);
}

const cases = ['/tapi/inform/get/cms/config', '/api/nav/list', '/api/search/list', '/tapi/inform/info/banner?limit=10', '/tapi/inform/about/10001'];
const baseline = await rate('/healthz');
console.log(`baseline /healthz: ${baseline.toFixed(0)} req/s (in-process inject)`);
for (const url of cases) {
  const r = await rate(url);
  console.log(`${url.padEnd(36)} ${(r / baseline).toFixed(2)}× baseline  (${r.toFixed(0)} req/s)`);
}
await app.close();
await db.destroy();
