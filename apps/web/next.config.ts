import fs from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

/** V8's explicit compile hint: compile every function of the file eagerly, while the file streams in (decision 0065). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

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
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(p, COMPILE_HINT + code);
  }
}

const config: NextConfig = {
  transpilePackages: ['@sports/contracts'],
  /** Separate build directories let several checkouts' builds coexist (NEXT_DIST_DIR); default .next. */
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // `npm test` type-checks and lints the web app on its own; the build skips both (about a minute on first start).
  typescript: { ignoreBuildErrors: true },
  compiler: { runAfterProductionCompile: hintFrameworkChunks },
};

export default config;
