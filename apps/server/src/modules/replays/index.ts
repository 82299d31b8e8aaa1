import { spawnSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import { replayRecorder, type RecorderLog, type RecorderRooms } from './recorder';
import { replaysRepository } from './repository';
import { applyRetention } from './retention';
import { clipService, CLIP_TRADE_TYPE, type ClipPorts } from './clips';
import { replayConsoleActions } from './console';
import { cutPointService, type CutPointPorts } from './cut-points';
import { clipApiRoutes, clipTapiRoutes, registerReplayFiles, replayApiRoutes } from './routes';
import { rewindService } from './rewind';
import { registerRewindFiles, rewindApiRoutes } from './rewind-routes';
import { replayService, type ReplayReadPorts } from './service';
import { localReplayStorage, type ReplayStorage } from './storage';

export type { ReplayStorage } from './storage';
export type { RecordingSegment } from './recorder';
export type { TimedIncident } from './cut-points';
export { replayCommands } from './admin';

export { CLIP_TRADE_TYPE };
export type ReplayPorts = RecorderRooms &
  ReplayReadPorts &
  Pick<ClipPorts, 'spendOnce'> &
  Partial<CutPointPorts> & {
    /** whether the room has a stream now (media): live rewind tells a broadcast not recorded from an offline room */
    streaming?: (roomId: number) => boolean;
  };

/** How often retention runs besides after every finished recording. */
const SWEEP_MS = 3600_000;

function findFfmpeg(): string | null {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0 ? 'ffmpeg' : null;
}

/**
 * The replays capability (issue 14, decision 0027): records every broadcast through the media
 * capability's recorder port, keeps the files in a replay storage under a retention rule, and
 * serves lists, files (range requests), the broadcast's chat and the anchor's delete.
 */
export function replaysModule(deps: {
  db: Kysely<Database>;
  config: AppConfig['replays'];
  log: RecorderLog;
  ports: ReplayPorts;
  now?: () => number;
  limiter?: RateLimiter;
  storage?: ReplayStorage;
}) {
  const now = deps.now ?? Date.now;
  const repo = replaysRepository(deps.db);
  const storage = deps.storage ?? localReplayStorage(deps.config.dir);
  const rule = { days: deps.config.retentionDays, maxBytes: deps.config.maxBytes };
  const service = replayService({ repo, storage, ports: deps.ports });
  const clips = clipService({ db: deps.db, repo, storage, ports: deps.ports, now });
  const cutPoints = cutPointService({ replays: service, ports: deps.ports });
  let sweeping: Promise<number[]> | null = null;
  const sweep = (): Promise<number[]> => {
    sweeping ??= applyRetention({ repo, storage, log: deps.log, now }, rule).finally(() => {
      sweeping = null;
    });
    return sweeping;
  };
  const recorder = replayRecorder({
    repo,
    storage,
    rooms: deps.ports,
    log: deps.log,
    now,
    finalise: { ffmpeg: deps.config.record ? findFfmpeg() : null },
    onFinished: () => void sweep().catch((err: unknown) => deps.log.error({ err }, 'replay retention failed')),
  });
  const rewind = rewindService({ recorder, repo, storage, streaming: (roomId) => deps.ports.streaming?.(roomId) ?? false, now });
  let timer: NodeJS.Timeout | null = null;
  return {
    service,
    clips,
    cutPoints,
    recorder,
    rewind,
    storage,
    /** Applies the retention rule now; the ids removed. */
    sweep,
    api: [replayApiRoutes(service, cutPoints, deps.limiter), clipApiRoutes(clips, deps.limiter), rewindApiRoutes(rewind)],
    tapi: clipTapiRoutes(clips, deps.limiter),
    /** Operator actions for the console (decision 0028). */
    console: replayConsoleActions(clips),
    registerFiles: (app: FastifyInstance) => {
      registerReplayFiles(app, service, clips, storage);
      registerRewindFiles(app, rewind);
    },
    startSweep() {
      timer ??= setInterval(() => void sweep().catch((err: unknown) => deps.log.error({ err }, 'replay retention failed')), SWEEP_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await recorder.finishAll();
    },
  };
}
export type ReplaysModule = ReturnType<typeof replaysModule>;
