import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WEB_DIST_DIR } from '../apps/web/build-output.cjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildId = path.join(root, 'apps/web', WEB_DIST_DIR, 'BUILD_ID');

/** Files the tools write beside the sources (the typecheck's incremental state, Next's type stub): not sources. */
const generated = (name) => name.endsWith('.tsbuildinfo') || name === 'next-env.d.ts';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || generated(entry.name)) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Runs `next build` when apps/web or packages/contracts changed since the last build. */
export function buildWebIfStale() {
  const sources = Math.max(newestMtime(path.join(root, 'apps/web')), newestMtime(path.join(root, 'packages/contracts')));
  const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  if (built >= sources && process.env.FORCE_BUILD !== '1') return;
  console.log('Building the web app…');
  const r = spawnSync('npx', ['next', 'build', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
