import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RateLimiter } from '../../../http/rate-limit';
import type { WalletService } from '../service';
import { giftRepository } from './repository';
import { giftApiRoutes, giftTapiRoutes } from './routes';
import { giftService, type GiftDeps } from './service';
import { ticketService } from './tickets';

/** Gifts, ranks and tickets wired up: the services (live's wealth rank reads the gifts') and route plugins. */
export function giftsModule(
  db: Kysely<Database>,
  wallet: WalletService,
  opts: Omit<GiftDeps, 'repo' | 'wallet'> & { limiter?: RateLimiter },
) {
  const repo = giftRepository(db);
  const service = giftService({ repo, wallet, ...opts });
  const tickets = ticketService({ repo, wallet, ports: opts.ports, now: opts.now });
  return { service, tickets, api: giftApiRoutes(service), tapi: giftTapiRoutes(service, tickets, opts.limiter) };
}
export type GiftsModule = ReturnType<typeof giftsModule>;
