import { z } from 'zod';
import { ZCommonQuerySchema, ZPageQuerySchema, ZPageSchema } from '../envelope';
import { ZMatchWithAnchorsSchema } from '../live';
import { ZScoreMatchSchema } from '../scores';
import { defineRoute } from './route';

const sizeError = 'size 需为 1-50 的整数';
export const ZDataHotQuerySchema = ZCommonQuerySchema.extend({
  size: z.coerce.number({ error: sizeError }).int(sizeError).min(1, sizeError).max(50, sizeError).default(10),
});
/** GET /tapi/live/time: the clock the live scores run on (ms since the epoch) and its Beijing date. */
export const ZLiveTimeSchema = z.object({ now: z.number().int(), date: z.string() });
export type TLiveTime = z.infer<typeof ZLiveTimeSchema>;

/** The live clock, today's hot matches and the day's fixtures with the anchors covering them (/next). */
export const SCHEDULE_ROUTES = {
  liveTime: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/live/time',
    tags: ['sports'],
    summary: '比分数据的服务器时间（毫秒）与北京日期',
    query: ZCommonQuerySchema,
    data: ZLiveTimeSchema,
  }),
  dataHot: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/match/dataHot',
    tags: ['sports'],
    summary: '今日热门比赛（足球与篮球，进行中优先），最多 size 场',
    query: ZDataHotQuerySchema,
    data: z.array(ZScoreMatchSchema),
  }),
  dayFixtures: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/match/fixtures',
    tags: ['live'],
    summary: '今日赛程（进行中与未开赛，按开赛时间）及每场的直播主播',
    query: ZPageQuerySchema,
    data: ZPageSchema(ZMatchWithAnchorsSchema),
  }),
};
