// The match centre's calls for a football and a basketball match, as ratios of /healthz measured
// right before and after each case (so a load change on a shared machine moves both). Each call is
// measured twice: warm, as a popular match is served (its answer kept per match version, decision
// 0030), and cold, its cache dropped before every call as a change of the match does, so the
// whole request path against the database is measured. The header is kept one second (decision
// 0023) and cannot be dropped: it is measured warm only. Matches: bench/match-data.ts.
// `npm run bench:match` (BENCH_MS per case, default 1500)
import type { TSport } from '@sports/contracts';
import { benchApp, overHttp, rate, statusOk } from './harness';
import { basketballMatch, footballMatch } from './match-data';

let fb = 0;
let bk = 0;
const { app, close } = await benchApp({
  seed: false,
  async prepare({ db }) {
    fb = await footballMatch(db);
    bk = await basketballMatch(db);
  },
});

const http = await overHttp(app);
type Answer = { statusCode: number; body: string };
type Case = { label: string; sport: TSport; matchId: number; call: () => Promise<Answer>; cold: boolean };
const get = (url: string) => () => http(url);
const at = (sport: TSport, matchId: number, url: string, cold = true): Case => ({ label: url, sport, matchId, call: get(url), cold });
const cases: Case[] = [
  at('football', fb, `/tapi/live/fb/match/navigation?matchId=${fb}`, false),
  {
    label: 'POST /tapi/live/fb/match/live/eventList',
    sport: 'football',
    matchId: fb,
    cold: true,
    call: () =>
      http('/tapi/live/fb/match/live/eventList', {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: JSON.stringify({ matchId: fb }),
      }),
  },
  ...[
    `/tapi/live/fb/match/textLive?matchId=${fb}`,
    `/tapi/live/fb/match/lineup?matchId=${fb}`,
    `/tapi/live/odds/${fb}`,
    `/tapi/live/fb/match/analysis?matchId=${fb}`,
    `/tapi/live/odds/history?matchId=${fb}&market=handicap`,
    `/tapi/live/odds/three-join-one?matchId=${fb}`,
    `/tapi/live/fb/match/corner?matchId=${fb}`,
    `/tapi/live/fb/match/rank?matchId=${fb}`,
    `/tapi/live/fb/match/history?matchId=${fb}`,
    `/tapi/live/data/schedule/match-analysis?matchId=${fb}`,
  ].map((url) => at('football', fb, url)),
  at('basketball', bk, `/tapi/live/basket/match/detail?matchId=${bk}`, false),
  ...[
    `/tapi/live/basket/match/stats?matchId=${bk}`,
    `/tapi/live/basket/zhi/odds?matchId=${bk}`,
    `/tapi/live/basket/match/analysis?matchId=${bk}`,
    `/tapi/live/basket/match/rank?matchId=${bk}`,
    `/tapi/live/data/schedule/match-analysis?matchId=${bk}`,
  ].map((url) => at('basketball', bk, url)),
];

/** What a change of the match does to its kept answers: any of its domain events drops them all. */
const drop = (c: Case) => app.sportsEvents.emit('match.stats', { sport: c.sport, matchId: c.matchId, stats: [] });
const healthz = () => rate('/healthz', get('/healthz'), statusOk, 50);
console.log('HTTP on loopback (keep-alive), SQLite; ratios of /healthz measured around each case');
console.log(`${'call'.padEnd(56)} ${'warm'.padStart(8)} ${'cold'.padStart(8)}`);
for (const c of cases) {
  const before = await healthz();
  const warm = await rate(c.label, c.call, undefined, 50);
  const cold = c.cold
    ? await rate(
        c.label,
        () => {
          drop(c);
          return c.call();
        },
        undefined,
        20,
      )
    : null;
  const baseline = (before + (await healthz())) / 2;
  const ratio = (r: number | null) => (r === null ? '-' : `${(r / baseline).toFixed(3)}×`).padStart(8);
  console.log(
    `${c.label.padEnd(56)} ${ratio(warm)} ${ratio(cold)}  (${warm.toFixed(0)}${cold === null ? '' : ` / ${cold.toFixed(0)}`} req/s; /healthz ${baseline.toFixed(0)})`,
  );
}
await close();
