import { z } from 'zod';
import {
  sportOfId,
  sportOfMatchType,
  ZBasketballFilterQuerySchema,
  ZBasketballMatchQuerySchema,
  ZCollectListQuerySchema,
  ZCollectQuerySchema,
  ZCollectResultSchema,
  ZCommonQuerySchema,
  ZCountryCountSchema,
  ZDateQuerySchema,
  ZEnvelope,
  ZFootballFilterQuerySchema,
  ZFootballMatchQuerySchema,
  ZHandicapCountSchema,
  ZHandicapQuerySchema,
  ZHotMatchQuerySchema,
  ZLeagueFilterSchema,
  ZLeagueGroupSchema,
  ZLiveOddsQuerySchema,
  ZLiveOddsSchema,
  ZLotteryIssueQuerySchema,
  ZLotteryIssueSchema,
  ZMatchDateSchema,
  ZMatchIdQuerySchema,
  ZScoreListQuerySchema,
  ZScoreListSchema,
  ZScoreMatchSchema,
  ZSportIdQuerySchema,
  ZTextLiveLineSchema,
  ZTodaySchema,
  ZZhiLiveQuerySchema,
  ZZhiLiveRowSchema,
  type TLotteryCode,
} from '@sports/contracts';
import { currentUserId, requireUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { Api } from '../../http/types';
import type { ScoreBoards } from './scores-boards';
import type { ScoresService } from './scores-service';

const tags = ['scores'];
const FOOTBALL_LISTS = { live: '即时比分', jczq: '竞彩足球', bjdc: '北京单场', lottery: '足彩' } as const;

/** The caller's user id when logged in; lists show stars for it. */
const viewerId = currentUserId;

/** Main API (/tapi): football and basketball score lists, filters, favourites, lotteries. */
export function scoresTapiRoutes(svc: ScoresService, boards: ScoreBoards) {
  return async (app: Api) => {
    for (const [type, summary] of Object.entries(FOOTBALL_LISTS) as [keyof typeof FOOTBALL_LISTS, string][]) {
      app.get(`/live/football/v1_1/${type}`, {
        schema: {
          tags,
          summary: `足球${summary}列表（按联赛、日期或期号）`,
          querystring: ZScoreListQuerySchema,
          response: { 200: ZEnvelope(ZScoreListSchema) },
        },
        handler: async (req) => ok(await svc.list('football', type, req.query, await viewerId(req))),
      });
    }
    app.get('/live/football/v1_1/match', {
      schema: {
        tags,
        summary: '足球比赛列表：type 为 live/jczq/bjdc/lottery/end/next，完场与赛程按日期',
        querystring: ZFootballMatchQuerySchema,
        response: { 200: ZEnvelope(ZScoreListSchema) },
      },
      handler: async (req) => ok(await svc.list('football', req.query.type, req.query, await viewerId(req))),
    });
    app.get('/live/football/v1_1/handicap', {
      schema: {
        tags,
        summary: '列表中比赛的亚盘盘口及场次（盘路筛选）',
        querystring: ZHandicapQuerySchema,
        response: { 200: ZEnvelope(z.array(ZHandicapCountSchema)) },
      },
      handler: async (req) => ok(await boards.handicapCounts('football', req.query.type, req.query)),
    });
    app.get('/live/football/v1_1/country', {
      schema: {
        tags,
        summary: '列表中比赛按国家分组的赛事及场次',
        querystring: ZFootballFilterQuerySchema,
        response: { 200: ZEnvelope(z.array(ZCountryCountSchema)) },
      },
      handler: async (req) => ok(await boards.countries('football', req.query.type, req.query)),
    });
    app.get('/live/football/v1_1/filter', {
      schema: {
        tags,
        summary: '足球赛事筛选：列表中的赛事及场次，热门在前',
        querystring: ZFootballFilterQuerySchema,
        response: { 200: ZEnvelope(ZLeagueFilterSchema) },
      },
      handler: async (req) => ok(await boards.leagueFilter('football', req.query.type, req.query)),
    });
    app.get('/live/football/v1_1/today', {
      schema: {
        tags,
        summary: '今日足球：北京日期与进行中、未开赛、完场场次',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(ZTodaySchema) },
      },
      handler: async () => ok(await boards.today('football')),
    });
    app.get('/live/football/v1_1/live-odds', {
      schema: {
        tags,
        summary: '比赛的即时指数（首家公司的欧指、亚盘、大小）',
        querystring: ZLiveOddsQuerySchema,
        response: { 200: ZEnvelope(z.array(ZLiveOddsSchema)) },
      },
      handler: async (req) => ok(await boards.liveOdds(req.query.matchIds)),
    });
    app.get('/live/football/v1_1/hotMatch', {
      schema: {
        tags,
        summary: '热门比赛（置顶与热门赛事，进行中在前）',
        querystring: ZHotMatchQuerySchema,
        response: { 200: ZEnvelope(z.array(ZScoreMatchSchema)) },
      },
      handler: async (req) =>
        ok(await boards.hotMatches([sportOfId(req.query.sportId ?? 1)], { limit: req.query.limit, userId: await viewerId(req) })),
    });
    for (const [name, on, summary] of [
      ['collect', true, '收藏比赛（需登录；type 1 足球 2 篮球）'],
      ['cancel-collect', false, '取消收藏比赛（需登录；type 1 足球 2 篮球）'],
    ] as const) {
      app.get(`/live/football/v1_1/${name}`, {
        schema: {
          tags,
          summary,
          querystring: ZCollectQuerySchema,
          response: { 200: ZEnvelope(ZCollectResultSchema) },
          security: [{ accessToken: [] }],
        },
        // SPEC lists collect and cancel-collect among its GET calls. They change data, so they ask
        // for the X-Requested-With header the API demands of POSTs: a cross-site link cannot send it.
        config: { csrf: true },
        handler: async (req) => {
          const user = await requireUser(req);
          return ok(await svc.collect(Number(user.id), req.query.matchId, sportOfMatchType(req.query.type), on));
        },
      });
    }
    app.get('/live/football/v1_1/collect/list', {
      schema: {
        tags,
        summary: '我收藏的比赛（需登录）',
        querystring: ZCollectListQuerySchema,
        response: { 200: ZEnvelope(ZScoreListSchema) },
        security: [{ accessToken: [] }],
      },
      handler: async (req) => {
        const user = await requireUser(req);
        return ok(await svc.favourites(sportOfMatchType(req.query.type), Number(user.id)));
      },
    });
    app.get('/live/fb/league/names', {
      schema: {
        tags,
        summary: '足球赛事名称：热门分组，然后按大洲分组（id、name、countrys）',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(z.array(ZLeagueGroupSchema)) },
      },
      handler: async () => ok(await boards.leagueNames('football')),
    });

    app.get('/live/basketball/match', {
      schema: {
        tags,
        summary: '篮球比赛列表：type 为 live/jclq/end/next',
        querystring: ZBasketballMatchQuerySchema,
        response: { 200: ZEnvelope(ZScoreListSchema) },
      },
      handler: async (req) => ok(await svc.list('basketball', req.query.type, req.query, await viewerId(req))),
    });
    app.get('/live/basketball/filter', {
      schema: {
        tags,
        summary: '篮球赛事筛选：列表中的赛事及场次',
        querystring: ZBasketballFilterQuerySchema,
        response: { 200: ZEnvelope(ZLeagueFilterSchema) },
      },
      handler: async (req) => ok(await boards.leagueFilter('basketball', req.query.type, req.query)),
    });
    app.get('/live/basket/tlive', {
      schema: {
        tags,
        summary: '篮球文字直播（最新在前）',
        querystring: ZMatchIdQuerySchema,
        response: { 200: ZEnvelope(z.array(ZTextLiveLineSchema)) },
      },
      handler: async (req) => ok(await boards.textLive(req.query.matchId)),
    });

    app.get('/live/zhi/live', {
      schema: {
        tags,
        summary: '指数直播：今日进行中与未开赛比赛的各公司初盘与即时盘',
        querystring: ZZhiLiveQuerySchema,
        response: { 200: ZEnvelope(z.array(ZZhiLiveRowSchema)) },
      },
      handler: async (req) => ok(await boards.zhiLive(sportOfId(req.query.sportId))),
    });
    app.get('/live/issue', {
      schema: {
        tags,
        summary: '彩票期号（jczq、bjdc、zc、jclq），最近 10 期',
        querystring: ZLotteryIssueQuerySchema,
        response: { 200: ZEnvelope(z.array(ZLotteryIssueSchema)) },
      },
      handler: async (req) => ok(await svc.issues(req.query.lotteryCode as TLotteryCode)),
    });
    app.get('/live/data/schedule/pc-index', {
      schema: {
        tags,
        summary: '首页赛程：今日热门比赛（sportId 1 足球 2 篮球）',
        querystring: ZSportIdQuerySchema,
        response: { 200: ZEnvelope(z.object({ date: z.string(), list: z.array(ZScoreMatchSchema) })) },
      },
      handler: async (req) => {
        const sport = sportOfId(req.query.sportId);
        const list = await boards.hotMatches([sport], { limit: 20, userId: await viewerId(req) });
        return ok({ date: svc.today(), list });
      },
    });
  };
}

/** App API host (/api): the match calendar of the schedule pages. */
export function scoresApiRoutes(svc: ScoresService, boards: ScoreBoards) {
  return async (app: Api) => {
    app.get('/match/dates', {
      schema: {
        tags,
        summary: '赛程日期：昨天至七天后，每天的比赛场次',
        querystring: ZCommonQuerySchema,
        response: { 200: ZEnvelope(z.array(ZMatchDateSchema)) },
      },
      handler: async () => ok(await svc.matchDates()),
    });
    app.get('/match/hot', {
      schema: {
        tags,
        summary: '某日热门比赛（足球与篮球）',
        querystring: ZDateQuerySchema,
        response: { 200: ZEnvelope(z.array(ZScoreMatchSchema)) },
      },
      handler: async (req) =>
        ok(await boards.hotMatches(['football', 'basketball'], { date: svc.dayOf(req.query.date), userId: await viewerId(req) })),
    });
    app.get('/match/schedule', {
      schema: {
        tags,
        summary: '某日全部比赛（足球与篮球，按开赛时间）',
        querystring: ZDateQuerySchema,
        response: { 200: ZEnvelope(z.array(ZScoreMatchSchema)) },
      },
      handler: async (req) => ok(await boards.schedule(svc.dayOf(req.query.date), await viewerId(req))),
    });
  };
}
