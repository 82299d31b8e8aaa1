// Room lists with many anchors: the list, hot, search and rank calls as ratios of /healthz, at each
// anchor count. Anchors' names and fan counts belong to identity; the live lists order rooms by
// live's read copy of them (decision 0018) and read one page of profiles. The routes serve an answer
// kept per query and list version (list-answers.ts), so the calls measure what a crowd of visitors
// gets; the searches' builds (a cache miss: the queries themselves) are measured too, and a search
// must build in flat time for a word one room has (an index, not a scan) and for a word most anchors
// have (a page in list order and a capped count, not every match).
//
// Each anchor count lives in a process of its own (inject keeps every answer reachable, harness.ts,
// so a process measuring one size after another measured the collector), all prepared before any
// measuring. The sizes then take turns, one round each (1k 5k 20k 1k 5k 20k …), and in its turn a
// size measures each call right after a /healthz of its own: a ratio is two neighbouring stretches of
// the same process, and the figure is the median of the rounds. A ratio is calls per CPU second of
// this process against /healthz's, so another process on this shared machine taking the CPU for a
// while does not move it (its wall-clock counterpart is printed next to it). The floors hold at the
// smallest size; the searches' builds at the largest size are checked against the smallest.
// `npm run bench:live` (BENCH_ANCHORS, default 1000,5000,20000 as issue 16 asks; BENCH_MS per case,
// default 1500, split over BENCH_ROUNDS rounds, default 5, after a warm-up round)
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ZSearchRoomQuerySchema } from '@sports/contracts';
import { buildRoom, buildUser } from '../apps/server/test/factories';
import { atLeast, must } from './floor';
import { median } from './floor';
import { benchApp, calls, DURATION_MS, envelopeOk, statusOk, type Calls } from './harness';

const SIZES = (process.env.BENCH_ANCHORS ?? '1000,5000,20000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** How long one call or its /healthz is measured in a round (ms): each case gets BENCH_MS in all. */
const STRETCH_MS = Math.max(100, Math.round(DURATION_MS / ROUNDS));
/** Set in the process that holds one anchor count. */
const CHILD_ANCHORS = process.env.BENCH_LIVE_ANCHORS;
/** One room among all of them has this in its title, one anchor in their nickname. */
const RARE_TITLE = '欧冠决赛夜';
const RARE_NICK = '解说老王';
const search = (word: string) => `/api/search/roomByWord?word=${encodeURIComponent(word)}&type=1`;
const WORDS = ['主播1', '决赛夜', RARE_NICK];
const built = (word: string) => `search ${word}, built each time`;

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

/** One round's ratios of a size, by label: per CPU second and per wall second, against its /healthz. */
type Round = Record<string, { cpu: number; wall: number }>;
type Answer = { statusCode: number; body: string };

if (CHILD_ANCHORS) await holdOneSize(Number(CHILD_ANCHORS));
else await takeTurns();

/** A process for one anchor count: prepares it, then measures a round each time it is asked. */
async function holdOneSize(anchors: number) {
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
  const calls_: [string, () => Promise<Answer>, (r: Answer) => boolean][] = cases.map(([url]) => [url, get(url), envelopeOk]);
  for (const word of WORDS) {
    // The search's build, without the kept answers: what a word nobody asked for yet costs.
    const q = ZSearchRoomQuerySchema.parse({ word, type: 1 });
    calls_.push([built(word), async () => ({ statusCode: 200, body: JSON.stringify(await app.live.search(q, null)) }), statusOk]);
  }
  // A full collection before each stretch: the heap inject keeps growing is marked between stretches,
  // not in whichever short stretch the collector happens to pick (it swung a ratio tenfold).
  const collect = () => (globalThis as { gc?: () => void }).gc?.();
  const perCpu = (c: Calls) => c.n / c.cpuMs;
  const perWall = (c: Calls) => c.n / c.wallMs;
  process.on('message', (m: { warmup: boolean } | 'done') => {
    if (m === 'done') return void close().then(() => process.exit(0));
    void (async () => {
      const warmup = m.warmup ? 50 : 5;
      const round: Round = {};
      const measured = async (label: string, call: () => Promise<Answer>, ok: (r: Answer) => boolean) => {
        collect();
        return calls(label, call, ok, warmup, STRETCH_MS);
      };
      for (const [label, call, ok] of calls_) {
        const base = await measured('/healthz', get('/healthz'), statusOk);
        const c = await measured(label, call, ok);
        round[label] = { cpu: perCpu(c) / perCpu(base), wall: perWall(c) / perWall(base) };
      }
      process.send!(round);
    })().catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
  });
  process.send!('ready');
}

/** The next message of a child; fails when it exits first. */
function reply<T>(child: ChildProcess, anchors: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`bench:live at ${anchors} anchors exited (${code}) before answering`));
    child.once('exit', exited);
    child.once('message', (m) => {
      child.off('exit', exited);
      resolve(m as T);
    });
  });
}

/** Starts a process per size, has them take turns for a warm-up round and ROUNDS rounds, and checks the medians. */
async function takeTurns() {
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  console.log(`bench:live: ${SIZES.join(', ')} anchors, ${ROUNDS} rounds of ${STRETCH_MS} ms a call and its /healthz; load ${load()}`);
  const file = fileURLToPath(import.meta.url);
  const sizes = SIZES.map((anchors) => ({
    anchors,
    child: fork(file, [], { env: { ...process.env, BENCH_LIVE_ANCHORS: String(anchors) }, execArgv: [...process.execArgv, '--expose-gc'] }),
    rounds: [] as Round[],
  }));
  try {
    await Promise.all(sizes.map((s) => reply(s.child, s.anchors)));
    for (let r = 0; r <= ROUNDS; r++) {
      for (const s of sizes) {
        s.child.send({ warmup: r === 0 });
        const round = await reply<Round>(s.child, s.anchors);
        if (r > 0) s.rounds.push(round);
      }
    }
  } finally {
    for (const s of sizes) if (s.child.connected) s.child.send('done');
  }
  const medianOf = (rounds: Round[], label: string, of: 'cpu' | 'wall') => median(rounds.map((x) => x[label]![of]));
  for (const { anchors, rounds } of sizes) {
    console.log(`\n${anchors} anchors with rooms (in-process inject, SQLite): median of ${rounds.length} rounds against /healthz`);
    const floors = new Map<string, number | undefined>([...cases, ...WORDS.map((w): [string, undefined] => [built(w), undefined])]);
    for (const [label, floor] of floors) {
      const cpu = medianOf(rounds, label, 'cpu');
      // the floors hold at the smallest size; larger ones show the growth (the searches' builds are checked below)
      if (floor !== undefined && anchors === SIZES[0]) atLeast(`${label} at ${anchors} anchors`, cpu, floor);
      const spread = rounds.map((x) => x[label]!.cpu);
      console.log(
        `${label.padEnd(48)} ${cpu.toFixed(3)}× baseline  (rounds ${Math.min(...spread).toFixed(3)}–${Math.max(...spread).toFixed(3)}; ` +
          `wall ${medianOf(rounds, label, 'wall').toFixed(3)}×)`,
      );
    }
  }
  // Each search build at the largest size against the smallest: flat when an index finds a rare word
  // and a common one (主播1: 111, 1,111 and 11,111 anchors) pages in list order with a capped count (decision 0052).
  const [small, large] = [sizes[0]!, sizes.at(-1)!];
  if (small !== large) {
    console.log('');
    for (const word of WORDS) {
      const growth = medianOf(large.rounds, built(word), 'cpu') / medianOf(small.rounds, built(word), 'cpu');
      atLeast(`search ${word} at ${large.anchors} against ${small.anchors} anchors`, growth, 0.7);
      console.log(`search ${word}: ${growth.toFixed(2)}× at ${large.anchors} anchors of its ratio at ${small.anchors}`);
    }
  }
  must(
    'bench:live measured every round of every size',
    sizes.every((s) => s.rounds.length === ROUNDS),
  );
  console.log(`\nload ${load()}`);
}
