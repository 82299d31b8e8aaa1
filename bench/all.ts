// Every benchmark, one after another, each in its own process (so one's load and memory do not
// colour the next). Each checks its ratios against the floors written next to them (floor.ts) and
// exits non-zero when one falls below; this runs them all, then lists the benches that failed and
// exits non-zero if any did. Not part of `npm test`. `npm run bench:all` (BENCH_ONLY=push,live to
// run some of them)
import { spawnSync } from 'node:child_process';

const BENCHES: { name: string; file: string; env?: Record<string, string> }[] = [
  { name: 'api', file: 'run.ts' },
  { name: 'healthz', file: 'healthz.ts' },
  { name: 'scores', file: 'scores.ts' },
  { name: 'push', file: 'push.ts' },
  { name: 'push-scale', file: 'push-scale.ts' },
  { name: 'live', file: 'live.ts', env: { BENCH_ANCHORS: '1000,5000,20000' } },
  { name: 'ssr', file: 'ssr.ts' },
  { name: 'pages', file: 'pages.ts' },
  { name: 'money', file: 'money.ts' },
  { name: 'match', file: 'match.ts' },
  { name: 'datacentre', file: 'datacentre.ts' },
  { name: 'video', file: 'video.ts' },
  { name: 'glass', file: 'glass.ts' },
  { name: 'lighthouse', file: 'lighthouse.ts' },
];

const only = process.env.BENCH_ONLY?.split(',');
const failed: string[] = [];
for (const b of BENCHES) {
  if (only && !only.includes(b.name)) continue;
  console.log(`\n=== bench ${b.name} (bench/${b.file})`);
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${b.file}`], {
    stdio: 'inherit',
    env: { ...process.env, ...b.env },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) {
    failed.push(`${b.name} (exit ${run.status ?? run.signal})`);
    console.log(`=== bench ${b.name} FAILED after ${seconds} s`);
  } else console.log(`=== bench ${b.name} passed its floors in ${seconds} s`);
}
if (failed.length) {
  console.error(`\nbench:all: ${failed.length} bench(es) failed: ${failed.join(', ')} (see their FAIL lines above)`);
  process.exit(1);
}
console.log('\nbench:all: every ratio is at or above its floor');
