import { ACCOUNT_APP_ROUTES, WALLET_ROUTES as R } from '@sports/contracts';
import { requireUserId } from '../../http/auth';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { WalletService } from './service';

export function walletTapiRoutes(svc: WalletService) {
  return async (app: Api) => {
    serve(app, R.balances, { handler: async (req) => svc.balances(await requireUserId(req)) });
  };
}

/** App API (/api): the caller's diamonds and tickets (SPEC /api/user/coin). */
export function walletApiRoutes(svc: WalletService) {
  return async (app: Api) => {
    serve(app, ACCOUNT_APP_ROUTES.userCoin, { handler: async (req) => svc.balances(await requireUserId(req)) });
  };
}
