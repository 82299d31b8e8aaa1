// The data centre's tables, leaderboards and schedules as ratios of /healthz, through the whole
// request path of the app's own module. Each call is measured twice: warm (the season's answer kept
// per season version and sent as serialised once, season-cache.ts: what a popular table costs) and
// cold (the season's answers dropped before every batch of 16 concurrent calls, as a result of that
// season does: one call of the batch reads the aggregates from the database through their indexes
// and serialises the answer again, and the calls that come meanwhile wait for it rather than each
// computing their own, as the readers of a table do right after a goal). /healthz, warm and cold
// calls are measured in turns of a slice each, so a load change on the shared machine moves the
// baseline and the calls alike. The standings and top-scorer calls must be at least 0.3× /healthz
// (issue 17), and football's stay flat as imported seasons grow from 1 to 5; a basketball season
// (bench/datacentre-data.ts) follows. Calls go over HTTP on loopback, as a browser's do (inject keeps
// every answer reachable and a long run measures the collector).
// `npm run bench:datacentre` (BENCH_MS per case and series, default 1500; BENCH_DIALECT=postgres
// runs on a throwaway PostgreSQL database on TEST_DATABASE_URL's server, as the tests do)
import { readOpenfootball } from '../apps/server/src/modules/sports/test-data';
import { basketballSeason } from './datacentre-data';
import { atLeast } from './floor';
import { benchApp, calls, DURATION_MS, overHttp, perCpu, perWall, statusOk, total, type Calls } from './harness';

const FILES = ['worldcup_2022.json', '2022-23_en.1.json', '2019-20_en.1.json', '2025_cn.1.json', '2019_cn.1.json'];
/** Turns of each case: /healthz, warm and cold calls for DURATION_MS / SLICES each, SLICES times. */
const SLICES = 5;
/** Issue 17's floor for the standings and top-scorer calls, warm and cold. */
const FLOOR = 0.3;
/** The lowest a cold football ratio may fall from its first measure to its last as seasons are imported. */
const FLAT = 0.7;

const postgres = process.env.BENCH_DIALECT === 'postgres';
const database = postgres ? await (await import('../apps/server/test/db')).createTestDb('postgres') : undefined;
let basketball = 0;
const { app, close } = await benchApp({
  seed: false,
  database,
  async prepare(db) {
    basketball = await basketballSeason(db.db);
  },
});
const http = await overHttp(app);
const post = (url: string, payload: object) => () =>
  http(url, {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
  });
const get = (url: string) => () => http(url);
type Call = () => Promise<{ statusCode: number; body: string }>;
/** A case: its label, its season, its call, and whether it is a standings or top-scorer call (held to FLOOR). */
type Case = [label: string, seasonId: number, call: Call, floored: boolean];

/** Cold ratios of the football cases, by label, in the order the seasons were imported. */
const coldRatios = new Map<string, number[]>();

async function measure(cases: Case[], seasons: string) {
  for (const [label, seasonId, call, floored] of cases) {
    const dropped = () => {
      app.datacentre.invalidate(seasonId);
      return call();
    };
    const slice = DURATION_MS / SLICES;
    const series: Record<'healthz' | 'warm' | 'cold', Calls[]> = { healthz: [], warm: [], cold: [] };
    for (let i = 0; i < SLICES; i++) {
      const first = i === 0;
      series.healthz.push(await calls('/healthz', get('/healthz'), statusOk, first ? 50 : 0, slice));
      series.warm.push(await calls(label, call, undefined, first ? 20 : 0, slice));
      // Cold answers are computed by code the warm ones never run: warmed as much before they are measured,
      // or the first season's cold ratio measures the JIT compiler (0.25 against 0.3 later) and not the answer.
      series.cold.push(await calls(label, dropped, undefined, first ? 100 : 0, slice));
    }
    const [baseline, warm, cold] = [total(series.healthz), total(series.warm), total(series.cold)];
    const check = (what: string, ratio: number) => (floored ? atLeast(`${label} ${what} at ${seasons}`, ratio, FLOOR) : ratio);
    const warmRatio = check('warm', perWall(warm) / perWall(baseline));
    const coldRatio = check('cold', perWall(cold) / perWall(baseline));
    coldRatios.set(label, [...(coldRatios.get(label) ?? []), coldRatio]);
    const cpu = (c: Calls) => `${(perCpu(c) / perCpu(baseline)).toFixed(3)}×`;
    console.log(
      `  ${label.padEnd(34)} ${`${warmRatio.toFixed(3)}×`.padStart(8)} ${`${coldRatio.toFixed(3)}×`.padStart(8)}  cpu ${cpu(warm)} ${cpu(cold)}  ` +
        `(${perWall(warm).toFixed(0)} / ${perWall(cold).toFixed(0)} req/s; /healthz ${perWall(baseline).toFixed(0)})`,
    );
  }
}

// The process warmed up first: measured cold, /healthz ran at a fraction of its later rate, and the
// first season's ratios stood well above the later ones (the flatness check compares with them).
await calls('/healthz', get('/healthz'), statusOk, 200, DURATION_MS);
console.log(`HTTP on loopback (keep-alive), ${postgres ? 'PostgreSQL' : 'SQLite'}; ratios of /healthz: warm, cold (and per CPU second)`);
const seasons: number[] = [];
for (const [i, file] of FILES.entries()) {
  seasons.push((await app.sportsService.importOpenfootball(file, readOpenfootball(file))).seasonId);
  const [worldCup, epl] = seasons as [number, number | undefined];
  const cases: Case[] = [
    ['World Cup groups and bracket', worldCup, post('/tapi/live/fb/stats/season', { seasonId: worldCup }), true],
    ['World Cup top scorers', worldCup, post('/tapi/live/fb/stats/rank', { seasonId: worldCup, type: 'goals' }), true],
  ];
  if (epl) {
    cases.push(['Premier League 2022/23 table', epl, post('/tapi/live/fb/stats/season', { seasonId: epl }), true]);
    // The league page asks for one round (the one it shows first), not the season's 380 matches.
    const detail = JSON.parse((await http(`/tapi/live/fb/league/season/byId?seasonId=${epl}`)).body) as {
      data: { currentRoundId: number | null };
    };
    const round = detail.data.currentRoundId;
    cases.push(['Premier League round schedule', epl, get(`/tapi/live/fb/league/schedule?seasonId=${epl}&roundId=${round}`), false]);
  }
  console.log(`${i + 1} football season(s) imported`);
  await measure(cases, `${i + 1} season(s)`);
}

// Flat as seasons are imported: a cold call's ratio at 5 seasons against its first.
for (const [label, [first, ...rest]] of coldRatios) {
  const last = rest.at(-1);
  if (first === undefined || last === undefined) continue;
  const growth = atLeast(`${label} cold at ${FILES.length} seasons against its first`, last / first, FLAT);
  console.log(`  ${label.padEnd(34)} cold ${growth.toFixed(2)}× at ${FILES.length} seasons of its ratio at its first`);
}

console.log('a basketball season: 12 teams, 132 games with box scores');
await measure(
  [
    ['Basketball table', basketball, post('/tapi/live/basket/stats/season', { seasonId: basketball }), true],
    ['Basketball points leaders', basketball, post('/tapi/live/basket/stats/rank', { seasonId: basketball, type: 'points' }), true],
    ['Basketball schedule', basketball, get(`/tapi/live/basket/league/schedule?seasonId=${basketball}`), false],
  ],
  'a basketball season',
);
await close();
