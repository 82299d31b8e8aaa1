import { MATCH_ROUTES as R } from '@sports/contracts';
import { serve } from '../../../http/route';
import type { Api } from '../../../http/types';
import type { ScoresService } from '../scores-service';
import type { SportsService } from '../service';
import { matchAnalysis } from './analysis';
import { matchHeader } from './header';
import { headerCache } from './header-cache';
import { basketballStats, eventList, lineup, textLive } from './live';
import { matchOdds, oddsFirst, oddsHistory, threeJoinOne } from './odds';
import type { MatchDetailRepository } from './repository';

/** Main API (/tapi): the match centre's calls for football and basketball. */
export function matchDetailRoutes(repo: MatchDetailRepository, scores: ScoresService, sports: SportsService) {
  const headers = { repo, scores, cache: headerCache() };
  return async (app: Api) => {
    serve(app, R.fbMatchNavigation, { handler: (req) => matchHeader(headers, req.query.matchId, 'football') });
    serve(app, R.fbMatchEventList, { handler: (req) => eventList(repo, req.body.matchId) });
    serve(app, R.fbMatchTextLive, { handler: (req) => textLive(repo, req.query.matchId, 'football') });
    serve(app, R.fbMatchLineup, { handler: (req) => lineup(repo, req.query.matchId) });
    serve(app, R.fbMatchAnalysis, { handler: (req) => matchAnalysis(repo, sports, req.query.matchId, 'football') });
    serve(app, R.matchOdds, { handler: (req) => matchOdds(repo, req.params.id) });
    serve(app, R.matchOddsHistory, {
      handler: (req) => oddsHistory(repo, req.query.matchId, req.query.market, req.query.bookmakerId),
    });
    serve(app, R.matchOddsFirst, { handler: (req) => oddsFirst(repo, req.query.matchId) });
    serve(app, R.matchThreeJoinOne, { handler: (req) => threeJoinOne(repo, req.query.matchId) });
    serve(app, R.bkMatchOdds, { handler: (req) => matchOdds(repo, req.query.matchId, 'basketball') });
    serve(app, R.bkMatchDetail, { handler: (req) => matchHeader(headers, req.query.matchId, 'basketball') });
    serve(app, R.bkMatchStats, { handler: (req) => basketballStats(repo, req.query.matchId) });
    serve(app, R.bkMatchAnalysis, { handler: (req) => matchAnalysis(repo, sports, req.query.matchId, 'basketball') });
  };
}
