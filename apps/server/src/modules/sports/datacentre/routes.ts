import { DATACENTRE_ROUTES as R, type TApiRoute, type TRouteData } from '@sports/contracts';
import { answerText } from '../../../http/answer-text';
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
  /**
   * A season's answer as the serialised envelope kept with the season (season-cache.ts): validated
   * and serialised once per version of the season, sent as is while it holds. Errors (an unknown
   * season, one of the other sport) are thrown by `compute` and never kept.
   */
  const perSeason = <Rt extends TApiRoute>(route: Rt, seasonId: number, key: string, compute: () => Promise<TRouteData<Rt>>) =>
    svc.perSeason(seasonId, `answer:${key}`, async () => answerText(route, await compute()));
  return async (app: Api) => {
    serve(app, R.fbLeagueData, { handler: (req) => svc.leagueData(req.query.leagueId, 'football') });
    serve(app, R.seasonById, {
      handler: (req) => perSeason(R.seasonById, req.query.seasonId, 'season', () => svc.seasonDetail(req.query.seasonId)),
    });
    serve(app, R.fbSchedule, {
      handler: async ({ query: { seasonId, roundId, month } }) => {
        const shown = roundId === undefined ? await svc.scheduleMonth(seasonId, 'football', month) : null;
        return perSeason(R.fbSchedule, seasonId, `fbSchedule:${roundId ?? ''}:${shown ?? ''}`, () =>
          svc.footballSchedule(seasonId, roundId, shown),
        );
      },
    });
    serve(app, R.fbStatsSeason, {
      handler: ({ body: { seasonId } }) => perSeason(R.fbStatsSeason, seasonId, 'fbTables', () => svc.seasonTables(seasonId)),
    });
    serve(app, R.fbStatsRank, {
      handler: ({ body: { seasonId, type } }) =>
        perSeason(R.fbStatsRank, seasonId, `fbRank:${type}`, () => svc.footballLeaders(seasonId, type)),
    });
    serve(app, R.fbTeamStatsTable, {
      handler: ({ query: { seasonId } }) =>
        perSeason(R.fbTeamStatsTable, seasonId, 'fbTeamStats', async () => ({ seasonId, list: await svc.teamStatsTable(seasonId) })),
    });
    serve(app, R.fbTeam, { handler: (req) => svc.footballTeam(req.params.teamId, req.query.seasonId) });
    serve(app, R.fbPlayer, { handler: (req) => svc.footballPlayer(req.params.playerId) });
    serve(app, R.database, { handler: async (req) => svc.databaseList(req.query.sport, await currentUserId(req)) });
    serve(app, R.hotLeagueUpdate, {
      handler: async (req) => svc.updateHotLeagues(await saveHot(await requireUserId(req)), req.body.sport, req.body.leagueIds),
    });
    serve(app, R.basketLeagueData, { handler: (req) => svc.leagueData(req.query.leagueId, 'basketball') });
    serve(app, R.basketSchedule, {
      handler: async ({ query: { seasonId, month } }) => {
        const shown = await svc.scheduleMonth(seasonId, 'basketball', month);
        return perSeason(R.basketSchedule, seasonId, `lqSchedule:${shown ?? ''}`, () => svc.basketballSchedule(seasonId, shown));
      },
    });
    serve(app, R.basketStatsSeason, {
      handler: ({ body: { seasonId } }) => perSeason(R.basketStatsSeason, seasonId, 'lqTable', () => svc.basketballTable(seasonId)),
    });
    serve(app, R.basketStatsRank, {
      handler: ({ body: { seasonId, type } }) =>
        perSeason(R.basketStatsRank, seasonId, `lqRank:${type}`, () => svc.basketballLeaders(seasonId, type)),
    });
    serve(app, R.basketTeam, { handler: (req) => svc.basketballTeam(req.params.teamId, req.query.seasonId) });
    serve(app, R.basketPlayer, { handler: (req) => svc.basketballPlayer(req.params.playerId) });
  };
}
