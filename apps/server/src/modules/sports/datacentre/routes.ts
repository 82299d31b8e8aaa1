import { DATACENTRE_ROUTES as R } from '@sports/contracts';
import { currentUserId, requireUserId } from '../../../http/auth';
import { rateLimiter, type RateLimiter } from '../../../http/rate-limit';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { DatacentreService } from './service';

/** Main API (/tapi): the data centre's calls (SPEC §7 league, team, player, stats and database calls). */
export function datacentreTapiRoutes(svc: DatacentreService, limiter: RateLimiter = rateLimiter()) {
  /** Saving hot leagues: 20 times a minute per user. */
  const saveHot = async (userId: number) => {
    await limiter.enforce(`datacentre:hot:${userId}`, 20, 60_000);
    return userId;
  };
  return async (app: Api) => {
    serve(app, R.fbLeagueData, { handler: (req) => svc.leagueData(req.query.leagueId, 'football') });
    serve(app, R.seasonById, { handler: (req) => svc.seasonDetail(req.query.seasonId) });
    serve(app, R.fbSchedule, { handler: (req) => svc.schedule(req.query.seasonId, 'football', req.query.roundId) });
    serve(app, R.fbStatsSeason, { handler: (req) => svc.seasonTables(req.body.seasonId) });
    serve(app, R.fbStatsRank, { handler: (req) => svc.footballLeaders(req.body.seasonId, req.body.type) });
    serve(app, R.fbTeamStatsTable, {
      handler: async (req) => ({ seasonId: req.query.seasonId, list: await svc.teamStatsTable(req.query.seasonId) }),
    });
    serve(app, R.fbTeam, { handler: (req) => svc.footballTeam(req.params.teamId, req.query.seasonId) });
    serve(app, R.fbPlayer, { handler: (req) => svc.footballPlayer(req.params.playerId) });
    serve(app, R.database, { handler: async (req) => svc.databaseList(req.query.sport, await currentUserId(req)) });
    serve(app, R.hotLeagueUpdate, {
      handler: async (req) => svc.updateHotLeagues(await saveHot(await requireUserId(req)), req.body.sport, req.body.leagueIds),
    });
    serve(app, R.basketLeagueData, { handler: (req) => svc.leagueData(req.query.leagueId, 'basketball') });
    serve(app, R.basketSchedule, { handler: (req) => svc.schedule(req.query.seasonId, 'basketball') });
    serve(app, R.basketStatsSeason, { handler: (req) => svc.basketballTable(req.body.seasonId) });
    serve(app, R.basketStatsRank, { handler: (req) => svc.basketballLeaders(req.body.seasonId, req.body.type) });
    serve(app, R.basketTeam, { handler: (req) => svc.basketballTeam(req.params.teamId, req.query.seasonId) });
    serve(app, R.basketPlayer, { handler: (req) => svc.basketballPlayer(req.params.playerId) });
  };
}
