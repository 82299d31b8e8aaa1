import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { datacentreTapiRoutes } from './routes';
import { datacentreService } from './service';

export type { DatacentreService } from './service';

/**
 * The data centre (/database): leagues, seasons, tables, schedules, leaderboards, teams and players.
 * It lives inside sports because every read is an aggregate over sports' own tables (one season's
 * matches, incidents and player statistics in SQL); a module outside would need those tables.
 */
export function datacentreModule(db: Kysely<Database>) {
  const service = datacentreService(db);
  return { service, tapi: datacentreTapiRoutes(service) };
}
