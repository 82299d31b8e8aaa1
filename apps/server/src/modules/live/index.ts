import type { RateLimiter } from '../../http/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { liveRepository } from './repository';
import { liveApiRoutes, liveTapiRoutes } from './routes';
import { liveService, type LiveDeps } from './service';

/** The live capability wired up: its service (used by media and chat) and its /api routes. */
export function liveModule(db: Kysely<Database>, deps: LiveDeps, limiter?: RateLimiter) {
  const service = liveService(liveRepository(db), deps);
  return { service, api: liveApiRoutes(service, limiter), tapi: liveTapiRoutes(service) };
}
export type LiveModule = ReturnType<typeof liveModule>;
