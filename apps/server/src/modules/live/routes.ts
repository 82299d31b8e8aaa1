import { rateLimiter, type RateLimiter } from '../../http/rate-limit';
import type { Api } from '../../http/types';
import { anchorRoutes, applicationRoutes } from './http/anchors';
import { followApiRoutes, followTapiRoutes } from './http/follows';
import { liveLimit } from './http/limits';
import { matchRoutes } from './http/matches';
import { roomActivityRoutes, roomRoutes } from './http/rooms';
import type { LiveService } from './service';
import { LIVE_ROUTES } from '@sports/contracts';
import { serve } from '../../http/route';

/** App API host (/api): rooms, anchors, follows, reservations, ranks, reports, history, anchor applications. */
export function liveApiRoutes(svc: LiveService, limiter: RateLimiter = rateLimiter()) {
  const limit = liveLimit(limiter);
  return async (app: Api) => {
    roomRoutes(app, svc, limit);
    anchorRoutes(app, svc);
    roomActivityRoutes(app, svc, limit);
    applicationRoutes(app, svc, limit);
    followApiRoutes(app, svc, limit);
    matchRoutes(app, svc, limit);
  };
}

/** Main API host (/tapi): personal spaces and their follow and fan lists; the matches streamed now. */
export function liveTapiRoutes(svc: LiveService) {
  return async (app: Api) => {
    followTapiRoutes(app, svc);
    serve(app, LIVE_ROUTES.tvMatchList, { handler: (req) => svc.tvMatchList(req.query.matchType as 1 | 2 | undefined) });
  };
}
