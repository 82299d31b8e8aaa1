import { WALLET_ROUTES as R } from '@sports/contracts';
import { requireUser, requireUserId } from '../../../http/auth';
import { rateLimiter, type RateLimiter } from '../../../http/rate-limit';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { GiftService } from './service';
import type { TicketService } from './tickets';

/** Gift sends per user: at most `burst` in each window (combo clicking stays well inside it). */
export const GIFT_LIMIT = { burst: 10, windowMs: 1000 } as const;

/** App API host (/api): the gift catalogue. */
export function giftApiRoutes(svc: GiftService) {
  return async (app: Api) => {
    serve(app, R.gifts, { handler: () => svc.catalogue() });
  };
}

/** Main API host (/tapi): sending gifts, the room's contributor rank, tickets. */
export function giftTapiRoutes(svc: GiftService, tickets: TicketService, limiter: RateLimiter = rateLimiter()) {
  return async (app: Api) => {
    serve(app, R.sendGift, {
      handler: async (req) => {
        const sender = await requireUser(req);
        await limiter.enforce(`gift:${sender.id}`, GIFT_LIMIT.burst, GIFT_LIMIT.windowMs, 'GIFT_TOO_FAST');
        return svc.send(sender, req.body);
      },
    });
    serve(app, R.roomUserRank, { handler: (req) => svc.contributors(req.query.anchorId, req.query.rankType, req.query.size) });
    serve(app, R.ticketStatus, { handler: async (req) => tickets.ticketStatus(await requireUserId(req)) });
    serve(app, R.signIn, { handler: async (req) => tickets.signIn(await requireUserId(req)) });
    serve(app, R.watchBeat, { handler: async (req) => tickets.watchBeat(await requireUserId(req), req.body.roomId) });
  };
}
