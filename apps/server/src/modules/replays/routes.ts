import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIP_ROUTES as C, REPLAY_ROUTES as R } from '@sports/contracts';
import { z } from 'zod';
import { currentUserId, requireUserId } from '../../http/auth';
import { AppError } from '../../http/errors';
import { rateLimiter, type RateLimiter } from '../../http/rate-limit';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { ClipService } from './clips';
import type { CutPointService } from './cut-points';
import type { ReplayService } from './service';
import type { ReplayStorage } from './storage';

/** Deletes per anchor and hour. */
const DELETES_PER_HOUR = 60;
const HOUR = 3600_000;
/** Finished replays never change (a deleted one answers 404): browsers and caches keep them a day. */
const FILE_MAX_AGE = 86_400;

/** Lists, one replay, its chat and the anchor's delete, under /api. */
export function replayApiRoutes(replays: ReplayService, cutPoints: CutPointService, limiter: RateLimiter = rateLimiter()) {
  return async (app: Api) => {
    serve(app, R.replayCutPoints, { handler: async (req) => cutPoints.points(req.query.id) });
    serve(app, R.replayPageByRoom, { handler: async (req) => replays.pageByRoom(req.body) });
    serve(app, R.replayPage, { handler: async (req) => replays.page(req.query) });
    serve(app, R.replayDetail, { handler: async (req) => replays.detail(req.query.id, await currentUserId(req)) });
    serve(app, R.replayChat, { handler: async (req) => replays.chat(req.query.id) });
    serve(app, R.replayDelete, {
      handler: async (req) => {
        const userId = await requireUserId(req);
        await limiter.enforce(`replay-del:${userId}`, DELETES_PER_HOUR, HOUR, 'TOO_MANY_REQUESTS');
        await replays.remove(req.body.id, userId);
        return null;
      },
    });
  };
}

/** Clip cuts per anchor and hour; purchases per user and minute. */
const CUTS_PER_HOUR = 30;
const PAYS_PER_MINUTE = 10;

/** The anchor's cut, under /api. */
export function clipApiRoutes(clips: ClipService, limiter: RateLimiter = rateLimiter()) {
  return async (app: Api) => {
    serve(app, C.clipCreate, {
      handler: async (req) => {
        const userId = await requireUserId(req);
        await limiter.enforce(`clip-cut:${userId}`, CUTS_PER_HOUR, HOUR, 'TOO_MANY_REQUESTS');
        return clips.create(req.body, userId);
      },
    });
  };
}

/** SPEC §7's /inform/movie-highlights calls, under /tapi. */
export function clipTapiRoutes(clips: ClipService, limiter: RateLimiter = rateLimiter()) {
  return async (app: Api) => {
    serve(app, C.clipList, { handler: async (req) => clips.list(req.query) });
    serve(app, C.clipDetail, { handler: async (req) => clips.detail(req.query.id, await currentUserId(req)) });
    serve(app, C.clipPay, {
      // a GET in SPEC that spends diamonds: the same-origin header is required as on a POST
      options: { config: { csrf: true } },
      handler: async (req) => {
        const userId = await requireUserId(req);
        await limiter.enforce(`clip-pay:${userId}`, PAYS_PER_MINUTE, 60_000, 'TOO_MANY_REQUESTS');
        return clips.pay(req.query.id, userId);
      },
    });
  };
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of a file of `size` bytes; 'bad' when unsatisfiable, null without a range. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'bad' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0) return 'bad';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

function notFound(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('回放不存在或已删除');
}

/** Sends a stored file with range requests, ETag and cache headers. */
async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: ReplayStorage,
  file: { key: string; etag: string; modified: number; type: string; cache: string },
) {
  const size = await storage.size(file.key);
  if (size === null) return notFound(reply);
  const etag = `"${file.etag}-${size}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', file.cache)
    .header('etag', etag)
    .header('last-modified', new Date(file.modified).toUTCString())
    .header('x-content-type-options', 'nosniff')
    .type(file.type);
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.range, size);
  if (range === 'bad') {
    return reply.status(416).header('content-range', `bytes */${size}`).type('text/plain; charset=utf-8').send('请求的范围超出文件大小');
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(req.method === 'HEAD' ? '' : storage.reader(file.key, range));
  }
  reply.header('content-length', size);
  return reply.send(req.method === 'HEAD' ? '' : storage.reader(file.key));
}

/**
 * A replay's FLV and poster on the product's origin: /flv/replay/<id>.flv with HTTP range requests
 * (the player seeks by byte ranges from the keyframe index) and cache headers; 404 for an unknown
 * or deleted replay, 416 for a range past the end. /flv/clip/<id>.flv: a clip, a priced one only
 * for its buyers (and its anchor), privately cached.
 */
export function registerReplayFiles(app: FastifyInstance, replays: ReplayService, clips: ClipService, storage: ReplayStorage) {
  app.get('/flv/replay/:file', { schema: { hide: true, params: z.object({ file: z.string() }) } }, async (req, reply) => {
    const m = /^([1-9]\d{0,15})\.(flv|jpg)$/.exec((req.params as { file: string }).file);
    if (!m) return notFound(reply);
    let row;
    try {
      row = await replays.playable(Number(m[1]));
    } catch (err) {
      if (err instanceof AppError) return notFound(reply);
      throw err;
    }
    const key = m[2] === 'flv' ? row.file_key : row.poster_key;
    if (!key) return notFound(reply);
    return sendFile(req, reply, storage, {
      key,
      etag: `r${row.id}${m[2]}`,
      modified: Number(row.ended_at ?? row.started_at),
      type: m[2] === 'flv' ? 'video/x-flv' : 'image/jpeg',
      cache: `public, max-age=${FILE_MAX_AGE}`,
    });
  });
  app.get('/flv/clip/:file', { schema: { hide: true, params: z.object({ file: z.string() }) } }, async (req, reply) => {
    const m = /^([1-9]\d{0,15})\.flv$/.exec((req.params as { file: string }).file);
    if (!m) return notFound(reply);
    let row;
    try {
      row = await clips.playableFile(Number(m[1]), await currentUserId(req));
    } catch (err) {
      if (err instanceof AppError && err.id === 'CLIP_NOT_PAID') {
        return reply.status(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('请先购买该集锦');
      }
      if (err instanceof AppError) return notFound(reply);
      throw err;
    }
    return sendFile(req, reply, storage, {
      key: row.file_key,
      etag: `c${row.id}`,
      modified: Number(row.created_at),
      type: 'video/x-flv',
      cache: Number(row.price) > 0 ? `private, max-age=${FILE_MAX_AGE}` : `public, max-age=${FILE_MAX_AGE}`,
    });
  });
}
