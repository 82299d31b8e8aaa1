import { z } from 'zod';
import { ZEnvelope, ZLeagueRankQuerySchema, ZStandingRowSchema } from '@sports/contracts';
import { ok } from '../../http/envelope';
import type { Api } from '../../http/types';
import type { SportsService } from './service';

const tags = ['sports'];

/** Main API (/tapi): league tables. */
export function sportsTapiRoutes(svc: SportsService) {
  return async (app: Api) => {
    app.get('/live/fb/league/rank', {
      schema: {
        tags,
        summary: '足球联赛积分榜',
        querystring: ZLeagueRankQuerySchema,
        response: { 200: ZEnvelope(z.array(ZStandingRowSchema)) },
      },
      handler: async (req) => ok(await svc.leagueRank(req.query.seasonId)),
    });
  };
}

/** App API host (/api): generated team badges. */
export function sportsApiRoutes(svc: SportsService) {
  return async (app: Api) => {
    app.get('/sports/badge/:teamId.svg', {
      schema: {
        tags,
        summary: '球队队徽（无官方队徽时生成）',
        params: z.object({
          teamId: z.coerce.number({ error: '球队 id 必须是正整数' }).int('球队 id 必须是正整数').positive('球队 id 必须是正整数'),
        }),
        produces: ['image/svg+xml'],
      },
      handler: async (req, reply) => {
        const svg = await svc.teamBadge(req.params.teamId);
        return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
      },
    });
  };
}
