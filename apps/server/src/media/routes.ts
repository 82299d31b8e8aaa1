import type { FastifyInstance } from 'fastify';
import { MEDIA_ROUTES as R } from '@sports/contracts';
import { z } from 'zod';
import { requireUser } from '../http/auth';
import { rateLimiter, type RateLimiter } from '../http/rate-limit';
import { serve } from '../http/route';
import { hijackWithHeaders } from '../http/security-headers';
import type { Api } from '../http/types';
import type { MediaService } from './service';

/** Stream-key resets per anchor and hour. */
const KEY_RESETS_PER_HOUR = 10;
const HOUR = 3600_000;

/** Room up/down and the anchor's push settings, under /api. */
export function mediaApiRoutes(media: MediaService, limiter: RateLimiter = rateLimiter()) {
  return async (app: Api) => {
    serve(app, R.roomUp, { handler: async (req) => media.up(await requireUser(req), req.hostname) });
    serve(app, R.roomDown, {
      options: { config: { csrf: true } },
      handler: async (req) => media.down(await requireUser(req), req.query.roomId, req.hostname),
    });
    serve(app, R.streamInfo, { handler: async (req) => media.streamInfo(await requireUser(req), req.hostname) });
    serve(app, R.resetStreamKey, {
      handler: async (req) => {
        const user = await requireUser(req);
        await limiter.enforce(`key:${user.id}`, KEY_RESETS_PER_HOUR, HOUR, 'STREAM_KEY_TOO_FREQUENT');
        return media.resetKey(user, req.hostname);
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
      // The security headers and the request id come from the reply.
      hijackWithHeaders(reply);
      raw.writeHead(200, { 'content-type': 'video/x-flv', 'cache-control': 'no-store' });
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
