import { REWIND_WINDOW_MS, rewindFilePath, type TRewind } from '@sports/contracts';
import { AppError } from '../../http/errors';
import { flvHeader, setTagTimestamp } from './flv';
import type { LiveRecording, ReplayRecorder } from './recorder';
import type { ReplaysRepository } from './repository';
import type { ReplayStorage } from './storage';

/** A follower that has caught up with the recording looks for new bytes this often. */
const FOLLOW_POLL_MS = 300;

/**
 * The running recording from a keyframe, as one FLV: a header, the codec configuration in force at
 * the keyframe (stamped with its time), then the recording's bytes from the keyframe on. Its bytes
 * never change; it only grows while the broadcast goes on.
 */
export interface RewindFile {
  /** the keyframe's time, ms on the broadcast's timeline */
  fromMs: number;
  /** bytes of the file as far as the recording is on disk now */
  length(): number;
  /** bytes [from, to) of the file; `to` null: follow the recording as it grows until it is closed */
  bytes(from: number, to: number | null): AsyncGenerator<Buffer>;
}

export interface RewindDeps {
  recorder: Pick<ReplayRecorder, 'live' | 'liveReplay'>;
  repo: ReplaysRepository;
  storage: ReplayStorage;
  /** whether the room has a stream now (media); rooms not recorded are told apart from rooms offline */
  streaming: (roomId: number) => boolean;
  now: () => number;
}

/** Live rewind (时移) into the current broadcast's recording while it is written. */
export function rewindService(deps: RewindDeps) {
  const { recorder, repo, storage } = deps;

  /** The recording is one the replays module keeps: its row exists and is still recording (not deleted, not failed). */
  async function kept(rec: LiveRecording | null): Promise<(LiveRecording & { replayId: number }) | null> {
    if (!rec || rec.replayId === null) return null;
    const row = await repo.find(rec.replayId);
    return row?.state === 'recording' ? { ...rec, replayId: rec.replayId } : null;
  }

  /** The keyframe at or before `t`, no earlier than the window behind the live edge allows. */
  function point(rec: LiveRecording, t: number) {
    const p = rec.index.pointAt(Math.max(t, rec.index.lastTs - REWIND_WINDOW_MS));
    if (!p) throw new AppError('REWIND_NOT_READY');
    if (t > Math.max(0, rec.index.lastTs)) throw new AppError('REWIND_TIME_BEYOND');
    return p;
  }

  function file(rec: LiveRecording, t: number): RewindFile {
    const p = point(rec, t);
    const configs = [p.videoConfig, p.audioConfig].filter((c): c is Buffer => c !== null).map((c) => Buffer.from(c));
    for (const c of configs) setTagTimestamp(c, p.time);
    const prefix = Buffer.concat([flvHeader(), ...configs]);
    const ix = rec.index;
    const length = () => prefix.length + Math.max(0, ix.onDisk - p.position);
    async function* bytes(from: number, to: number | null): AsyncGenerator<Buffer> {
      let at = from;
      if (at < prefix.length) {
        const end = to === null ? prefix.length : Math.min(prefix.length, to);
        yield prefix.subarray(at, end);
        at = end;
      }
      for (;;) {
        const pos = p.position + at - prefix.length;
        const want = to === null ? ix.onDisk : Math.min(ix.onDisk, p.position + to - prefix.length);
        if (pos < want) {
          try {
            for await (const chunk of storage.reader(rec.key, { start: pos, end: want - 1 })) {
              const b = chunk as Buffer;
              at += b.length;
              yield b;
            }
          } catch (err) {
            // the broadcast ended and its file was finalised under another name: the answer ends here
            if (ix.closed) return;
            throw err;
          }
          continue;
        }
        // a closed recording is finalised (moved) next: the follower ends with what it had
        if (to !== null || ix.closed) return;
        await new Promise((r) => setTimeout(r, FOLLOW_POLL_MS));
      }
    }
    return { fromMs: p.time, length, bytes };
  }

  return {
    /** The room's current broadcast as it can be rewound; with `t`, where playing from `t` starts. */
    async info(roomId: number, t?: number): Promise<TRewind> {
      const rec = await kept(recorder.live(roomId));
      if (!rec) throw new AppError(recorder.live(roomId) || deps.streaming(roomId) ? 'REWIND_UNAVAILABLE' : 'REWIND_NOT_LIVE');
      const first = rec.index.pointAt(rec.index.lastTs - REWIND_WINDOW_MS);
      if (!first) throw new AppError('REWIND_NOT_READY');
      const from = t === undefined ? null : point(rec, t).time;
      return {
        roomId,
        replayId: rec.replayId,
        startedAt: rec.startedAt,
        liveMs: Math.max(0, rec.index.lastTs),
        earliestMs: first.time,
        fromMs: from,
        src: from === null ? null : rewindFilePath(rec.replayId, from),
        serverTime: deps.now(),
      };
    },

    /** The file of replay `replayId`'s running recording from the keyframe at or before `t`. */
    async file(replayId: number, t: number): Promise<RewindFile> {
      const rec = await kept(recorder.liveReplay(replayId));
      if (!rec) throw new AppError('REWIND_ENDED');
      return file(rec, t);
    },
  };
}
export type RewindService = ReturnType<typeof rewindService>;
