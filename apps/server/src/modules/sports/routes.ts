import { SPORTS_ROUTES as R } from '@sports/contracts';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { SportsService } from './service';

/** Main API (/tapi): league tables. */
export function sportsTapiRoutes(svc: SportsService) {
  return async (app: Api) => {
    serve(app, R.leagueRank, { handler: (req) => svc.leagueRank(req.query.seasonId) });
  };
}

/** App API host (/api): generated team badges. */
export function sportsApiRoutes(svc: SportsService) {
  return async (app: Api) => {
    serve(app, R.teamBadge, {
      handler: async (req, reply) => {
        const svg = await svc.teamBadge(req.params.teamId);
        return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
      },
    });
  };
}
