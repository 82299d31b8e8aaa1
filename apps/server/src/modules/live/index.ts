import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import type { Api } from '../../http/types';
import { LiveEvents } from './events';
import { dayFixtures, fixtureApiRoutes } from './fixtures';
import { liveRepository } from './repository';
import { liveApiRoutes, liveTapiRoutes } from './routes';
import { type LivePorts } from './ports';
import { liveService } from './service';

export { liveCommands } from './admin';
export { liveConsoleActions } from './console';
export { roomReportDesk, type RoomReportPorts } from './console-reports';
export { LiveEvents, type LiveEventMap } from './events';
export { livePortsOfServices, type LivePorts } from './ports';
export { seedLive, type LiveSeedDeps } from './seed';
export type { LiveService } from './service';

/** The live capability wired up: its service (used by media and chat), its ports and its route plugins. */
export function liveModule(
  db: Kysely<Database>,
  opts: { ports: LivePorts; now?: () => number; /** the sports feed's clock (the day of /next's fixtures) */ feedNow?: () => number },
  limiter?: RateLimiter,
) {
  const events = new LiveEvents();
  const service = liveService({ repo: liveRepository(db), ports: opts.ports, now: opts.now, events });
  const fixtures = dayFixtures({
    openMatches: opts.ports.openMatches,
    withAnchors: service.withAnchors,
    now: opts.feedNow ?? opts.now ?? Date.now,
  });
  const api = async (app: Api) => {
    await app.register(liveApiRoutes(service, limiter));
    await app.register(fixtureApiRoutes(fixtures));
  };
  return { service, events, ports: opts.ports, api, tapi: liveTapiRoutes(service) };
}
export type LiveModule = ReturnType<typeof liveModule>;
