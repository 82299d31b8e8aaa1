// Server rendering's API calls: the home page's seven calls (site config, banners, adverts,
// announcements, both sports' hot matches, live rooms) answered in process (app.inject, as
// ssrCall does when the API is in the same process) against the same calls over loopback HTTP
// (as ssrCall did before), both as pages per second in the same run. `npm run bench:ssr`
import type { AddressInfo } from 'node:net';
import { API_ROUTES, routeUrl } from '@sports/contracts';
import { atLeast } from './floor';
import { benchApp, rate } from './harness';

const { app, close } = await benchApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const q = '&channelId=1&platform=1';
const calls = [
  `${routeUrl(API_ROUTES.siteConfig)}?x=1${q}`,
  `${routeUrl(API_ROUTES.pcBanners)}?limit=10${q}`,
  `${routeUrl(API_ROUTES.adverts)}?placeCode=home001${q}`,
  `${routeUrl(API_ROUTES.announcements)}?page=1&pageSize=8${q}`,
  `${routeUrl(API_ROUTES.pcIndexSchedule)}?sportId=1${q}`,
  `${routeUrl(API_ROUTES.pcIndexSchedule)}?sportId=2${q}`,
  `${routeUrl(API_ROUTES.hotRooms)}?size=8${q}`,
];
const ok = (r: { statusCode: number; body: string }) => r.statusCode === 200;

/** One page's calls at once, answered when all are in. */
const page = (one: (url: string) => Promise<{ statusCode: number; body: string }>) => async () => {
  const answers = await Promise.all(calls.map(one));
  const bad = answers.find((a) => !ok(a));
  return bad ?? { statusCode: 200, body: '' };
};
const loopback = page(async (url) => {
  const res = await fetch(origin + url, { cache: 'no-store' });
  return { statusCode: res.status, body: await res.text() };
});
const inProcess = page(async (url) => {
  const res = await app.inject({ url });
  return { statusCode: res.statusCode, body: res.body };
});

const base = await rate('loopback', loopback, ok, 30);
console.log(`baseline loopback HTTP: ${base.toFixed(0)} home pages' API calls/s (${calls.length} calls each)`);
const local = await rate('in-process', inProcess, ok, 30);
// Floor: just under the 2.6× measured when it was written.
console.log(
  `in-process (inject)     ${atLeast('SSR calls in process vs loopback', local / base, 2).toFixed(2)}× baseline  (${local.toFixed(0)} pages/s)`,
);
await close();
