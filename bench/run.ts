// API micro-benchmarks: each endpoint's throughput as a ratio of /healthz measured in the same run,
// so the numbers survive a noisy shared machine. `npm run bench`
import { atLeast } from './floor';
import { benchApp, inTurns, perWall, statusOk } from './harness';

const { app, close } = await benchApp();
const get = (url: string) => () => app.inject({ url });

// Floors: just under the ratios measured when they were written (0.54–1.16 on a busy machine).
const cases: [string, number][] = [
  ['/tapi/inform/get/cms/config', 0.5],
  ['/api/nav/list', 0.5],
  ['/api/search/list', 0.5],
  ['/tapi/inform/info/banner?limit=10', 0.5],
  ['/tapi/inform/about/10001', 0.5],
];
console.log(`baseline /healthz (in-process inject), measured in turns with each case`);
for (const [url, floor] of cases) {
  const run = await inTurns({ label: '/healthz', call: get('/healthz'), ok: statusOk }, { label: url, call: get(url), ok: statusOk });
  const [base, r] = [perWall(run.baseline), perWall(run.subject)];
  console.log(
    `${url.padEnd(36)} ${atLeast(url, r / base, floor).toFixed(2)}× baseline  (${r.toFixed(0)} req/s; baseline ${base.toFixed(0)})`,
  );
}
await close();
