// Bundles the admin CLI (apps/server/src/cli/admin.ts) into one ES module for the browser tests,
// which call it dozens of times: `node <bundle>` starts in about a second, where tsx compiling the
// server's module graph on every call takes several. The code is the same; only the loading differs.
// Dependencies stay external (resolved from node_modules); the workspace's TypeScript is bundled.
// Prints the bundle's path.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const external = Object.keys(server.dependencies).filter((d) => !d.startsWith('@sports/'));
const outfile = path.join(root, 'node_modules/.cache/e2e/admin.mjs');

await build({
  entryPoints: [path.join(root, 'apps/server/src/cli/admin.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  outfile,
  logLevel: 'warning',
});
console.log(outfile);
