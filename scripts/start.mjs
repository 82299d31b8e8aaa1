#!/usr/bin/env node
// `npm start`: build the web app if stale, then serve pages and API on one origin.
// BRAND is read at run time, so switching brands is a restart, not a rebuild.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale, root } from './web-build.mjs';

// The demo broadcast streams a clip that ffmpeg makes; without it the server says so and goes on.
if (process.env.DEMO_BROADCAST !== 'off' && process.env.MEDIA !== 'off') {
  spawnSync('bash', [path.join(root, 'scripts/system-packages.sh'), 'ffmpeg'], { stdio: 'inherit' });
}
buildWebIfStale();
const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
