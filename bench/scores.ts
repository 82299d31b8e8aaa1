// Score lists over real HTTP: each list as a ratio of a bare Fastify route sending the same bytes
// (same status, headers that matter and body, compressed the same way), both loaded by autocannon
// (50 connections, in its own process) in the same run. Run at several sizes of the match table
// (finished matches of past seasons added to the demo data) to show the lists do not grow with
// it. The two servers are loaded in turns, bare-list then list-bare (BENCH_ROUNDS pairs, default 2, of
// BENCH_SECONDS each, default 2), so a change in the machine's load during a case weighs on both
// sides alike. `npm run bench:scores` (BENCH_SIZES, default 1000,100000)
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema';
import { load } from './autocannon';
import { atLeast, atMost } from './floor';
import { benchApp, simulateToday } from './harness';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

// Every tab of both score lists (football: 即时, 竞彩, 北单, 足彩, 完场, 赛程; basketball: 即时, 竞篮, 完场, 赛程).
const CASES = [
  '/tapi/live/football/v1_1/live',
  '/tapi/live/football/v1_1/jczq',
  '/tapi/live/football/v1_1/bjdc',
  '/tapi/live/football/v1_1/lottery',
  '/tapi/live/football/v1_1/match?type=end',
  '/tapi/live/football/v1_1/match?type=next',
  '/tapi/live/basketball/match?type=live',
  '/tapi/live/basketball/match?type=jclq',
  '/tapi/live/basketball/match?type=end',
  '/tapi/live/basketball/match?type=next',
];
/** Issue 16's bound on the lists' 99th-percentile latency under this load (an absolute target, not a ratio). */
const P99_MS = 100;

/** The simulator's calendar around now (yesterday to tomorrow, with odds), then `n` finished matches of past seasons. */
async function addHistory(db: Kysely<Database>, n: number) {
  await simulateToday(db);
  const rows = await db
    .selectFrom('sport_match')
    .select(['sport', 'competition_id', 'season_id', 'home_team_id', 'away_team_id'])
    .groupBy(['sport', 'competition_id', 'season_id', 'home_team_id', 'away_team_id'])
    .limit(200)
    .execute();
  const now = Date.now();
  const YEARS = 10 * 365 * 86_400_000;
  const batch = 200;
  for (let i = 0; i < n; i += batch) {
    const values = [];
    for (let j = i; j < Math.min(n, i + batch); j++) {
      const t = rows[j % rows.length]!;
      const at = now - 5 * 86_400_000 - Math.floor((j / n) * YEARS);
      values.push({
        ...t,
        state: t.sport === 'football' ? 8 : 10,
        kickoff_at: at,
        home_score: j % 4,
        away_score: j % 3,
        updated_at: at,
      });
    }
    await db.insertInto('sport_match').values(values).execute();
  }
  await sql`analyze`.execute(db).catch(() => undefined);
}

/** Each list's ratio at each size, for the flatness check. */
const ratios = new Map<string, number[]>();

for (const size of SIZES) {
  const bench = await benchApp({ prepare: ({ db }) => addHistory(db, size) });
  await bench.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(bench.app.server.address() as AddressInfo).port}`;
  const total = await bench.db.db
    .selectFrom('sport_match')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`\n${Number(total.n)} stored matches (${size} of past seasons), ${CONNECTIONS} connections, ${SECONDS} s a case`);
  for (const path of CASES) {
    // The exact answer the app gives a browser, replayed by a bare route.
    const sample = await fetch(base + path, { headers: HEADERS });
    const bytes = Buffer.from(await sample.arrayBuffer());
    const encoding = sample.headers.get('content-encoding');
    // fetch decodes the body: ask again for the bytes on the wire.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(base + path, { headers: HEADERS }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
          res.on('error', reject);
        }).on('error', reject),
      );
    });
    const bare = Fastify({ logger: false });
    bare.get('/x', (_req, reply) => {
      reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(raw);
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/x`;
    const opts = { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS };
    const a = { rps: 0, p99: 0, errors: 0 };
    const b = { rps: 0, p99: 0 };
    for (let r = 0; r < ROUNDS * 2; r++) {
      // Bare, list, list, bare, bare, list…: each side as often first as second.
      if (((r + 1) >> 1) % 2 === 0) {
        const got = await load(bareUrl, opts);
        b.rps += got.rps / ROUNDS;
        b.p99 = Math.max(b.p99, got.p99);
      } else {
        const got = await load(base + path, opts);
        a.rps += got.rps / ROUNDS;
        a.p99 = Math.max(a.p99, got.p99);
        a.errors += got.errors;
      }
    }
    await bare.close();
    // Floor: issue 16's target, half of a bare route sending the same bytes (p99: the worst round's).
    const ratio = atLeast(`${path} at ${total.n} matches`, a.rps / b.rps, 0.5);
    atMost(`${path} p99 at ${total.n} matches, in ${P99_MS} ms`, a.p99 / P99_MS, 1);
    ratios.set(path, [...(ratios.get(path) ?? []), ratio]);
    console.log(
      `${path.padEnd(42)} ${ratio.toFixed(2)}× bare  (${a.rps.toFixed(0)} vs ${b.rps.toFixed(0)} req/s; p99 ${a.p99} vs ${b.p99} ms; ` +
        `${raw.length} B on the wire${encoding ? ` ${encoding}` : ''}, ${bytes.length} B JSON${a.errors ? `; ${a.errors} errors` : ''})`,
    );
  }
  await bench.close();
}

// Flat from the smallest to the largest size: the lists do not read the matches of past seasons.
for (const [path, [first, ...rest]] of ratios) {
  const last = rest.at(-1);
  if (first === undefined || last === undefined) continue;
  const growth = atLeast(`${path} at ${SIZES.at(-1)} against ${SIZES[0]} past matches`, last / first, 0.7);
  console.log(`${path.padEnd(42)} ${growth.toFixed(2)}× at the largest size of its ratio at the smallest`);
}
