import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { flvPlaybackPath, type TRoomPlay, type TStreamInfo } from '@sports/contracts';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { operatorControls } from './operator-controls';
import { mediaRepository } from './repository';
import { RTMP_APP, type FlvSink, type Ingest, type IngestHooks } from './ingest';
import type { SessionUser } from '../modules/identity';

/** What media needs from the live capability (D2's liveService provides it). */
export interface MediaRooms {
  /** the caller's own room, created on first use; NOT_ANCHOR for non-anchors */
  requireOwnRoom(user: Caller): Promise<{ id: number; anchor_id: number }>;
  /** the room's anchor, or null when there is no such room */
  roomSummary(roomId: number): Promise<{ anchorId: number } | null>;
  /** live state follows the stream */
  setLive(roomId: number, live: boolean): Promise<void>;
  /** rooms that are live now (a restart may have left them so) */
  liveRoomIds(): Promise<number[]>;
}

/**
 * Where broadcasts are recorded (the replays capability). Each admitted publisher gets a segment
 * (what its viewers would receive, as FLV); a resume within the grace is the next segment of the
 * same broadcast; `finish` when the room goes offline.
 */
export interface MediaRecorder {
  segment(roomId: number): { write(chunk: Buffer): void; end(): void };
  finish(roomId: number): Promise<void>;
  /** recordings a stopped process left open */
  recover(): Promise<void>;
  /** shutdown: every open recording finished */
  finishAll(): Promise<void>;
}

export interface MediaLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MediaDeps {
  db: Kysely<Database>;
  rooms: MediaRooms;
  config: AppConfig['media'];
  log: MediaLog;
  now?: () => number;
  recorder?: MediaRecorder;
}

/** The anchor as the session gives them. */
type Caller = Pick<SessionUser, 'id' | 'isAnchor' | 'nickName'>;

/** A fresh stream key: 24 URL-safe characters (144 random bits). */
function newStreamKey(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Stream keys, room up/down and the live state that follows the stream.
 * The ingest asks `admit` synchronously, so the keys of opened rooms are kept in memory; every key
 * change goes through this service (the media server runs in one process).
 */
export function mediaService({ db, rooms, config, log, now = Date.now, recorder }: MediaDeps) {
  const repo = mediaRepository(db);
  /** stream key → room id, only for rooms that are up */
  const openKeys = new Map<string, number>();
  /** room id → its admitted publisher (kept through the offline grace period) */
  const publishers = new Map<number, { sessionId: string; streamPath: string }>();
  const offlineTimers = new Map<number, NodeJS.Timeout>();
  /** publisher session → its recording subscriber's detach */
  const recordings = new Map<string, () => void>();
  let ingest: Ingest | null = null;

  const fail = (what: string) => (err: unknown) => log.error({ err }, what);

  /** The room's stream row, made on first use; ROOM_NOT_FOUND when there is no such room. */
  async function streamRow(roomId: number) {
    const row = await repo.findStream(roomId);
    if (row) return row;
    if (!(await repo.insertStream({ room_id: roomId, stream_key: newStreamKey(), key_created_at: now(), is_up: 0 })))
      throw new AppError('ROOM_NOT_FOUND');
    const created = await repo.findStream(roomId);
    if (!created) throw new Error('media stream not stored');
    return created;
  }

  function pushServer(host: string): string {
    return config.rtmpPublicUrl ?? `rtmp://${host}:${ingest?.port() || config.rtmpPort}/${RTMP_APP}`;
  }

  /** The push settings of a room, from its stream row as it is now. */
  function info(roomId: number, row: { is_up: number; stream_key: string }, host: string): TStreamInfo {
    const server = pushServer(host);
    return {
      roomId,
      up: Number(row.is_up),
      live: publishers.has(roomId) ? 1 : 0,
      pushServer: server,
      streamKey: row.stream_key,
      pushUrl: `${server}/${row.stream_key}`,
      enabled: config.enabled ? 1 : 0,
    };
  }

  function cancelOffline(roomId: number) {
    const t = offlineTimers.get(roomId);
    if (t) clearTimeout(t);
    offlineTimers.delete(roomId);
  }

  /** Records an admitted publisher's stream once NMS has made it the path's publisher (right after prePublish). */
  function record(roomId: number, sessionId: string, streamPath: string) {
    if (!recorder) return;
    setImmediate(() => {
      if (publishers.get(roomId)?.sessionId !== sessionId || !ingest) return;
      const segment = recorder.segment(roomId);
      const detach = ingest.play(streamPath, {
        ip: '',
        write: (chunk) => segment.write(chunk),
        backlog: () => 0,
        end: () => segment.end(),
      });
      if (!detach) return segment.end();
      recordings.set(sessionId, () => {
        detach();
        segment.end();
      });
    });
  }

  function stopRecording(sessionId: string) {
    recordings.get(sessionId)?.();
    recordings.delete(sessionId);
  }

  /** Ends the broadcast now: viewers are closed, the publisher dropped, the room offline, the recording finished. */
  async function goOffline(roomId: number) {
    cancelOffline(roomId);
    const p = publishers.get(roomId);
    publishers.delete(roomId);
    if (p) {
      stopRecording(p.sessionId);
      ingest?.disconnect(p.sessionId);
      ingest?.endViewers(p.streamPath);
    }
    await rooms.setLive(roomId, false);
    // finalising (index, poster) runs on its own: taking a room down does not wait for it
    recorder?.finish(roomId).catch(fail('recording not finished'));
  }

  /** Closes the room (its key admits no publish until the next 开播) and ends its broadcast at once. */
  async function closeRoom(roomId: number) {
    const row = await streamRow(roomId);
    await repo.updateStream(roomId, { is_up: 0, down_at: now() });
    openKeys.delete(row.stream_key);
    await goOffline(roomId);
    return row;
  }

  function scheduleOffline(roomId: number, sessionId: string | null) {
    cancelOffline(roomId);
    const timer = setTimeout(() => {
      offlineTimers.delete(roomId);
      // a new publisher arrived meanwhile: the broadcast goes on
      if (sessionId !== null && publishers.get(roomId)?.sessionId !== sessionId) return;
      goOffline(roomId).catch(fail('room offline failed'));
    }, config.offlineGraceMs);
    timer.unref();
    offlineTimers.set(roomId, timer);
  }

  const hooks: IngestHooks = {
    admit({ name, sessionId, ip }) {
      const roomId = openKeys.get(name);
      if (roomId === undefined) {
        log.info({ ip }, 'publish refused: unknown stream key or room not up');
        return false;
      }
      cancelOffline(roomId);
      const streamPath = `/${RTMP_APP}/${name}`;
      publishers.set(roomId, { sessionId, streamPath });
      record(roomId, sessionId, streamPath);
      log.info({ roomId, ip }, 'publish started');
      rooms.setLive(roomId, true).catch(fail('room live failed'));
      return true;
    },
    ended(sessionId) {
      for (const [roomId, p] of publishers) {
        if (p.sessionId !== sessionId) continue;
        log.info({ roomId }, 'publisher left');
        stopRecording(sessionId);
        scheduleOffline(roomId, sessionId);
      }
    },
  };

  const svc = {
    hooks,
    /** Connects the running ingest; loads the keys of opened rooms; rooms left live by a restart get the grace period to reconnect. */
    async attach(i: Ingest) {
      ingest = i;
      await recorder?.recover();
      for (const r of await repo.upStreams()) openKeys.set(r.stream_key, Number(r.room_id));
      for (const roomId of await rooms.liveRoomIds()) if (!publishers.has(roomId)) scheduleOffline(roomId, null);
    },
    async detach() {
      for (const t of offlineTimers.values()) clearTimeout(t);
      offlineTimers.clear();
      for (const sessionId of [...recordings.keys()]) stopRecording(sessionId);
      ingest = null;
      await recorder?.finishAll();
    },

    /** The anchor's push settings (creating room and key on first use). */
    async streamInfo(user: Caller, host: string): Promise<TStreamInfo> {
      const room = await rooms.requireOwnRoom(user);
      const roomId = Number(room.id);
      return info(roomId, await streamRow(roomId), host);
    },

    /** 开播: opens the anchor's room for a stream and returns where to push. */
    async up(user: Caller, host: string): Promise<TStreamInfo> {
      const room = await rooms.requireOwnRoom(user);
      if (!config.enabled || !ingest) throw new AppError('MEDIA_OFF');
      const roomId = Number(room.id);
      const row = await streamRow(roomId);
      if (row.closed_at !== null) throw new AppError('ROOM_CLOSED');
      await repo.updateStream(roomId, { is_up: 1, up_at: now() });
      openKeys.set(row.stream_key, roomId);
      return info(roomId, { ...row, is_up: 1 }, host);
    },

    /** 下播: closes the room; a running stream is cut and the room goes offline at once. */
    async down(user: Caller, roomId: number, host: string): Promise<TStreamInfo> {
      const room = await rooms.roomSummary(roomId);
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      if (room.anchorId !== Number(user.id)) throw new AppError('ROOM_NOT_OWNER');
      const row = await closeRoom(roomId);
      return info(roomId, { ...row, is_up: 0 }, host);
    },

    /**
     * An operator cuts the room's stream (a report acted on): as 下播, without the owner check: the
     * publisher is dropped, its viewers ended, the recording finished, the room offline and closed.
     */
    async cut(roomId: number): Promise<void> {
      // closeRoom reads the stream row first, which answers ROOM_NOT_FOUND for an unknown room.
      await closeRoom(roomId);
    },

    ...operatorControls({ db, repo, now, streamRow, closeRoom, live: (roomId) => publishers.has(roomId) }),

    /** A new stream key; the old one stops working (a stream pushed with it is cut). */
    async resetKey(user: Caller, host: string): Promise<TStreamInfo> {
      const room = await rooms.requireOwnRoom(user);
      const roomId = Number(room.id);
      const row = await streamRow(roomId);
      const key = newStreamKey();
      await repo.updateStream(roomId, { stream_key: key, key_created_at: now() });
      if (openKeys.delete(row.stream_key)) openKeys.set(key, roomId);
      if (publishers.has(roomId)) await goOffline(roomId);
      return info(roomId, { ...row, stream_key: key }, host);
    },

    /** Playback addresses while the room has a stream (room detail); null otherwise. */
    play(roomId: number): TRoomPlay | null {
      return publishers.has(roomId) ? { flv: flvPlaybackPath(roomId), hls: null } : null;
    },

    /** Attaches a viewer to the room's stream; null when nothing is being published. */
    watch(roomId: number, sink: FlvSink): (() => void) | null {
      const p = publishers.get(roomId);
      if (!p || !ingest) return null;
      return ingest.play(p.streamPath, sink);
    },
  };
  return svc;
}
export type MediaService = ReturnType<typeof mediaService>;
