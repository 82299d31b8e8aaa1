import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sportsRepository } from './repository';
import { sportsApiRoutes, sportsTapiRoutes } from './routes';
import { sportsService } from './service';

/** The sports capability wired up: its service and its route plugins per API prefix. */
export function sportsModule(db: Kysely<Database>) {
  const service = sportsService(sportsRepository(db));
  return { service, tapi: sportsTapiRoutes(service), api: sportsApiRoutes(service) };
}
