import { ZRoomDownQuerySchema, ZStreamInfoSchema } from '../media';
import { defineRoute } from './route';

const tags = ['media'] as const;

/** Opening and closing one's room and the anchor's push settings. */
export const MEDIA_ROUTES = {
  roomUp: defineRoute({
    method: 'POST',
    prefix: '/api',
    path: '/room/up',
    tags,
    summary: '开播：打开自己的直播间，返回推流地址与推流码（仅主播）',
    data: ZStreamInfoSchema,
  }),
  roomDown: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/room/down',
    tags,
    summary: '下播：关闭自己的直播间并断开推流（仅房主）',
    query: ZRoomDownQuerySchema,
    data: ZStreamInfoSchema,
  }),
  streamInfo: defineRoute({
    method: 'GET',
    prefix: '/api',
    path: '/room/stream',
    tags,
    summary: '自己直播间的推流地址、推流码与开播状态（仅主播）',
    data: ZStreamInfoSchema,
  }),
  resetStreamKey: defineRoute({
    method: 'POST',
    prefix: '/api',
    path: '/room/stream/key',
    tags,
    summary: '重置推流码（旧推流码立即失效，正在进行的推流被断开）',
    data: ZStreamInfoSchema,
  }),
};
