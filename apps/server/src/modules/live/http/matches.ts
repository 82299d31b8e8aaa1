import { LIVE_ROUTES as R } from '@sports/contracts';
import { currentUserId, requireUser, requireUserId } from '../../../http/auth';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { LiveService } from '../service';
import type { LiveLimit } from './limits';

/** Matches: reservations, upcoming streamed matches, an anchor's bound matches, bindable matches. */
export function matchRoutes(app: Api, svc: LiveService, limit: LiveLimit) {
  serve(app, R.reserve, {
    handler: async (req) => {
      const user = await requireUser(req);
      await limit('reserve', Number(user.id));
      return svc.reserve(Number(user.id), req.body);
    },
  });
  serve(app, R.reservedMatches, {
    // Bookings are private: always the caller's own, whatever userId says.
    handler: async (req) => {
      const user = await requireUser(req);
      return svc.reservedMatches(Number(user.id), Number(user.id));
    },
  });
  serve(app, R.nextMatches, {
    handler: async (req) => svc.nextMatches(req.query.userId, await currentUserId(req)),
  });
  serve(app, R.anchorMatches, {
    handler: async (req) => {
      const anchorId = req.query.anchorId ?? (await requireUserId(req));
      return svc.anchorMatches(anchorId, await currentUserId(req));
    },
  });
  serve(app, R.bindableMatches, {
    handler: async (req) => {
      const user = await requireUser(req);
      await svc.requireOwnRoom(user);
      return svc.bindableMatches(req.body, Number(user.id));
    },
  });
}
