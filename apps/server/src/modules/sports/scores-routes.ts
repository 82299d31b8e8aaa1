import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SPORTS_ROUTES as R,
  sportOfId,
  sportOfMatchType,
  type TLotteryCode,
  type TScoreListQuery,
  type TScoreList,
  type TScoreListType,
  type TSport,
} from '@sports/contracts';
import { cachedAnswer, type PreparedBody } from '../../http/cached-json';
import { currentUserId, requireUser } from '../../http/auth';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { ScoreBoards } from './scores-boards';
import type { SharedList } from './scores-list-cache';
import type { ScoresService } from './scores-service';

/** The caller's user id when logged in; lists show stars for it. */
const viewerId = currentUserId;

/**
 * A score list: the shared one (cached per feed version, serialised and compressed once) unless the
 * caller has starred one of its matches, which only that caller's answer shows.
 */
function scoreList(svc: ScoresService, sport: TSport) {
  type Args = [req: FastifyRequest, reply: FastifyReply, type: TScoreListType, q: TScoreListQuery];
  /** The shared answer, or the list built for nobody when lists are not cached. */
  type Answer = PreparedBody | TScoreList;
  const forNobody = (shared: SharedList | null, [req, reply, type, q]: Args): Answer | Promise<Answer> =>
    shared ? cachedAnswer(req, reply, shared.body) : svc.list(sport, type, q, null);
  const forViewer = async (...args: Args): Promise<Answer> => {
    const [req, reply, type, q] = args;
    const [shared, userId] = await Promise.all([svc.sharedList(sport, type, q), viewerId(req)]);
    if (!userId) return await forNobody(shared, args);
    if (!shared) return await svc.list(sport, type, q, userId);
    const stars = await svc.favouriteIdsAmong(userId, shared.ids);
    if (stars.size) return { ...shared.list, list: shared.list.list.map((m) => (stars.has(m.id) ? { ...m, collected: true } : m)) };
    return await cachedAnswer(req, reply, shared.body);
  };
  return (...args: Args): Answer | Promise<Answer> => {
    // Without a session token there is nobody to look up, and a list kept for the feed's version
    // answers at once: most visitors' requests wait on no promise (decision 0068).
    if (args[0].sessionToken()) return forViewer(...args);
    const shared = svc.sharedList(sport, args[2], args[3]);
    return shared instanceof Promise ? shared.then((s) => forNobody(s, args)) : forNobody(shared, args);
  };
}

/** Main API (/tapi): football and basketball score lists, filters, favourites, lotteries. */
export function scoresTapiRoutes(svc: ScoresService, boards: ScoreBoards) {
  return async (app: Api) => {
    const football = scoreList(svc, 'football');
    const basketball = scoreList(svc, 'basketball');
    const lists = [
      ['live', R.footballLive],
      ['jczq', R.footballJczq],
      ['bjdc', R.footballBjdc],
      ['lottery', R.footballLottery],
    ] as const;
    for (const [type, route] of lists) {
      serve(app, route, { handler: (req, reply) => football(req, reply, type, req.query) });
    }
    serve(app, R.footballMatches, {
      handler: (req, reply) => football(req, reply, req.query.type, req.query),
    });
    serve(app, R.handicap, {
      handler: async (req) => await boards.handicapCounts('football', req.query.type, req.query),
    });
    serve(app, R.countries, {
      handler: async (req) => await boards.countries('football', req.query.type, req.query),
    });
    serve(app, R.footballFilter, {
      handler: async (req) => await boards.leagueFilter('football', req.query.type, req.query),
    });
    serve(app, R.footballToday, {
      handler: async () => await boards.today('football'),
    });
    serve(app, R.liveOdds, {
      handler: async (req) => await boards.liveOdds(req.query.matchIds),
    });
    serve(app, R.hotMatch, {
      handler: async (req) =>
        await boards.hotMatches([sportOfId(req.query.sportId ?? 1)], { limit: req.query.limit, userId: await viewerId(req) }),
    });
    for (const [route, on] of [
      [R.collect, true],
      [R.cancelCollect, false],
    ] as const) {
      serve(app, route, {
        // SPEC lists collect and cancel-collect among its GET calls. They change data, so they ask
        // for the X-Requested-With header the API demands of POSTs: a cross-site link cannot send it.
        options: { config: { csrf: true } },
        handler: async (req) => {
          const user = await requireUser(req);
          return svc.collect(Number(user.id), req.query.matchId, sportOfMatchType(req.query.type), on);
        },
      });
    }
    serve(app, R.collectList, {
      handler: async (req) => {
        const user = await requireUser(req);
        return await svc.favourites(sportOfMatchType(req.query.type), Number(user.id));
      },
    });
    serve(app, R.leagueNames, {
      handler: async () => await boards.leagueNames('football'),
    });

    serve(app, R.basketballMatches, {
      handler: (req, reply) => basketball(req, reply, req.query.type, req.query),
    });
    serve(app, R.basketballFilter, {
      handler: async (req) => await boards.leagueFilter('basketball', req.query.type, req.query),
    });
    serve(app, R.textLive, {
      handler: async (req) => await boards.textLive(req.query.matchId),
    });

    serve(app, R.zhiLive, {
      handler: async (req) => await boards.zhiLive(sportOfId(req.query.sportId)),
    });
    serve(app, R.lotteryIssues, {
      handler: async (req) => await svc.issues(req.query.lotteryCode as TLotteryCode),
    });
    serve(app, R.pcIndexSchedule, {
      handler: async (req) => {
        const sport = sportOfId(req.query.sportId);
        const list = await boards.hotMatches([sport], { limit: 20, userId: await viewerId(req) });
        return { date: svc.today(), list };
      },
    });
  };
}

/** App API host (/api): the match calendar of the schedule pages. */
export function scoresApiRoutes(svc: ScoresService, boards: ScoreBoards) {
  return async (app: Api) => {
    serve(app, R.matchDates, {
      handler: async () => await svc.matchDates(),
    });
    serve(app, R.hotMatchesOfDay, {
      handler: async (req) =>
        await boards.hotMatches(['football', 'basketball'], { date: svc.dayOf(req.query.date), userId: await viewerId(req) }),
    });
    serve(app, R.schedule, {
      handler: async (req) => await boards.schedule(svc.dayOf(req.query.date), await viewerId(req)),
    });
  };
}
