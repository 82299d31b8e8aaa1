import type { RateLimiter } from '../../http/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { liveRepository } from './repository';
import { liveApiRoutes, liveTapiRoutes } from './routes';
import { liveService, type LivePorts } from './service';

/** The live capability wired up: its service (used by media and chat) and its /api routes. */
export function liveModule(db: Kysely<Database>, opts: { ports: LivePorts; now?: () => number }, limiter?: RateLimiter) {
  const service = liveService({ repo: liveRepository(db), ports: opts.ports, now: opts.now });
  return { service, api: liveApiRoutes(service, limiter), tapi: liveTapiRoutes(service) };
}
export type LiveModule = ReturnType<typeof liveModule>;
