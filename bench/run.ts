// API micro-benchmarks: each endpoint's throughput as a ratio of /healthz measured in the same run,
// so the numbers survive a noisy shared machine. `npm run bench`
import { atLeast } from './floor';
import { benchApp, rate, statusOk } from './harness';

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
const baseline = await rate('/healthz', get('/healthz'), statusOk, 200);
console.log(`baseline /healthz: ${baseline.toFixed(0)} req/s (in-process inject)`);
for (const [url, floor] of cases) {
  const r = await rate(url, get(url), statusOk, 200);
  console.log(`${url.padEnd(36)} ${atLeast(url, r / baseline, floor).toFixed(2)}× baseline  (${r.toFixed(0)} req/s)`);
}
await close();
