import { z } from 'zod';
import { ZPageSchema } from '../envelope';
import {
  ZClipCreateSchema,
  ZClipDetailSchema,
  ZClipItemSchema,
  ZClipListQuerySchema,
  ZCutPointsSchema,
  ZReplayChatSchema,
  ZReplayDetailSchema,
  ZReplayIdBodySchema,
  ZReplayIdQuerySchema,
  ZReplayItemSchema,
  ZReplayPageByRoomSchema,
  ZReplayPageQuerySchema,
} from '../replays';
import { ZRewindQuerySchema, ZRewindSchema } from '../rewind';
import { defineRoute } from './route';

const tags = ['replays'] as const;

/** Replays of broadcasts: lists, one replay, its chat, the anchor's delete. */
export const REPLAY_ROUTES = {
  replayPageByRoom: defineRoute({
    method: 'POST',
    prefix: '/api',
    path: '/back/pageByRoom',
    tags,
    summary: '直播间的回放列表（按开播时间倒序；日期 YYYY-MM-DD 为北京时间）',
    body: ZReplayPageByRoomSchema,
    data: ZPageSchema(ZReplayItemSchema),
  }),
  replayPage: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/back/page',
    tags,
    summary: '全部回放：按日期（北京时间）或按比赛',
    query: ZReplayPageQuerySchema,
    data: ZPageSchema(ZReplayItemSchema),
  }),
  replayDetail: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/back/detail',
    tags,
    summary: '一条回放：播放地址、封面、时长、所属直播间与比赛',
    query: ZReplayIdQuerySchema,
    data: ZReplayDetailSchema,
  }),
  replayChat: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/back/chat',
    tags,
    summary: '回放对应直播的聊天记录（按回放时间轴）与弹幕热度',
    query: ZReplayIdQuerySchema,
    data: ZReplayChatSchema,
  }),
  replayCutPoints: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/back/cutPoints',
    tags,
    summary: '建议剪辑点：所绑定比赛的进球、红牌，以及聊天高峰（按回放时间轴）',
    query: ZReplayIdQuerySchema,
    data: ZCutPointsSchema,
  }),
  replayRewind: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/back/rewind',
    tags,
    summary: '直播回看（时移）：直播间本场直播的录像进度；带 t（毫秒）时给出 t 时或之前最近的关键帧与播放地址',
    query: ZRewindQuerySchema,
    data: ZRewindSchema,
  }),
  replayDelete: defineRoute({
    method: 'POST',
    prefix: '/api',
    path: '/back/delete',
    tags,
    summary: '删除自己直播间的一条回放（仅该直播间主播）',
    body: ZReplayIdBodySchema,
    data: z.null(),
  }),
};

/** Highlights (集锦): SPEC §7's /inform/movie-highlights calls and the anchor's cut. */
export const CLIP_ROUTES = {
  clipList: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/inform/movie-highlights',
    tags,
    summary: '集锦列表（type 类型，backTitle 标题关键字，pageNum/pageSize 分页）',
    query: ZClipListQuerySchema,
    data: ZPageSchema(ZClipItemSchema),
  }),
  clipDetail: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/inform/movie-highlights/detail',
    tags,
    summary: '一条集锦：免费、已购买或自己的才有播放地址',
    query: ZReplayIdQuerySchema,
    data: ZClipDetailSchema,
  }),
  clipPay: defineRoute({
    method: 'GET',
    prefix: '/tapi',
    path: '/inform/movie-highlights/pay',
    tags,
    summary: '用球钻购买集锦（每人一次，记入账本：购买集锦）',
    query: ZReplayIdQuerySchema,
    data: ZClipDetailSchema,
  }),
  clipCreate: defineRoute({
    method: 'POST',
    prefix: '/api',
    path: '/back/clip',
    tags,
    summary: '从自己直播间的回放剪辑集锦（在关键帧处剪切，不重新编码）',
    body: ZClipCreateSchema,
    data: ZClipDetailSchema,
  }),
  /** The operators' console (permission content.edit): a clip from any room's replay. */
  consoleClipCut: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/clips',
    tags: ['console'],
    summary: '运营从任意回放剪辑集锦',
    body: ZClipCreateSchema,
    data: ZClipDetailSchema,
    security: [{ operatorSession: [] }],
  }),
};
