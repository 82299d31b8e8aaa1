import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { rateLimiter, type RateLimiter } from '../../../http/rate-limit';
import type { DynamicKeys, SmsService } from '../../identity';
import type { WalletService } from '../service';
import { withdrawRepository } from './repository';
import { withdrawTapiRoutes } from './routes';
import { withdrawService, type WithdrawPorts } from './service';

export { withdrawConsoleActions } from './console';

/** Payment password, saved accounts and withdrawals, wired up with their /tapi routes. */
export function withdrawModule(d: {
  db: Kysely<Database>;
  wallet: WalletService;
  keys: DynamicKeys;
  sms: SmsService;
  ports: WithdrawPorts;
  limiter?: RateLimiter;
  /** The sandbox cashier is on (withdrawals to real accounts are refused). */
  sandbox?: boolean;
}) {
  const service = withdrawService({
    repo: withdrawRepository(d.db),
    wallet: d.wallet,
    keys: d.keys,
    sms: d.sms,
    ports: d.ports,
    sandbox: d.sandbox,
  });
  return { service, tapi: withdrawTapiRoutes(service, d.limiter ?? rateLimiter()) };
}
