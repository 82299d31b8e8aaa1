// API micro-benchmarks: each endpoint's throughput as a ratio of /healthz measured in the same run,
// so the numbers survive a noisy shared machine. `npm run bench`
import { benchApp, rate, statusOk } from './harness';

const { app, close } = await benchApp();
const get = (url: string) => () => app.inject({ url });

const cases = [
  '/tapi/inform/get/cms/config',
  '/api/nav/list',
  '/api/search/list',
  '/tapi/inform/info/banner?limit=10',
  '/tapi/inform/about/10001',
];
const baseline = await rate('/healthz', get('/healthz'), statusOk, 200);
console.log(`baseline /healthz: ${baseline.toFixed(0)} req/s (in-process inject)`);
for (const url of cases) {
  const r = await rate(url, get(url), statusOk, 200);
  console.log(`${url.padEnd(36)} ${(r / baseline).toFixed(2)}× baseline  (${r.toFixed(0)} req/s)`);
}
await close();
