// Room lists with many anchors: the list, hot, search and rank calls as ratios of /healthz measured
// in the same run, at each anchor count. Anchors' names and fan counts belong to identity; the live
// lists order rooms by live's read copy of them (decision 0018) and read one page of profiles. The
// routes serve an answer kept per query and list version (list-answers.ts), so the calls measure
// what a crowd of visitors gets; the searches' builds (a cache miss: the queries themselves) are
// measured too, and a search must build in flat time for a word one room has (an index, not a scan)
// and for a word most anchors have (a page in list order and a capped count, not every match).
// `npm run bench:live` (BENCH_ANCHORS, default 1000,5000,20000 as issue 16 asks; BENCH_MS per case, default 1500)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ZSearchRoomQuerySchema } from '@sports/contracts';
import { buildRoom, buildUser } from '../apps/server/test/factories';
import { atLeast, must } from './floor';
import { benchApp, rate, statusOk } from './harness';

const SIZES = (process.env.BENCH_ANCHORS ?? '1000,5000,20000').split(',').map(Number);
/** Set in the process that measures one size of a run: the run's smallest size, where the floors hold. */
const FLOOR_SIZE = process.env.BENCH_FLOOR_SIZE;
/** One room among all of them has this in its title, one anchor in their nickname. */
const RARE_TITLE = '欧冠决赛夜';
const RARE_NICK = '解说老王';
const search = (word: string) => `/api/search/roomByWord?word=${encodeURIComponent(word)}&type=1`;

// Floors at the smallest size: just under the ratios measured when they were written (1,000 anchors).
const cases: [string, number][] = [
  ['/api/room/page?page=1&pageSize=30', 0.13],
  ['/api/room/page?page=10&pageSize=30', 0.17],
  ['/api/room/page?roomType=1&page=1&pageSize=30', 0.13],
  ['/api/room/hotAppRoom', 0.45],
  ['/api/user/hot', 0.2],
  [search('主播1'), 0.05],
  [search('决赛夜'), 0.15],
  [search(RARE_NICK), 0.15],
  ['/api/rank/anchor?rankType=week', 0.7],
];
const flat: Record<string, number> = {};

/**
 * Each size is measured in a process of its own. Inject keeps every answer reachable (harness.ts),
 * so in one process each later size ran on a heap grown by the calls before it and measured the
 * collector: the rank, one statement on an empty table, fell from 1.1× to 0.37× between the first
 * and the third size. A fresh process per size measures every size as the first one was.
 */
if (SIZES.length > 1 && FLOOR_SIZE === undefined) {
  for (const anchors of SIZES) {
    const env = { ...process.env, BENCH_ANCHORS: String(anchors), BENCH_FLOOR_SIZE: String(SIZES[0]) };
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { env, encoding: 'utf8' });
    process.stdout.write(child.stdout.replace(/^FLAT .*\n/m, ''));
    process.stderr.write(child.stderr);
    must(`bench:live at ${anchors} anchors ran and held its floors`, child.status === 0);
    Object.assign(flat, JSON.parse(/^FLAT (.*)$/m.exec(child.stdout)?.[1] ?? '{}'));
  }
} else {
  for (const anchors of SIZES) await measure(anchors);
  if (FLOOR_SIZE !== undefined) console.log(`FLAT ${JSON.stringify(flat)}`);
}

async function measure(anchors: number) {
  const { app, close } = await benchApp({
    async prepare(db) {
      for (let i = 0; i < anchors; i++) {
        const user = await buildUser(db.db, { is_anchor: 1, fans_count: (i * 7919) % 5000, nick_name: i === 7 ? RARE_NICK : `主播${i}` });
        const title = i === anchors - 3 ? RARE_TITLE : `直播间 ${i}`;
        await buildRoom(db.db, Number(user.id), { is_live: i % 3 === 0 ? 1 : 0, started_at: Date.now() - i * 1000, title });
      }
    },
  });
  const get = (url: string) => () => app.inject({ url });
  const baseline = await rate('/healthz', get('/healthz'), statusOk, 50);
  console.log(`\n${anchors} anchors with rooms; baseline /healthz: ${baseline.toFixed(0)} req/s (in-process inject, SQLite)`);
  for (const [url, floor] of cases) {
    const r = await rate(url, get(url), undefined, 50);
    // the floors hold at the smallest size; larger ones show the growth (the rare words' searches are checked below)
    const ratio = anchors === Number(FLOOR_SIZE ?? SIZES[0]) ? atLeast(`${url} at ${anchors} anchors`, r / baseline, floor) : r / baseline;
    console.log(`${url.padEnd(48)} ${ratio.toFixed(3)}× baseline  (${r.toFixed(0)} req/s)`);
  }
  // The searches' builds, without the kept answers: what a word nobody asked for yet costs.
  for (const word of ['主播1', '决赛夜', RARE_NICK]) {
    const q = ZSearchRoomQuerySchema.parse({ word, type: 1 });
    const build = async () => ({ statusCode: 200, body: JSON.stringify(await app.live.search(q, null)) });
    const ratio = (await rate(`build ${word}`, build, statusOk, 50)) / baseline;
    console.log(`${`search ${word}, built each time`.padEnd(48)} ${ratio.toFixed(3)}× baseline`);
    flat[`${search(word)} ${anchors}`] = ratio;
  }
  await close();
}

// Each search build at the largest size against the smallest: flat when an index finds a rare word
// and a common one (主播1: 111, 1,111 and 11,111 anchors) pages in list order with a capped count (decision 0052).
if (SIZES.length > 1 && FLOOR_SIZE === undefined) {
  const [small, large] = [SIZES[0], SIZES.at(-1)];
  for (const word of ['主播1', '决赛夜', RARE_NICK]) {
    const growth = flat[`${search(word)} ${large}`]! / flat[`${search(word)} ${small}`]!;
    atLeast(`search ${word} at ${large} against ${small} anchors`, growth, 0.7);
    console.log(`search ${word}: ${growth.toFixed(2)}× at ${large} anchors of its ratio at ${small}`);
  }
}
