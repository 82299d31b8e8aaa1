// Pages over real HTTP: the home page, /football, /live/all and the demo's live room, each as a
// ratio of the same server's /healthz, both loaded by autocannon (50 connections, in its own
// process) in the same run. The server is the product itself (apps/server/src/main.ts on a
// production build of the web app) in a child process, on a fresh SQLite data directory with the
// demo data and the demo broadcast. Each page for an anonymous visitor (no auth cookie), as most
// page views are, and for a logged-in one (decision 0051). `npm run bench:pages` (BENCH_SECONDS per
// case, default 5; NEXT_DIST_DIR picks the build directory as for `npm start`)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE } from '@sports/contracts';
import { load, type Load } from './autocannon';
import { atLeast } from './floor';
import { cpuMs } from './process-cpu';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/** What a browser sends with a page request that matters to the answer. */
const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
const root = path.resolve(import.meta.dirname, '..');
const DEMO_ANCHOR_NICK = '演示主播';

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the server is idle again (a /healthz answer within 50 ms): the renders a load left
 * behind when its client stopped would otherwise be counted against the next case.
 */
async function settle(origin: string) {
  for (let i = 0; i < 600; i++) {
    const started = performance.now();
    await fetch(`${origin}/healthz`).then((r) => r.arrayBuffer());
    if (performance.now() - started < 50) return;
    await sleep(100);
  }
}

// The production build, as `npm start` makes it (only when the sources changed since the last one).
const built = spawnSync(process.execPath, ['scripts/build-web.mjs'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
  MEDIA: 'on',
  DEMO_BROADCAST: 'on',
  RTMP_PORT: String(await freePort()),
  RTMP_HOST: '127.0.0.1',
  FEED: 'simulator',
  FEED_FRIENDLIES: 'on',
};
// Node itself runs the server (not the tsx launcher), so its CPU time can be read by its pid;
// BENCH_SERVER_ARGS adds Node options (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...serverArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const origin = `http://127.0.0.1:${port}`;

async function stop() {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  // Up when /healthz answers (the first start migrates, seeds and imports the seasons).
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error('the server did not start in 5 minutes');
    await sleep(500);
  }

  // The demo broadcast's room: live once the demo stream is through the ingest.
  let room: { roomId: number; nickName: string; isLive: number } | undefined;
  for (let i = 0; i < 60 && !(room?.nickName === DEMO_ANCHOR_NICK && room.isLive); i++) {
    const cards = (await (await fetch(`${origin}/api/room/hotAppRoom?size=50`)).json()) as { data: NonNullable<typeof room>[] };
    room = cards.data.find((c) => c.nickName === DEMO_ANCHOR_NICK) ?? room ?? cards.data[0];
    await sleep(500);
  }
  if (!room) throw new Error('no live room to load');
  if (room.nickName !== DEMO_ANCHOR_NICK || !room.isLive)
    console.log(`(the demo room is not live: loading room ${room.roomId} of ${room.nickName})`);

  // A logged-in visitor: a user and a session made by the admin command, as the end-to-end tests do.
  const admin = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['apps/server/src/cli/admin.ts', 'user', 'add', '13912340000', '--session'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  const token = admin.stdout.trim().split('\n').at(-1) ?? '';
  if (admin.status !== 0 || !token) throw new Error(`no session: ${admin.stderr}`);

  const pages = ['/', '/football', '/live/all', `/live/room/${room.roomId}`];
  // Warm up, and check that every page answers.
  for (const p of pages)
    for (let i = 0; i < 3; i++) {
      const r = await fetch(origin + p, { headers: BROWSER });
      if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
      await r.arrayBuffer();
    }

  /** One case, once the server has settled from the one before, and the page was just visited (as a page in use is). */
  const measure = async (url: string, headers: Record<string, string> = BROWSER) => {
    await settle(origin);
    await (await fetch(origin + url, { headers })).arrayBuffer();
    const cpuBefore = cpuMs(server.pid);
    const started = performance.now();
    const l = await load(origin + url, { connections: CONNECTIONS, seconds: SECONDS, headers });
    const cpu = cpuMs(server.pid) - cpuBefore;
    // The server's CPU per answer: what a busy shared machine colours less than the rate; and its
    // share of one core over the case: well under 100 % means the server waited for the load client
    // (autocannon's CPU per answer grows with the answer's bytes, decision 0058).
    return { ...l, cpuUs: (cpu * 1000) / Math.max(l.total, 1), busy: cpu / (performance.now() - started) };
  };
  const describe = (l: Load & { cpuUs: number; busy: number }) =>
    `${l.rps.toFixed(0)} req/s, p99 ${l.p99} ms, ${(l.throughput / Math.max(l.rps, 1) / 1024).toFixed(1)} KB each, ${l.cpuUs.toFixed(0)} µs CPU each, server ${(l.busy * 100).toFixed(0)} % of a core${l.errors ? `, ${l.errors} errors` : ''}`;

  // Each page between two loads of /healthz, its ratio against their mean: the machine's load drifts during a run.
  const cookie = `${AUTH_COOKIE}=${encodeURIComponent(token)}`;
  const cases: { label: string; url: string; headers?: Record<string, string>; floor?: number }[] = [
    ...pages.map((p) => ({ label: p, url: p, floor: 0.2 })),
    ...pages.map((p) => ({ label: `${p} logged in`, url: p, headers: { ...BROWSER, cookie }, floor: 0.2 })),
  ];
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s a case, anonymous unless said; /healthz before and after each page\n`);
  let before = await measure('/healthz');
  for (const c of cases) {
    const page = await measure(c.url, c.headers);
    const after = await measure('/healthz');
    const base = (before.rps + after.rps) / 2;
    const ratio = page.rps / base;
    // Floor: issue 16's target, a fifth of /healthz, for anonymous and logged-in visitors alike.
    if (c.floor !== undefined) atLeast(`${c.label} against /healthz`, page.errors ? 0 : ratio, c.floor);
    const cpuBase = (before.cpuUs + after.cpuUs) / 2;
    const busyBase = (before.busy + after.busy) / 2;
    console.log(
      `${c.label.padEnd(34)} ${ratio.toFixed(3)}× /healthz  (${describe(page)}; /healthz ${base.toFixed(0)} req/s, ${cpuBase.toFixed(0)} µs CPU each, server ${(busyBase * 100).toFixed(0)} %)`,
    );
    before = after;
  }
} finally {
  await stop();
}
