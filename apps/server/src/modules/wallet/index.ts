import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { walletRepository } from './repository';
import { walletApiRoutes, walletTapiRoutes } from './routes';
import { walletService } from './service';

export { walletVersion } from './changes';
export { walletCommands } from './admin';
export { giftCommands } from './gifts/admin';
export { nobilityCommands } from './nobility/admin';
export { rechargeCommands } from './recharge/admin';
export { giftsModule, type GiftsModule, type GiftEvents } from './gifts';
export { nobilityModule, redPacketConsoleActions, type NobilityModule, type NobilityEvents } from './nobility';
export { rechargeModule } from './recharge';
export { withdrawModule, withdrawConsoleActions } from './withdraw';
export type { WalletService } from './service';
export { dailyTotals, financeConsoleActions } from './finance-console';
export { catalogueConsoleActions } from './catalogue-console';
export { DuplicateJournalError, type JournalInput, type LedgerEntry } from './ledger';

/** The wallet wired up: accounts and the ledger, with the balance routes. Recharge, withdrawals, gifts and nobility build on its service. */
export function walletModule(db: Kysely<Database>, now?: () => number) {
  const service = walletService(walletRepository(db), now);
  return { service, tapi: walletTapiRoutes(service), api: walletApiRoutes(service) };
}
