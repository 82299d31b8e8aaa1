import { WITHDRAW_ROUTES as R, ZWithdrawRecordBodySchema, type TCardType } from '@sports/contracts';
import { requireUser, requireUserId } from '../../../http/auth';
import type { RateLimiter } from '../../../http/rate-limit';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { WithdrawService } from './service';

const HOUR = 3600_000;

export function withdrawTapiRoutes(svc: WithdrawService, limiter: RateLimiter) {
  return async (app: Api) => {
    serve(app, R.payPass, {
      handler: async (req) => {
        const user = await requireUser(req);
        await limiter.enforce(`paypass:${user.id}`, 20, HOUR);
        await svc.changePayPassword(user, req.body);
        return null;
      },
    });
    serve(app, R.bindCard, {
      handler: async (req) => {
        const user = await requireUser(req);
        await limiter.enforce(`bindcard:${user.id}`, 20, HOUR);
        return await svc.bindCard(user, req.body);
      },
    });
    serve(app, R.cardList, {
      handler: async (req) => await svc.cards(await requireUserId(req), req.params.id as TCardType),
    });
    serve(app, R.unbindCard, {
      handler: async (req) => {
        await svc.unbindCard(await requireUserId(req), req.params.id);
        return null;
      },
    });
    serve(app, R.lowest, {
      handler: async () => await svc.lowest(),
    });
    serve(app, R.withdraw, {
      handler: async (req) => {
        const user = await requireUser(req);
        await limiter.enforce(`withdraw:${user.id}`, 30, 600_000);
        return await svc.withdraw(user, req.body);
      },
    });
    serve(app, R.withdrawRecords, {
      handler: async (req) => {
        const user = await requireUser(req);
        const b = ZWithdrawRecordBodySchema.parse(req.body ?? {});
        return await svc.records(Number(user.id), b.page, b.pageSize, b.status);
      },
    });
  };
}
