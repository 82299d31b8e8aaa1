// Glass to glass: from a camera frame reaching the anchor's encoder to the same frame on a viewer's
// screen, on loopback. This process paints frames (320x180 at 25 fps, each carrying its number as a
// row of large black and white blocks) and writes them in real time, with a tone, to ffmpeg, which
// encodes them with the demo's encoder settings (demo.ts VIDEO_ENCODER_ARGS) and pushes RTMP into
// the product's ingest; the product (buildApp, listening on loopback) serves the room's HTTP-FLV.
// Headless Chromium (Debian's) plays it with the web app's own live player (FlvStream, bundled
// from apps/web by esbuild: mpegts.js and liveConfig() exactly as a room page has them) and, for
// every presented frame, reads its number off a canvas (bench/glass-page.ts). Glass to glass = when
// the frame is expected on screen - when it was written to the encoder. A tap on the room's
// stream inside the server splits it into encoder + ingest and HTTP-FLV + player.
// `npm run bench:glass` (needs ffmpeg and Chromium: CHROMIUM_PATH, default /usr/bin/chromium;
// BENCH_GLASS_MS, the measured time after a 3 s warm-up, default 10000)
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { VIDEO_ENCODER_ARGS } from '../apps/server/src/media/demo';
import { atMost, must } from './floor';
import { flvVideoTags } from './flv';
import type { TWatchOptions, TWatchState } from './glass-page';
import { benchApp } from './harness';

const W = 320;
const H = 180;
const FPS = 25;
const FRAME_MS = 1000 / FPS;
const CODE = { bits: 20, block: W / 20, rowHeight: 32 };
const AUDIO_RATE = 44_100;
const WARMUP_MS = 3000;
const MEASURE_MS = Number(process.env.BENCH_GLASS_MS ?? 10_000);
/** Issue 16's target, an absolute figure (the whole chain has no baseline to compare with). */
const TARGET_MS = 1500;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Frame `n` as yuv420p: the code rows on top, moving diagonal stripes below (work for the encoder). */
function paint(n: number): Buffer {
  const f = Buffer.alloc((W * H * 3) / 2, 128);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      let white: boolean;
      if (y < 2 * CODE.rowHeight) {
        const bit = ((n >> (CODE.bits - 1 - Math.floor(x / CODE.block))) & 1) === 1;
        white = y < CODE.rowHeight ? bit : !bit;
      } else white = ((x + y + 4 * n) & 63) < 32;
      f[y * W + x] = white ? 235 : 16;
    }
  return f;
}

/** One frame's worth of a 330 Hz tone, mono s16le. */
function tone(n: number): Buffer {
  const samples = AUDIO_RATE / FPS;
  const b = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    b.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 330 * (n * samples + i)) / AUDIO_RATE)), i * 2);
  return b;
}

const pushArgs = (url: string) => [
  ...['-loglevel', 'error'],
  ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-video_size', `${W}x${H}`, '-framerate', String(FPS), '-i', 'pipe:0'],
  ...['-f', 's16le', '-ar', String(AUDIO_RATE), '-ac', '1', '-i', 'pipe:3'],
  ...VIDEO_ENCODER_ARGS,
  ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
];

/** The page script: the product's live player and the frame reader, for the browser. */
async function pageBundle(): Promise<string> {
  const out = await build({
    stdin: {
      contents: [
        "import { FlvStream } from './apps/web/components/live/player/flvStream';",
        "import { watch } from './bench/glass-page';",
        'window.glassWatch = (o) => (window.glassState = watch(FlvStream, o)).joinedAt;',
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    // not minified: mpegts.js finds its worker's modules by their names in its own source (webworkify)
    minify: false,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return out.outputFiles[0]?.text ?? '';
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (spawnSync('ffmpeg', ['-version']).status !== 0) throw new Error('bench:glass needs ffmpeg (apt-get install ffmpeg)');
const bundle = await pageBundle();
const server = await benchApp({ seed: false });
const { app } = server;
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
const rtmpPort = await app.media.start(0);
const anchor = await app.identitySeeds.demoSessionUser({
  mobile: '13800000097',
  nick: '测速主播',
  level: 1,
  isAnchor: true,
  fans: 0,
  description: '',
});
const stream = await app.media.service.up(anchor, '127.0.0.1');

const push = spawn('ffmpeg', pushArgs(`rtmp://127.0.0.1:${rtmpPort}/live/${stream.streamKey}`), {
  stdio: ['pipe', 'ignore', 'inherit', 'pipe'],
});
const videoIn = push.stdio[0] as Writable;
const audioIn = push.stdio[3] as Writable;
for (const s of [videoIn, audioIn]) s.on('error', () => {}); // ffmpeg gone: the checks below say so
/** Date.now() when frame n was written to the encoder. */
const written: number[] = [];
const startedAt = Date.now();
let pumping = true;
(function pump() {
  if (!pumping) return;
  while (written.length <= (Date.now() - startedAt) / FRAME_MS) {
    written.push(Date.now());
    videoIn.write(paint(written.length - 1));
    audioIn.write(tone(written.length - 1));
  }
  setTimeout(pump, startedAt + written.length * FRAME_MS - Date.now());
})();

// the tap: when each frame's video tag reaches the room's viewers (attached before the first keyframe is cached)
const reached: number[] = [];
let detachTap: (() => void) | null = null;
for (let i = 0; i < 500 && !detachTap; i++) {
  let firstPts: number | null = null;
  const onTag = flvVideoTags((t) => {
    firstPts ??= t.key ? t.pts : null;
    if (firstPts !== null) reached[Math.round((t.pts - firstPts) / FRAME_MS)] ??= Date.now();
  });
  detachTap = app.media.service.watch(stream.roomId, { ip: '127.0.0.1', write: onTag, backlog: () => 0, end() {} });
  if (!detachTap) await sleep(20);
}
if (!detachTap) throw new Error('the push never reached the ingest');
await sleep(2000 + Math.random() * 1000); // the viewer joins somewhere inside a keyframe interval

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--autoplay-policy=no-user-gesture-required'] });
let state: TWatchState;
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  await page.route(`${origin}/bench-glass`, (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><meta charset="utf-8"><body>' }),
  );
  await page.goto(`${origin}/bench-glass`);
  const h264 = await page.evaluate(() => MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E"'));
  if (!h264) throw new Error(`${CHROMIUM} cannot play H.264 through Media Source Extensions: no glass-to-glass figure`);
  await page.addScriptTag({ content: bundle });
  const options: TWatchOptions = { ...CODE, src: `/flv/live/${stream.roomId}.flv` };
  await page.evaluate(`glassWatch(${JSON.stringify(options)})`);
  await sleep(WARMUP_MS + MEASURE_MS);
  state = (await page.evaluate('glassState')) as TWatchState;
} finally {
  await browser.close();
  pumping = false;
  detachTap();
  videoIn.end();
  audioIn.end();
  push.kill('SIGINT');
  await server.close();
}

const frames = state.frames.filter(([n]) => written[n] !== undefined);
must(`Chromium presented readable frames (statuses: ${state.statuses.join(' → ')})`, frames.length > 0);
if (frames.length) {
  const [firstN, firstAt] = frames[0]!;
  console.log(
    `first frame: on screen ${((firstAt - state.joinedAt) / 1000).toFixed(2)} s after joining, ${((firstAt - written[firstN]!) / 1000).toFixed(2)} s old`,
  );
  const steady = frames.filter(([, at]) => at >= state.joinedAt + WARMUP_MS);
  const g2g = steady.map(([n, at]) => at - written[n]!);
  const ingest = steady.filter(([n]) => reached[n] !== undefined).map(([n]) => reached[n]! - written[n]!);
  const span = steady.length ? steady[steady.length - 1]![0] - steady[0]![0] + 1 : 0;
  console.log(
    `presented ${steady.length} frames of ${span} in ${(MEASURE_MS / 1000).toFixed(0)} s (${state.unreadable} unreadable); ` +
      `expected on screen ${mean(steady.map(([, at, cb]) => at - cb)).toFixed(0)} ms after the frame callback; ` +
      `buffered ahead of the playhead: mean ${mean(steady.map((f) => f[3])).toFixed(0)} ms`,
  );
  // a tap attached after the first keyframe numbers the frames from a later one: no split then
  const split = ingest.length && Math.min(...ingest) >= 0;
  console.log(
    `glass to glass: mean ${mean(g2g).toFixed(0)} ms, p95 ${pct(g2g, 0.95).toFixed(0)} ms, max ${Math.max(...g2g).toFixed(0)} ms ` +
      (split
        ? `(encoder + ingest ${mean(ingest).toFixed(0)} ms, HTTP-FLV + player ${(mean(g2g) - mean(ingest)).toFixed(0)} ms)`
        : '(the ingest tap came late: no split)'),
  );
  // an absolute target (issue 16: ≤ 1.5 s on loopback), written as a ratio to it
  atMost('glass to glass mean vs the 1.5 s target', mean(g2g) / TARGET_MS, 1);
  must('glass to glass: frames presented after the warm-up', steady.length > (MEASURE_MS / FRAME_MS) * 0.5);
}
