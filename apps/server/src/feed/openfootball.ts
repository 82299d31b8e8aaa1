import fs from 'node:fs';
import path from 'node:path';
import type { ImportResult, SportsService } from '../modules/sports';
import type { FeedLogger, FeedProvider } from './provider';

/** A season file to import: its name (the competition and season are read from it) and its text. */
export interface SeasonFile {
  name: string;
  text: string;
}

/**
 * Real historical data (openfootball files) behind the feed interface: starting the provider
 * imports each file through the sports service, idempotently. `npm run feed -- import` uses it.
 */
export function openfootballProvider(
  sports: SportsService,
  files: SeasonFile[],
  log?: FeedLogger,
): FeedProvider & { results: ImportResult[] } {
  const results: ImportResult[] = [];
  return {
    name: 'openfootball',
    results,
    async start() {
      for (const f of files) {
        const result = await sports.importOpenfootball(path.basename(f.name), f.text);
        results.push(result);
        log?.info({ file: f.name, seasonId: result.seasonId, matches: result.matches }, 'season imported');
      }
    },
    async stop() {},
  };
}

/** Where the real seasons are: OPENFOOTBALL_DIR, else the shared data beside the checkout or the workplace's copy; null for "off" or none. */
export function openfootballDir(configured: string | undefined, repoRoot = process.cwd()): string | null {
  if (configured === 'off') return null;
  const candidates = configured ? [configured] : [path.join(repoRoot, '../shared/data/openfootball'), '/work/shared/data/openfootball'];
  return candidates.find((d) => fs.existsSync(d) && fs.statSync(d).isDirectory()) ?? null;
}

/** Every season file (*.json) of a directory, in name order. */
export function seasonFilesIn(dir: string): SeasonFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: path.join(dir, f), text: fs.readFileSync(path.join(dir, f), 'utf8') }));
}
