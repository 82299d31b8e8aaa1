import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import type { ExpertPorts } from './ports';
import { expertRepository } from './repository';
import { expertTapiRoutes } from './routes';
import { expertService } from './service';

export { expertCommands } from './admin';
export { expertConsoleActions } from './console';
export { DEMO_EXPERTS, seedExperts } from './seed';
export type { ExpertPorts } from './ports';
export type { ExpertService } from './service';

/** How often open plans past kick-off are looked at for settlement (besides the feed's match events). */
export const SETTLE_SWEEP_MS = 30_000;

/** The experts capability wired up: applications, sealed plans, buying, settlement and records. */
export function expertsModule(
  db: Kysely<Database>,
  ports: ExpertPorts,
  opts: { limiter: RateLimiter; now?: () => number; log?: { warn(o: unknown, m?: string): void } },
) {
  const service = expertService(expertRepository(db), ports, { now: opts.now, log: opts.log });
  let timer: NodeJS.Timeout | null = null;
  return {
    service,
    tapi: expertTapiRoutes(service, opts.limiter),
    /** Settles plans of a match the feed reports over (a final or cancelled state). */
    matchChanged(matchId: number) {
      service.trade.settleMatch(matchId).catch((err) => opts.log?.warn({ err, matchId }, 'plan settlement failed'));
    },
    startSweep(everyMs = SETTLE_SWEEP_MS) {
      if (timer) return;
      timer = setInterval(() => {
        service.trade.settleDue().catch((err) => opts.log?.warn({ err }, 'plan settlement sweep failed'));
      }, everyMs);
      timer.unref();
    },
    stopSweep() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
export type ExpertsModule = ReturnType<typeof expertsModule>;
