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
