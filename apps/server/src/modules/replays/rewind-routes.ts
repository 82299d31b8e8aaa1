import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES, REPLAY_ROUTES as R, REWIND_FOLLOW_END } from '@sports/contracts';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { serve } from '../../http/route';
import type { Api } from '../../http/types';
import type { RewindService } from './rewind';
import { parseRange } from './routes';

/** The room's current broadcast for the rewind bar, under /api. */
export function rewindApiRoutes(rewind: RewindService) {
  return async (app: Api) => {
    serve(app, R.replayRewind, { handler: async (req) => rewind.info(req.query.roomId, req.query.t) });
  };
}

function text(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);
}

/** `bytes=N-9007199254740991`: the player follows the growing recording from N (RFC 8673). */
function followFrom(header: string | undefined): number | null {
  const m = header ? /^bytes=(\d+)-(\d+)$/.exec(header.trim()) : null;
  return m && Number(m[2]) >= REWIND_FOLLOW_END ? Number(m[1]) : null;
}

/**
 * /flv/rewind/<replayId>.flv?t=<ms>: the running recording of a live broadcast from the keyframe at
 * or before t (decision 0036). Without a range: the file as far as it is written now (200, its
 * length); a range of it: 206 with `Content-Range: bytes a-b/<length written so far>` (ffmpeg
 * reads RFC 8673's `/*` as an empty file);
 * `bytes=N-9007199254740991`: 206 and the bytes keep coming as the recording grows, until the
 * broadcast ends. Never cached: the file grows. 400 for a bad time, 404 once the broadcast is over
 * (its replay is at /flv/replay/<id>.flv), 416 for a range past what is written.
 */
export function registerRewindFiles(app: FastifyInstance, rewind: RewindService) {
  const schema = { hide: true, params: z.object({ file: z.string() }), querystring: z.object({ t: z.string().optional() }) };
  app.get('/flv/rewind/:file', { schema }, async (req, reply) => {
    const m = /^([1-9]\d{0,15})\.flv$/.exec((req.params as { file: string }).file);
    if (!m) return text(reply, 404, MESSAGES.REWIND_ENDED.message);
    const t = (req.query as { t?: string }).t ?? '';
    if (!/^\d{1,15}$/.test(t)) return text(reply, 400, MESSAGES.REWIND_TIME_INVALID.message);
    let file;
    try {
      file = await rewind.file(Number(m[1]), Number(t));
    } catch (err) {
      if (err instanceof AppError) return text(reply, err.status, err.message);
      throw err;
    }
    const length = file.length();
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('x-rewind-from', String(file.fromMs))
      .type('video/x-flv');
    const head = req.method === 'HEAD';
    const follow = followFrom(req.headers.range);
    if (follow !== null && follow <= length) {
      reply.status(206).header('content-range', `bytes ${follow}-${REWIND_FOLLOW_END}/*`);
      return reply.send(head ? '' : Readable.from(file.bytes(follow, null)));
    }
    const range = follow !== null ? 'bad' : parseRange(req.headers.range, length);
    if (range === 'bad') return text(reply.header('content-range', `bytes */${length}`), 416, '请求的范围超出已录制的部分');
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${length}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(head ? '' : Readable.from(file.bytes(range.start, range.end + 1)));
    }
    reply.header('content-length', length);
    return reply.send(head ? '' : Readable.from(file.bytes(0, length)));
  });
}
