import { CONSOLE_ROUTES } from '@sports/contracts';
import { consoleAction, type ConsoleAction } from '../../http/console';
import type { GiftService } from './gifts/service';
import type { NoblePrices } from './nobility/noble-prices';

/**
 * What money buys, in the console: the gift catalogue (name, price, on sale) and nobility prices.
 * Only finance and super may change them (`catalogue.edit`, decision 0028's addendum); each change
 * and its audit entry commit in one transaction, and the next purchase pays the new price.
 */
export function catalogueConsoleActions(gifts: GiftService, prices: NoblePrices): ConsoleAction[] {
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleGifts,
      permission: 'catalogue.read',
      handler: () => gifts.allGifts(),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleGiftUpdate,
      permission: 'catalogue.edit',
      atomic: true,
      handler: (req, ctx) => gifts.setGift(req.params.id, req.body, (trx, c) => ctx.commit(trx, { target: `gift:${req.params.id}`, ...c })),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleNobleRanks,
      permission: 'catalogue.read',
      handler: () => prices.all(),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleNoblePrice,
      permission: 'catalogue.edit',
      atomic: true,
      handler: (req, ctx) =>
        prices.set(req.params.rank, req.body, (trx, c) => ctx.commit(trx, { target: `noble_rank:${req.params.rank}`, ...c })),
    }),
  ];
}
