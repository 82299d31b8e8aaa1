import { ACCOUNT_APP_ROUTES, ZBalancesSchema, ZCommonQuerySchema, ZEnvelope } from '@sports/contracts';
import { requireUserId } from '../../http/auth';
import { ok } from '../../http/envelope';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { WalletService } from './service';

export function walletTapiRoutes(svc: WalletService) {
  return async (app: Api) => {
    app.get('/pay/balances', {
      schema: {
        tags: ['wallet'],
        summary: '钱包余额（球钻、球票、可提现、待结算、累计提现（分））',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(ZBalancesSchema) },
      },
      handler: async (req) => ok(await svc.balances(await requireUserId(req))),
    });
  };
}

/** App API (/api): the caller's diamonds and tickets (SPEC /api/user/coin). */
export function walletApiRoutes(svc: WalletService) {
  return async (app: Api) => {
    serve(app, ACCOUNT_APP_ROUTES.userCoin, { handler: async (req) => svc.balances(await requireUserId(req)) });
  };
}
