// The match centre: header, events, lineup, odds and analysis of a played match as ratios of
// /healthz measured in the same run. The match has a full match's worth of detail (incidents,
// statistics, text live, two squads with statistics, six bookmakers) and both teams have a run of
// past matches with odds, so the numbers show what a real page costs. The header (navigation) is
// the match detail call every tab renders; it is served from its one-second cache (decision 0023)
// as a popular match is, the other calls read the database each time.
// `npm run bench:match` (BENCH_MS per case, default 1500)
import { buildIncident, buildLineupPlayer, buildStats, buildTextLine } from '../apps/server/test/match-factories';
import { buildBookmaker, buildCompetition, buildMatch, buildOdds, buildTeam } from '../apps/server/test/sports-factories';
import { benchApp, rate, statusOk } from './harness';

const DAY = 86_400_000;
let matchId = 0;

const { app, close } = await benchApp({
  seed: false,
  async prepare({ db }) {
    const league = await buildCompetition(db);
    const teams = [];
    for (let i = 0; i < 6; i++) teams.push(await buildTeam(db));
    const [home, away] = teams;
    const now = Date.now();
    matchId = await buildMatch(db, {
      competition: league,
      home_team_id: home,
      away_team_id: away,
      state: 4,
      kickoff_at: now - 3_600_000,
      home_formation: '4-3-3',
      away_formation: '4-4-2',
    });
    const bookmakers = [];
    for (let b = 0; b < 6; b++) bookmakers.push(await buildBookmaker(db));
    for (let i = 0; i < 20; i++)
      await buildIncident(db, matchId, {
        type: i % 4 === 0 ? 'goal' : 'yellow',
        side: i % 2 ? 'home' : 'away',
        minute: i * 4 + 1,
        player: `球员${i}`,
      });
    await buildStats(db, matchId, [
      ['possession', 52, 48],
      ['shots', 12, 9],
      ['shots_on_target', 5, 3],
      ['corners', 6, 4],
      ['fouls', 11, 13],
      ['attacks', 88, 71],
      ['dangerous_attacks', 44, 31],
    ]);
    for (let i = 0; i < 120; i++) await buildTextLine(db, matchId, `第 ${i} 条文字直播`, i);
    for (const side of ['home', 'away'] as const) {
      for (let i = 0; i < 18; i++) {
        await buildLineupPlayer(db, matchId, {
          side,
          name: `${side}${i}`,
          position: i === 0 ? 'GK' : i < 5 ? 'DC' : i < 8 ? 'MC' : 'ST',
          starter: i < 11,
          shirt: i + 1,
          stats: { minutes_played: 60, shots: 1, rating: 68 },
        });
      }
    }
    // A season of past meetings with odds for form and handicap results.
    for (let d = 1; d <= 30; d++) {
      const [h, a] = [teams[d % 6], teams[(d + 1 + (d % 4)) % 6]];
      if (h === a) continue;
      const past = await buildMatch(db, {
        competition: league,
        home_team_id: h,
        away_team_id: a,
        state: 8,
        kickoff_at: now - d * 7 * DAY,
        home_score: d % 3,
        away_score: d % 2,
      });
      for (const b of bookmakers) {
        await buildOdds(db, past, b, 'handicap', { open: { home: 0.9, away: 0.95, line: 0.25 } });
        await buildOdds(db, past, b, 'overunder', { open: { home: 0.9, away: 0.95, line: 2.5 } });
      }
    }
    for (const b of bookmakers) {
      await buildOdds(db, matchId, b, 'europe', { open: { home: 2.1, draw: 3.2, away: 3.3 }, live: { home: 2.0, draw: 3.3, away: 3.5 } });
      await buildOdds(db, matchId, b, 'handicap', {
        open: { home: 0.9, away: 0.95, line: 0.25 },
        inplay: { home: 0.85, away: 1.0, line: 0.5 },
      });
    }
  },
});

const get = (url: string) => () => app.inject({ url });
const cases: [string, () => Promise<{ statusCode: number; body: string }>][] = [
  [`/tapi/live/fb/match/navigation?matchId=${matchId}`, get(`/tapi/live/fb/match/navigation?matchId=${matchId}`)],
  [
    'POST /tapi/live/fb/match/live/eventList',
    () =>
      app.inject({
        method: 'POST',
        url: '/tapi/live/fb/match/live/eventList',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { matchId },
      }),
  ],
  [`/tapi/live/fb/match/textLive?matchId=${matchId}`, get(`/tapi/live/fb/match/textLive?matchId=${matchId}`)],
  [`/tapi/live/fb/match/lineup?matchId=${matchId}`, get(`/tapi/live/fb/match/lineup?matchId=${matchId}`)],
  [`/tapi/live/odds/${matchId}`, get(`/tapi/live/odds/${matchId}`)],
  [`/tapi/live/fb/match/analysis?matchId=${matchId}`, get(`/tapi/live/fb/match/analysis?matchId=${matchId}`)],
];
const baseline = await rate('/healthz', get('/healthz'), statusOk, 50);
console.log(`baseline /healthz: ${baseline.toFixed(0)} req/s (in-process inject, SQLite)`);
for (const [label, call] of cases) {
  const r = await rate(label, call, undefined, 50);
  console.log(`${label.padEnd(48)} ${(r / baseline).toFixed(3)}× baseline  (${r.toFixed(0)} req/s)`);
}
await close();
