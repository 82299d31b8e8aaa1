import {
  ZBasketballStatsSchema,
  ZMatchAnalysisSchema,
  ZMatchDetailQuerySchema,
  ZMatchEventListSchema,
  ZMatchHeaderSchema,
  ZMatchIdBodySchema,
  ZMatchLineupSchema,
  ZMatchOddsSchema,
  ZMatchTextLiveSchema,
  ZOddsHistoryQuerySchema,
  ZOddsIdParamSchema,
} from '../match';
import { ZOddsChangeSchema } from '../live-push';
import { ZCommonQuerySchema } from '../envelope';
import { z } from 'zod';
import { defineRoute } from './route';

const tags = ['match'] as const;

/** The match centre: header, live tab, lineups, box score, odds and analysis of one match (SPEC §7). */
export const MATCH_ROUTES = {
  fbMatchNavigation: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/live/fb/match/navigation',
    tags,
    summary: '足球比赛详情头部：球队、赛事、比分、状态与数据覆盖',
    query: ZMatchDetailQuerySchema,
    data: ZMatchHeaderSchema,
  }),
  fbMatchEventList: defineRoute({
    method: 'POST',
    prefix: '/tapi',
    path: '/live/fb/match/live/eventList',
    tags,
    summary: '足球比赛事件（进球、牌、换人、VAR）与技术统计',
    body: ZMatchIdBodySchema,
    data: ZMatchEventListSchema,
  }),
  fbMatchTextLive: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/live/fb/match/textLive',
    tags,
    summary: '足球文字直播（最新在前）',
    query: ZMatchDetailQuerySchema,
    data: ZMatchTextLiveSchema,
  }),
  fbMatchLineup: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/live/fb/match/lineup',
    tags,
    summary: '足球阵容（阵型、首发、替补）与球员统计',
    query: ZMatchDetailQuerySchema,
    data: ZMatchLineupSchema,
  }),
  fbMatchAnalysis: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/live/fb/match/analysis',
    tags,
    summary: '足球比赛分析：交锋、近期战绩与盘路、积分、进球分布、未来赛程',
    query: ZMatchDetailQuerySchema,
    data: ZMatchAnalysisSchema,
  }),
  matchOdds: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/live/odds/:id',
    tags,
    summary: '比赛各公司欧指、亚盘、大小的初盘、即时与滚球',
    params: ZOddsIdParamSchema,
    query: ZCommonQuerySchema,
    data: ZMatchOddsSchema,
  }),
  matchOddsHistory: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/live/odds/history',
    tags,
    summary: '比赛某一玩法的赔率变化（时间、比赛分钟、当时比分）',
    query: ZOddsHistoryQuerySchema,
    data: z.array(ZOddsChangeSchema),
  }),
  bkMatchDetail: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/live/basket/match/detail',
    tags,
    summary: '篮球比赛详情头部：球队、赛事、各节比分、状态与数据覆盖',
    query: ZMatchDetailQuerySchema,
    data: ZMatchHeaderSchema,
  }),
  bkMatchStats: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/live/basket/match/stats',
    tags,
    summary: '篮球球队统计与球员技术统计',
    query: ZMatchDetailQuerySchema,
    data: ZBasketballStatsSchema,
  }),
  bkMatchAnalysis: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/live/basket/match/analysis',
    tags,
    summary: '篮球比赛分析：交锋、近期战绩与盘路、积分、未来赛程',
    query: ZMatchDetailQuerySchema,
    data: ZMatchAnalysisSchema,
  }),
};
