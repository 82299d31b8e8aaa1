// Room lists with many anchors: the list, hot, search and rank calls as ratios of /healthz measured
// in the same run. Anchors' names and fan counts belong to identity; the live lists order rooms by
// live's read copy of them (decision 0022) and read one page of profiles. This shows what a list
// costs as the anchor count grows.
// `npm run bench:live` (BENCH_ANCHORS, default 1000; BENCH_MS per case, default 1500)
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { openDb } from '../apps/server/src/db/client';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed';
import { buildRoom, buildUser } from '../apps/server/test/factories';

const DURATION_MS = Number(process.env.BENCH_MS ?? 1500);
const ANCHORS = Number(process.env.BENCH_ANCHORS ?? 1000);

const db = openDb({ dataDir: '', file: ':memory:' });
await migrateToLatest(db.db);
await seedDemoData(db.db);
for (let i = 0; i < ANCHORS; i++) {
  const user = await buildUser(db.db, { is_anchor: 1, fans_count: (i * 7919) % 5000, nick_name: `主播${i}` });
  await buildRoom(db.db, Number(user.id), { is_live: i % 3 === 0 ? 1 : 0, started_at: Date.now() - i * 1000, title: `直播间 ${i}` });
}
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db, logger: false });
await app.ready();

async function rate(url: string): Promise<number> {
  for (let i = 0; i < 50; i++) await app.inject({ url }); // warm-up
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < DURATION_MS) {
    const batch = await Promise.all(Array.from({ length: 16 }, () => app.inject({ url })));
    for (const r of batch) if (r.statusCode !== 200 || (url !== '/healthz' && r.json().code !== 200)) throw new Error(`${url} failed: ${r.body}`);
    n += batch.length;
  }
  return (n * 1000) / (performance.now() - start);
}

const cases = [
  '/api/room/page?page=1&pageSize=30',
  '/api/room/page?page=10&pageSize=30',
  '/api/room/page?roomType=1&page=1&pageSize=30',
  '/api/room/hotAppRoom',
  '/api/user/hot',
  `/api/search/roomByWord?word=${encodeURIComponent('主播1')}&type=1`,
  '/api/rank/anchor?rankType=week',
];
const baseline = await rate('/healthz');
console.log(`${ANCHORS} anchors with rooms; baseline /healthz: ${baseline.toFixed(0)} req/s (in-process inject, SQLite)`);
for (const url of cases) {
  const r = await rate(url);
  console.log(`${url.padEnd(48)} ${(r / baseline).toFixed(3)}× baseline  (${r.toFixed(0)} req/s)`);
}
await app.close();
await db.destroy();
