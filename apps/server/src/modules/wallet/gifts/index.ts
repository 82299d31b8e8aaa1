import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RateLimiter } from '../../../http/rate-limit';
import type { WalletService } from '../service';
import { GiftEvents } from './events';
import { giftRepository } from './repository';
import { giftApiRoutes, giftTapiRoutes } from './routes';
import { giftService, type GiftDeps } from './service';
import { ticketService } from './tickets';

export { GiftEvents, type GiftEventMap } from './events';

/** Gifts, ranks and tickets wired up: the services, the domain events (live's wealth rank reads the gifts') and route plugins. */
export function giftsModule(
  db: Kysely<Database>,
  wallet: WalletService,
  opts: Omit<GiftDeps, 'repo' | 'wallet' | 'events'> & { limiter?: RateLimiter },
) {
  const repo = giftRepository(db);
  const events = new GiftEvents();
  const service = giftService({ repo, wallet, events, ...opts });
  const tickets = ticketService({ repo, wallet, ports: opts.ports, now: opts.now });
  return { service, events, tickets, api: giftApiRoutes(service), tapi: giftTapiRoutes(service, tickets, opts.limiter) };
}
export type GiftsModule = ReturnType<typeof giftsModule>;
