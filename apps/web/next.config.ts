import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { NextConfig } from 'next';
import { COMPILE_HINT, WEB_DIST_DIR } from '@sports/web/build-output.cjs';

/**
 * Marks the framework's chunks (the build manifest's `rootMainFiles`: the runtime, React DOM, the
 * router, the entry), whose functions nearly all run at start: V8 then compiles them on the thread
 * that streams the script instead of lazily on the main thread inside the start-up task.
 */
async function hintFrameworkChunks({ projectDir, distDir }: { projectDir: string; distDir: string }) {
  const dir = path.resolve(projectDir, distDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  const files = manifest.rootMainFiles ?? [];
  if (files.length === 0) throw new Error('build-manifest.json names no rootMainFiles: the framework chunks were not hinted');
  for (const file of files) {
    const p = path.join(dir, file);
    const code = fs.readFileSync(p, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(p, COMPILE_HINT + code);
    shiftSourceMap(p, code);
  }
}

/**
 * The chunk's source map (when the build writes them, `productionBrowserSourceMaps`) moved down the
 * line the hint added: an empty first line in its mappings, so stack traces still map to their source.
 */
function shiftSourceMap(file: string, code: string) {
  const ref = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = ref && !ref.startsWith('data:') ? path.join(path.dirname(file), ref) : null;
  if (!mapFile || !fs.existsSync(mapFile)) return;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings?: string; sections?: { offset: { line: number } }[] };
  if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`;
  else if (Array.isArray(map.sections)) for (const section of map.sections) section.offset.line += 1;
  else return;
  fs.writeFileSync(mapFile, JSON.stringify(map));
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every file under `dir`, as paths. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes each script and style sheet of the build compressed beside it, with brotli's and gzip's
 * best (`x.js.br`, `x.js.gz`): the server sends these rather than compressing every request again
 * (apps/server/src/web/static-assets.ts, decision 0067). A file already written for this body is kept.
 */
async function precompressStatic(dir: string) {
  const files = filesUnder(path.join(dir, 'static')).filter((f) => /\.(js|css)$/.test(f));
  const one = async (file: string) => {
    const stat = fs.statSync(file);
    const fresh = (out: string) => fs.existsSync(out) && fs.statSync(out).mtimeMs >= stat.mtimeMs;
    if (fresh(`${file}.br`) && fresh(`${file}.gz`)) return;
    const body = fs.readFileSync(file);
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzipped);
  };
  // Two at a time: zlib runs on libuv's pool, so both cores work.
  for (let i = 0; i < files.length; i += 2) await Promise.all(files.slice(i, i + 2).map(one));
}

/** After a production compile: the framework's chunks hinted, then every script and style sheet precompressed. */
async function afterCompile(ctx: { projectDir: string; distDir: string }) {
  await hintFrameworkChunks(ctx);
  await precompressStatic(path.resolve(ctx.projectDir, ctx.distDir));
}

const config: NextConfig = {
  transpilePackages: ['@sports/contracts'],
  distDir: WEB_DIST_DIR,
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // `npm test` type-checks and lints the web app on its own; the build skips both (about a minute on first start).
  typescript: { ignoreBuildErrors: true },
  compiler: { runAfterProductionCompile: afterCompile },
};

export default config;
