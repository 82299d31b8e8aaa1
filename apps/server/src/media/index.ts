import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../http/rate-limit';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/schema';
import { createIngest, type Ingest } from './ingest';
import { mediaApiRoutes, registerFlvRoute } from './routes';
import { mediaService, type MediaLog, type MediaRecorder, type MediaRooms } from './service';

export type { MediaRecorder } from './service';
export { mediaConsoleActions } from './console';

/**
 * The media capability: stream keys, room up/down, RTMP ingest and HTTP-FLV playback.
 * `start()` opens the RTMP listener (main.ts; tests with port 0); until then up answers MEDIA_OFF.
 */
export { demoBroadcast, dressDemoRoom } from './demo';
export function mediaModule(deps: {
  db: Kysely<Database>;
  rooms: MediaRooms;
  config: AppConfig['media'];
  log: MediaLog;
  now?: () => number;
  limiter?: RateLimiter;
  /** where broadcasts are recorded (the replays capability); none: nothing is recorded */
  recorder?: MediaRecorder;
}) {
  const service = mediaService(deps);
  let ingest: Ingest | null = null;
  return {
    service,
    api: mediaApiRoutes(service, deps.limiter),
    registerPlayback: (app: FastifyInstance) => registerFlvRoute(app, service),
    /** Listens for RTMP on the configured (or given) port; returns the port. */
    async start(port = deps.config.rtmpPort, host = deps.config.rtmpHost): Promise<number> {
      if (!deps.config.enabled || ingest) return ingest?.port() ?? 0;
      const i = createIngest(service.hooks);
      const bound = await i.listen(host, port);
      ingest = i;
      await service.attach(i);
      deps.log.info({ host, port: bound }, 'RTMP ingest listening');
      return bound;
    },
    async stop() {
      await service.detach();
      await ingest?.close();
      ingest = null;
    },
  };
}
export type MediaModule = ReturnType<typeof mediaModule>;
