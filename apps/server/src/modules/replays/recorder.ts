import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { FlvTagReader, flvHeader, isSequenceHeader, setTagTimestamp, TAG_AUDIO, TAG_VIDEO } from './flv';
import { finaliseRecording, type FinaliseDeps } from './finalise';
import { GrowingIndex } from './live-index';
import type { ReplaysRepository } from './repository';
import type { ReplayStorage } from './storage';

/** What recording needs of a room when a broadcast begins (the live capability). */
export interface RecorderRooms {
  room(roomId: number): Promise<{ anchorId: number; matchId: number | null; title: string } | null>;
}

export interface RecorderLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Where one publish's FLV goes (the media capability writes what its viewers would get). */
export interface RecordingSegment {
  write(chunk: Buffer): void;
  end(): void;
}

/** Gap put between two publishes of one broadcast on the file's timeline (one frame at 25 fps). */
const RESUME_GAP_MS = 40;

interface Recording {
  roomId: number;
  recKey: string;
  fileKey: string;
  out: Writable;
  startedAt: number;
  lastWriteAt: number;
  /** keyframes and bytes written so far (live rewind); its lastTs is the last timestamp written */
  index: GrowingIndex;
  segments: [number, number][];
  id: Promise<number | null>;
  /** the row's id once stored */
  replayId: number | null;
}

/** A recording being written, as live rewind reads it. */
export interface LiveRecording {
  roomId: number;
  replayId: number | null;
  /** storage key of the file being written */
  key: string;
  startedAt: number;
  index: GrowingIndex;
}

const liveView = (rec: Recording): LiveRecording => ({
  roomId: rec.roomId,
  replayId: rec.replayId,
  key: rec.recKey,
  startedAt: rec.startedAt,
  index: rec.index,
});

/** `12/1733000000000-a1b2c3d4`: a room's folder and a name no two broadcasts share. */
function baseKey(roomId: number, startedAt: number): string {
  return `${roomId}/${startedAt}-${randomBytes(4).toString('hex')}`;
}

/**
 * Records every broadcast while it streams: the publisher's tags written to a file of the room
 * (no second encode), timestamps made continuous across publishes of one broadcast (a resume within
 * the offline grace), the row created at once and finalised (seek index, duration, poster) when the
 * broadcast is over.
 */
export function replayRecorder(deps: {
  repo: ReplaysRepository;
  storage: ReplayStorage;
  rooms: RecorderRooms;
  log: RecorderLog;
  now: () => number;
  finalise: Omit<FinaliseDeps, 'repo' | 'storage' | 'log'>;
  /** after a recording is finalised (retention runs) */
  onFinished: () => void;
}) {
  const { repo, storage, rooms, log, now } = deps;
  const open = new Map<number, Recording>();
  const finishing = new Set<Promise<void>>();

  function begin(roomId: number): Recording {
    const startedAt = now();
    const base = baseKey(roomId, startedAt);
    const recKey = `${base}.rec.flv`;
    const out = storage.writer(recKey);
    out.on('error', (err) => log.error({ err, roomId }, 'replay write failed'));
    const index = new GrowingIndex();
    const header = flvHeader();
    out.write(header, index.append(header, null));
    const rec: Recording = {
      roomId,
      recKey,
      fileKey: `${base}.flv`,
      out,
      startedAt,
      lastWriteAt: startedAt,
      index,
      segments: [],
      id: Promise.resolve(null),
      replayId: null,
    };
    rec.id = (async () => {
      const room = await rooms.room(roomId);
      if (!room) return null;
      rec.replayId = await repo.insert({
        room_id: roomId,
        anchor_id: room.anchorId,
        match_id: room.matchId,
        title: room.title,
        state: 'recording',
        file_key: rec.fileKey,
        started_at: startedAt,
      });
      return rec.replayId;
    })().catch((err: unknown) => {
      log.error({ err, roomId }, 'replay row not stored');
      return null;
    });
    open.set(roomId, rec);
    log.info({ roomId, key: rec.fileKey }, 'recording started');
    return rec;
  }

  const api = {
    /** A publisher of the room began: a new broadcast, or the next part of the open one. */
    segment(roomId: number): RecordingSegment {
      const rec = open.get(roomId) ?? begin(roomId);
      const reader = new FlvTagReader();
      let offset: number | null = null;
      let ended = false;
      return {
        write(chunk) {
          if (ended || open.get(roomId) !== rec) return;
          reader.push(chunk, (tag) => {
            // the publisher's onMetaData is dropped: the finalised file gets one with the index
            if (tag.type !== TAG_AUDIO && tag.type !== TAG_VIDEO) return;
            const lastTs = rec.index.lastTs;
            const start = lastTs < 0 ? 0 : lastTs + RESUME_GAP_MS;
            // codec configuration comes at 0 whatever the media timestamps: the offset follows the first media tag
            if (offset === null && !isSequenceHeader(tag.bytes)) {
              offset = start - tag.timestamp;
              rec.segments.push([now(), start]);
            }
            const ts = offset === null ? Math.max(0, lastTs) : Math.max(0, tag.timestamp + offset);
            setTagTimestamp(tag.bytes, ts);
            rec.lastWriteAt = now();
            rec.out.write(tag.bytes, rec.index.append(tag.bytes, ts));
          });
        },
        end() {
          ended = true;
        },
      };
    },

    /** The room's broadcast is over: the file is closed and finalised. */
    async finish(roomId: number): Promise<void> {
      const rec = open.get(roomId);
      if (!rec) return;
      open.delete(roomId);
      rec.index.closed = true;
      const done = (async () => {
        rec.out.end();
        if (!rec.out.closed) await once(rec.out, 'close').catch(() => undefined);
        const id = await rec.id;
        if (id === null) {
          await storage.remove(rec.recKey);
          return;
        }
        await repo.update(id, { segments: JSON.stringify(rec.segments) });
        await finaliseRecording({ repo, storage, log, ...deps.finalise }, id, rec.recKey, rec.fileKey, rec.lastWriteAt);
        deps.onFinished();
      })().catch((err: unknown) => log.error({ err, roomId }, 'replay not finalised'));
      finishing.add(done);
      await done;
      finishing.delete(done);
    },

    /** Whether a room is being recorded now. */
    recording: (roomId: number) => open.has(roomId),

    /** The room's recording being written (live rewind); null when none. */
    live(roomId: number): LiveRecording | null {
      const rec = open.get(roomId);
      return rec ? liveView(rec) : null;
    },

    /** The recording being written that will be replay `replayId`; null once finished or when none. */
    liveReplay(replayId: number): LiveRecording | null {
      for (const rec of open.values()) if (rec.replayId === replayId) return liveView(rec);
      return null;
    },

    /** Recordings a stopped process left open are finalised from what reached the disk. */
    async recover(): Promise<void> {
      for (const row of await repo.recording()) {
        if ([...open.values()].some((r) => r.fileKey === row.file_key)) continue;
        const recKey = row.file_key.replace(/\.flv$/, '.rec.flv');
        await finaliseRecording({ repo, storage, log, ...deps.finalise }, Number(row.id), recKey, row.file_key, null).catch(
          (err: unknown) => log.error({ err, id: row.id }, 'replay not recovered'),
        );
      }
    },

    /** Ends every open recording (shutdown). */
    async finishAll(): Promise<void> {
      await Promise.all([...open.keys()].map((roomId) => api.finish(roomId)));
      await Promise.all([...finishing]);
    },
  };
  return api;
}
export type ReplayRecorder = ReturnType<typeof replayRecorder>;
