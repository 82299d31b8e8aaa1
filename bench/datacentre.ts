// The data centre's tables, leaderboards and schedules as ratios of /healthz measured right before
// and after each case, through the whole request path of the app's own module. Each call is
// measured twice: warm (the season's answer kept per season version and sent as serialised once,
// season-cache.ts: what a popular table costs) and cold (the season's answers dropped before every
// call, as a result of that season does: the aggregates are read from the database through their
// indexes and serialised again). Football's ratios stay flat as imported seasons grow from 1 to 5;
// a basketball season (bench/datacentre-data.ts) follows. Calls go over HTTP on loopback, as a
// browser's do (inject keeps every answer reachable and a long run measures the collector).
// `npm run bench:datacentre` (BENCH_MS per case, default 1500)
import { readOpenfootball } from '../apps/server/src/modules/sports/test-data';
import { basketballSeason } from './datacentre-data';
import { benchApp, overHttp, rate, statusOk } from './harness';

const FILES = ['worldcup_2022.json', '2022-23_en.1.json', '2019-20_en.1.json', '2025_cn.1.json', '2019_cn.1.json'];

let basketball = 0;
const { app, close } = await benchApp({
  seed: false,
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
type Case = [label: string, seasonId: number, call: () => Promise<{ statusCode: number; body: string }>];

const healthz = () => rate('/healthz', get('/healthz'), statusOk, 50);
async function measure(cases: Case[]) {
  for (const [label, seasonId, call] of cases) {
    // The baseline is measured right before and after each case, so a load change on a shared machine moves both.
    const before = await healthz();
    const warm = await rate(label, call, undefined, 20);
    const cold = await rate(
      label,
      () => {
        app.datacentre.invalidate(seasonId);
        return call();
      },
      undefined,
      5,
    );
    const baseline = (before + (await healthz())) / 2;
    console.log(
      `  ${label.padEnd(34)} ${`${(warm / baseline).toFixed(3)}×`.padStart(8)} ${`${(cold / baseline).toFixed(3)}×`.padStart(8)}  (${warm.toFixed(0)} / ${cold.toFixed(0)} req/s; /healthz ${baseline.toFixed(0)})`,
    );
  }
}

console.log('HTTP on loopback (keep-alive), SQLite; ratios of /healthz: warm, cold');
const seasons: number[] = [];
for (const [i, file] of FILES.entries()) {
  seasons.push((await app.sportsService.importOpenfootball(file, readOpenfootball(file))).seasonId);
  const [worldCup, epl] = seasons as [number, number | undefined];
  const cases: Case[] = [
    ['World Cup groups and bracket', worldCup, post('/tapi/live/fb/stats/season', { seasonId: worldCup })],
    ['World Cup top scorers', worldCup, post('/tapi/live/fb/stats/rank', { seasonId: worldCup, type: 'goals' })],
  ];
  if (epl) {
    cases.push(['Premier League 2022/23 table', epl, post('/tapi/live/fb/stats/season', { seasonId: epl })]);
    // The league page asks for one round (the one it shows first), not the season's 380 matches.
    const detail = JSON.parse((await http(`/tapi/live/fb/league/season/byId?seasonId=${epl}`)).body) as {
      data: { currentRoundId: number | null };
    };
    const round = detail.data.currentRoundId;
    cases.push(['Premier League round schedule', epl, get(`/tapi/live/fb/league/schedule?seasonId=${epl}&roundId=${round}`)]);
  }
  console.log(`${i + 1} football season(s) imported`);
  await measure(cases);
}
console.log('a basketball season: 12 teams, 132 games with box scores');
await measure([
  ['Basketball table', basketball, post('/tapi/live/basket/stats/season', { seasonId: basketball })],
  ['Basketball points leaders', basketball, post('/tapi/live/basket/stats/rank', { seasonId: basketball, type: 'points' })],
  ['Basketball schedule', basketball, get(`/tapi/live/basket/league/schedule?seasonId=${basketball}`)],
]);
await close();
