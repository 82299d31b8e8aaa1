import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SportsEvents } from '../events';
import { datacentreTapiRoutes } from './routes';
import { datacentreService } from './service';
import { watchSeasons } from './watch';

export type { DatacentreService } from './service';

/**
 * The data centre (/database): leagues, seasons, tables, schedules, leaderboards, teams and players.
 * It lives inside sports because every read is an aggregate over sports' own tables (one season's
 * matches, incidents and player statistics in SQL); a module outside would need those tables.
 */
export function datacentreModule(db: Kysely<Database>, opts: { now?: () => number } = {}) {
  const service = datacentreService(db, opts.now);
  return {
    service,
    tapi: datacentreTapiRoutes(service),
    /** Invalidates kept season answers on the sports events of this process (watch.ts). */
    watch: (events: SportsEvents) => watchSeasons(service, events),
  };
}
