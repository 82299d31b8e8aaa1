// The data centre's tables and leaderboards as ratios of /healthz measured in the same run, as the
// imported seasons grow from 1 to 5: each call aggregates one season through its index, so the
// ratios stay flat however many seasons the database holds.
// `npm run bench:datacentre` (BENCH_MS per case, default 1500)
import { sportsModule } from '../apps/server/src/modules/sports';
import { readOpenfootball } from '../apps/server/src/modules/sports/test-data';
import { benchApp, rate, statusOk } from './harness';

const FILES = ['worldcup_2022.json', '2022-23_en.1.json', '2019-20_en.1.json', '2025_cn.1.json', '2019_cn.1.json'];

const { app, db, close } = await benchApp({ seed: false });
const sports = sportsModule(db.db).service;
const post = (url: string, payload: object) => () =>
  app.inject({ method: 'POST', url, payload, headers: { 'x-requested-with': 'XMLHttpRequest' } });

const seasons: number[] = [];
for (const [i, file] of FILES.entries()) {
  seasons.push((await sports.importOpenfootball(file, readOpenfootball(file))).seasonId);
  const [worldCup, epl] = seasons;
  const cases: [string, () => Promise<{ statusCode: number; body: string }>][] = [
    ['World Cup groups and bracket', post('/tapi/live/fb/stats/season', { seasonId: worldCup })],
    ['World Cup top scorers', post('/tapi/live/fb/stats/rank', { seasonId: worldCup, type: 'goals' })],
  ];
  if (epl) cases.push(['Premier League 2022/23 table', post('/tapi/live/fb/stats/season', { seasonId: epl })]);
  const baseline = await rate('/healthz', () => app.inject({ url: '/healthz' }), statusOk, 50);
  console.log(`${i + 1} season(s) imported; baseline /healthz: ${baseline.toFixed(0)} req/s (in-process inject, SQLite)`);
  for (const [label, call] of cases) {
    const r = await rate(label, call, undefined, 20);
    console.log(`  ${label.padEnd(32)} ${(r / baseline).toFixed(3)}× baseline  (${r.toFixed(0)} req/s)`);
  }
}
await close();
