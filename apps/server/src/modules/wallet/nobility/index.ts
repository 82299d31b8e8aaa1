import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RateLimiter } from '../../../http/rate-limit';
import { NobilityEvents } from './events';
import { nobleService, type MoneyRoomPorts } from './noble-service';
import { redPacketService } from './redpacket-service';
import { nobilityTapiRoutes } from './routes';

export { NobilityEvents, type NobilityEventMap } from './events';
export { redPacketConsoleActions } from './console';

/** How often the server returns the rest of expired red packets. */
export const RED_PACKET_SWEEP_MS = 60_000;

/**
 * Nobility and red packets wired up: services, domain events, routes and the expiry sweep (start it once; it stops
 * with the app). Pass the app's shared `limiter` so send and entry limits hold across processes.
 */
export function nobilityModule(db: Kysely<Database>, ports: MoneyRoomPorts, opts: { now?: () => number; limiter?: RateLimiter } = {}) {
  const events = new NobilityEvents();
  const noble = nobleService(db, ports, opts.now, opts.limiter, events);
  const redPackets = redPacketService(db, ports, { now: opts.now, limiter: opts.limiter, events });
  let timer: NodeJS.Timeout | null = null;
  return {
    noble,
    redPackets,
    events,
    tapi: nobilityTapiRoutes(noble, redPackets),
    startSweep(everyMs = RED_PACKET_SWEEP_MS) {
      if (timer) return;
      timer = setInterval(() => {
        redPackets.sweep().catch((err) => ports.log?.warn({ err }, 'red packet sweep failed'));
      }, everyMs);
      timer.unref();
    },
    stopSweep() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
export type NobilityModule = ReturnType<typeof nobilityModule>;
