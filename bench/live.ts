// Room lists with many anchors: the list, hot, search and rank calls as ratios of /healthz measured
// in the same run. Anchors' names and fan counts belong to identity; the live lists order rooms by
// live's read copy of them (decision 0018) and read one page of profiles. This shows what a list
// costs as the anchor count grows.
// `npm run bench:live` (BENCH_ANCHORS, default 1000; BENCH_MS per case, default 1500)
import { buildRoom, buildUser } from '../apps/server/test/factories';
import { benchApp, rate, statusOk } from './harness';

const ANCHORS = Number(process.env.BENCH_ANCHORS ?? 1000);

const { app, close } = await benchApp({
  async prepare(db) {
    for (let i = 0; i < ANCHORS; i++) {
      const user = await buildUser(db.db, { is_anchor: 1, fans_count: (i * 7919) % 5000, nick_name: `主播${i}` });
      await buildRoom(db.db, Number(user.id), { is_live: i % 3 === 0 ? 1 : 0, started_at: Date.now() - i * 1000, title: `直播间 ${i}` });
    }
  },
});
const get = (url: string) => () => app.inject({ url });

const cases = [
  '/api/room/page?page=1&pageSize=30',
  '/api/room/page?page=10&pageSize=30',
  '/api/room/page?roomType=1&page=1&pageSize=30',
  '/api/room/hotAppRoom',
  '/api/user/hot',
  `/api/search/roomByWord?word=${encodeURIComponent('主播1')}&type=1`,
  '/api/rank/anchor?rankType=week',
];
const baseline = await rate('/healthz', get('/healthz'), statusOk, 50);
console.log(`${ANCHORS} anchors with rooms; baseline /healthz: ${baseline.toFixed(0)} req/s (in-process inject, SQLite)`);
for (const url of cases) {
  const r = await rate(url, get(url), undefined, 50);
  console.log(`${url.padEnd(48)} ${(r / baseline).toFixed(3)}× baseline  (${r.toFixed(0)} req/s)`);
}
await close();
