import { MATCH_ROUTES as R, type TApiRoute, type TRouteData, type TSport } from '@sports/contracts';
import { answerText } from '../../../http/answer-text';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { ScoresService } from '../scores-service';
import { matchAnalysis, type AnalysisTables } from './analysis';
import { cornerOf, distributeOf, futureOf, rankOf, scheduleAnalysisOf } from './analysis-parts';
import type { MatchDetailCache } from './detail-cache';
import { matchHeader } from './header';
import { headerCache } from './header-cache';
import { basketballStats, eventList, lineup, requireMatch, textLive } from './live';
import { matchOdds, oddsFirst, oddsHistory, threeJoinOne } from './odds';
import type { MatchDetailRepository } from './repository';

/** Main API (/tapi): the match centre's calls for football and basketball. */
export function matchDetailRoutes(repo: MatchDetailRepository, scores: ScoresService, tables: AnalysisTables, cache: MatchDetailCache) {
  const headers = { repo, scores, cache: headerCache() };
  /** One answer per match version: `key` names the call (and its sport or options). */
  const cached = <T>(id: number, key: string, load: () => Promise<T>) => cache.get(id, key, load);
  const analysis = (id: number, sport: TSport) => cached(id, `analysis:${sport}`, () => matchAnalysis(repo, tables, id, sport));
  // The schedule page asks without knowing the sport: the analysis of the match's own sport.
  const anyAnalysis = async (id: number) => {
    const sport = await cached(id, 'sport', async () => (await requireMatch(repo, id)).sport);
    return analysis(id, sport);
  };
  const odds = (id: number, sport?: TSport) => cached(id, `odds:${sport ?? ''}`, () => matchOdds(repo, id, sport));
  /**
   * A route's whole answer, checked and serialised once per match version and sent as is while it
   * holds: a kept answer is otherwise validated and serialised again on every request, which for
   * the long ones (120 lines of text live, the analysis' tables) cost more than reading the rows.
   */
  const body = <Rt extends TApiRoute>(route: Rt, id: number, key: string, load: () => Promise<TRouteData<Rt>>) =>
    cached(id, `body:${key}`, async () => answerText(route, await load()));
  return async (app: Api) => {
    serve(app, R.fbMatchNavigation, { handler: (req) => matchHeader(headers, req.query.matchId, 'football') });
    serve(app, R.fbMatchEventList, {
      handler: ({ body: { matchId } }) => body(R.fbMatchEventList, matchId, 'events', () => eventList(repo, matchId)),
    });
    serve(app, R.fbMatchTextLive, {
      handler: ({ query: { matchId } }) => body(R.fbMatchTextLive, matchId, 'text:football', () => textLive(repo, matchId, 'football')),
    });
    serve(app, R.fbMatchLineup, {
      handler: ({ query: { matchId } }) => body(R.fbMatchLineup, matchId, 'lineup', () => lineup(repo, matchId)),
    });
    serve(app, R.fbMatchAnalysis, {
      handler: ({ query: { matchId } }) => body(R.fbMatchAnalysis, matchId, 'analysis', () => analysis(matchId, 'football')),
    });
    serve(app, R.fbMatchCorner, {
      handler: ({ query: { matchId } }) =>
        body(R.fbMatchCorner, matchId, 'corner', async () => cornerOf(await analysis(matchId, 'football'))),
    });
    serve(app, R.fbMatchRank, {
      handler: ({ query: { matchId } }) => body(R.fbMatchRank, matchId, 'rank', async () => rankOf(await analysis(matchId, 'football'))),
    });
    serve(app, R.fbMatchDistribute, {
      handler: ({ query: { matchId } }) =>
        body(R.fbMatchDistribute, matchId, 'distribute', async () => distributeOf(await analysis(matchId, 'football'))),
    });
    serve(app, R.fbMatchHistory, {
      handler: ({ query: { matchId } }) =>
        body(R.fbMatchHistory, matchId, 'h2h', async () => (await analysis(matchId, 'football')).headToHead),
    });
    serve(app, R.fbMatchFuture, {
      handler: ({ query: { matchId } }) =>
        body(R.fbMatchFuture, matchId, 'future', async () => futureOf(await analysis(matchId, 'football'))),
    });
    serve(app, R.scheduleMatchAnalysis, {
      handler: ({ query: { matchId } }) =>
        body(R.scheduleMatchAnalysis, matchId, 'schedule', async () => scheduleAnalysisOf(matchId, await anyAnalysis(matchId))),
    });
    serve(app, R.matchOdds, { handler: ({ params: { id } }) => body(R.matchOdds, id, 'odds', () => odds(id)) });
    serve(app, R.matchOddsHistory, {
      handler: ({ query: { matchId, market, bookmakerId } }) =>
        body(R.matchOddsHistory, matchId, `history:${market}:${bookmakerId ?? ''}`, () => oddsHistory(repo, matchId, market, bookmakerId)),
    });
    serve(app, R.matchOddsFirst, {
      handler: ({ query: { matchId } }) => body(R.matchOddsFirst, matchId, 'first', async () => oddsFirst(await odds(matchId))),
    });
    serve(app, R.matchThreeJoinOne, {
      handler: ({ query: { matchId } }) => body(R.matchThreeJoinOne, matchId, 'three', async () => threeJoinOne(await odds(matchId))),
    });
    serve(app, R.bkMatchOdds, {
      handler: ({ query: { matchId } }) => body(R.bkMatchOdds, matchId, 'bkOdds', () => odds(matchId, 'basketball')),
    });
    serve(app, R.bkMatchDetail, { handler: (req) => matchHeader(headers, req.query.matchId, 'basketball') });
    serve(app, R.bkMatchStats, {
      handler: ({ query: { matchId } }) => body(R.bkMatchStats, matchId, 'box', () => basketballStats(repo, matchId)),
    });
    serve(app, R.bkMatchAnalysis, {
      handler: ({ query: { matchId } }) => body(R.bkMatchAnalysis, matchId, 'bkAnalysis', () => analysis(matchId, 'basketball')),
    });
    serve(app, R.bkMatchRank, {
      handler: ({ query: { matchId } }) =>
        body(R.bkMatchRank, matchId, 'bkRank', async () => rankOf(await analysis(matchId, 'basketball'))),
    });
  };
}
