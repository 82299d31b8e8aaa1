import type { FastifyInstance } from 'fastify';
import { ZEnvelope, ZRoomDownQuerySchema, ZStreamInfoSchema } from '@sports/contracts';
import { z } from 'zod';
import { requireUser } from '../http/auth';
import { ok } from '../http/envelope';
import { rateLimiter, type RateLimiter } from '../http/rate-limit';
import type { Api } from '../http/types';
import type { MediaService } from './service';

/** Stream-key resets per anchor and hour. */
const KEY_RESETS_PER_HOUR = 10;
const HOUR = 3600_000;

/** Room up/down and the anchor's push settings, under /api. */
export function mediaApiRoutes(media: MediaService, limiter: RateLimiter = rateLimiter()) {
  return async (app: Api) => {
    const tags = ['media'];
    const res = { 200: ZEnvelope(ZStreamInfoSchema) };
    app.post('/room/up', {
      schema: { tags, summary: '开播：打开自己的直播间，返回推流地址与推流码（仅主播）', response: res },
      handler: async (req) => ok(await media.up(await requireUser(req), req.hostname)),
    });
    app.get('/room/down', {
      config: { csrf: true },
      schema: { tags, summary: '下播：关闭自己的直播间并断开推流（仅房主）', querystring: ZRoomDownQuerySchema, response: res },
      handler: async (req) => ok(await media.down(await requireUser(req), req.query.roomId, req.hostname)),
    });
    app.get('/room/stream', {
      schema: { tags, summary: '自己直播间的推流地址、推流码与开播状态（仅主播）', response: res },
      handler: async (req) => ok(await media.streamInfo(await requireUser(req), req.hostname)),
    });
    app.post('/room/stream/key', {
      schema: { tags, summary: '重置推流码（旧推流码立即失效，正在进行的推流被断开）', response: res },
      handler: async (req) => {
        const user = await requireUser(req);
        await limiter.enforce(`key:${user.id}`, KEY_RESETS_PER_HOUR, HOUR, 'STREAM_KEY_TOO_FREQUENT');
        return ok(await media.resetKey(user, req.hostname));
      },
    });
  };
}

/**
 * HTTP-FLV playback on the product's origin: /flv/live/<roomId>.flv streams the room's live FLV
 * (404 while the room has no stream; the player retries). Outside /api: the response is media, not JSON.
 */
export function registerFlvRoute(app: FastifyInstance, media: MediaService) {
  app.get('/flv/live/:file', { schema: { hide: true, params: z.object({ file: z.string() }) } }, (req, reply) => {
    const m = /^([1-9]\d{0,15})\.flv$/.exec((req.params as { file: string }).file);
    const roomId = m ? Number(m[1]) : 0;
    const raw = reply.raw;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'video/x-flv',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-request-id': req.id,
      });
    };
    const detach = roomId
      ? media.watch(roomId, {
          ip: req.ip,
          write: (chunk) => {
            start();
            raw.write(chunk);
          },
          backlog: () => raw.writableLength,
          end: () => raw.end(),
        })
      : null;
    if (!detach) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('直播未开始');
    start();
    raw.on('close', detach);
    return reply;
  });
}
