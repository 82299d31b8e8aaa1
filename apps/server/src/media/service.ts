import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { flvPlaybackPath, type TRoomPlay, type TStreamInfo } from '@sports/contracts';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { RTMP_APP, type FlvSink, type Ingest, type IngestHooks } from './ingest';

/** What media needs from the live capability (D2's liveService provides it). */
export interface MediaRooms {
  /** the caller's own room, created on first use; NOT_ANCHOR for non-anchors */
  requireOwnRoom(user: { id: number; is_anchor: number; nick_name: string }): Promise<{ id: number; anchor_id: number }>;
  getRoom(roomId: number): Promise<{ id: number; anchor_id: number; is_live: number } | undefined>;
  /** live state follows the stream */
  setLive(roomId: number, live: boolean): Promise<void>;
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
}

type Caller = { id: number; is_anchor: number; nick_name: string };

/** A fresh stream key: 24 URL-safe characters (144 random bits). */
function newStreamKey(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Stream keys, room up/down and the live state that follows the stream.
 * The ingest asks `admit` synchronously, so the keys of opened rooms are kept in memory; every key
 * change goes through this service (the media server runs in one process).
 */
export function mediaService({ db, rooms, config, log, now = Date.now }: MediaDeps) {
  /** stream key → room id, only for rooms that are up */
  const openKeys = new Map<string, number>();
  /** room id → its admitted publisher (kept through the offline grace period) */
  const publishers = new Map<number, { sessionId: string; streamPath: string }>();
  const offlineTimers = new Map<number, NodeJS.Timeout>();
  let ingest: Ingest | null = null;

  const fail = (what: string) => (err: unknown) => log.error({ err }, what);

  async function streamRow(roomId: number) {
    const row = await db.selectFrom('media_stream').selectAll().where('room_id', '=', roomId).executeTakeFirst();
    if (row) return row;
    const t = now();
    await db.insertInto('media_stream').values({ room_id: roomId, stream_key: newStreamKey(), key_created_at: t, is_up: 0 }).onConflict((oc) => oc.column('room_id').doNothing()).execute();
    return db.selectFrom('media_stream').selectAll().where('room_id', '=', roomId).executeTakeFirstOrThrow();
  }

  function pushServer(host: string): string {
    return config.rtmpPublicUrl ?? `rtmp://${host}:${ingest?.port() || config.rtmpPort}/${RTMP_APP}`;
  }

  async function info(roomId: number, host: string): Promise<TStreamInfo> {
    const row = await streamRow(roomId);
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

  /** Ends the broadcast now: viewers are closed, the publisher dropped, the room offline. */
  async function goOffline(roomId: number) {
    cancelOffline(roomId);
    const p = publishers.get(roomId);
    publishers.delete(roomId);
    if (p) {
      ingest?.disconnect(p.sessionId);
      ingest?.endViewers(p.streamPath);
    }
    await rooms.setLive(roomId, false);
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
      publishers.set(roomId, { sessionId, streamPath: `/${RTMP_APP}/${name}` });
      log.info({ roomId, ip }, 'publish started');
      rooms.setLive(roomId, true).catch(fail('room live failed'));
      return true;
    },
    ended(sessionId) {
      for (const [roomId, p] of publishers) {
        if (p.sessionId !== sessionId) continue;
        log.info({ roomId }, 'publisher left');
        scheduleOffline(roomId, sessionId);
      }
    },
  };

  const svc = {
    hooks,
    /** Connects the running ingest; loads the keys of opened rooms; rooms left live by a restart get the grace period to reconnect. */
    async attach(i: Ingest) {
      ingest = i;
      const up = await db.selectFrom('media_stream').select(['room_id', 'stream_key']).where('is_up', '=', 1).execute();
      for (const r of up) openKeys.set(r.stream_key, Number(r.room_id));
      const live = await db.selectFrom('live_room').select('id').where('is_live', '=', 1).execute();
      for (const r of live) if (!publishers.has(Number(r.id))) scheduleOffline(Number(r.id), null);
    },
    detach() {
      for (const t of offlineTimers.values()) clearTimeout(t);
      offlineTimers.clear();
      ingest = null;
    },

    /** The anchor's push settings (creating room and key on first use). */
    async streamInfo(user: Caller, host: string): Promise<TStreamInfo> {
      const room = await rooms.requireOwnRoom(user);
      return info(Number(room.id), host);
    },

    /** 开播: opens the anchor's room for a stream and returns where to push. */
    async up(user: Caller, host: string): Promise<TStreamInfo> {
      const room = await rooms.requireOwnRoom(user);
      if (!config.enabled || !ingest) throw new AppError('MEDIA_OFF');
      const roomId = Number(room.id);
      const row = await streamRow(roomId);
      await db.updateTable('media_stream').set({ is_up: 1, up_at: now() }).where('room_id', '=', roomId).execute();
      openKeys.set(row.stream_key, roomId);
      return info(roomId, host);
    },

    /** 下播: closes the room; a running stream is cut and the room goes offline at once. */
    async down(user: Caller, roomId: number, host: string): Promise<TStreamInfo> {
      const room = await rooms.getRoom(roomId);
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      if (Number(room.anchor_id) !== Number(user.id)) throw new AppError('ROOM_NOT_OWNER');
      const row = await streamRow(roomId);
      await db.updateTable('media_stream').set({ is_up: 0, down_at: now() }).where('room_id', '=', roomId).execute();
      openKeys.delete(row.stream_key);
      await goOffline(roomId);
      return info(roomId, host);
    },

    /** A new stream key; the old one stops working (a stream pushed with it is cut). */
    async resetKey(user: Caller, host: string): Promise<TStreamInfo> {
      const room = await rooms.requireOwnRoom(user);
      const roomId = Number(room.id);
      const row = await streamRow(roomId);
      const key = newStreamKey();
      await db.updateTable('media_stream').set({ stream_key: key, key_created_at: now() }).where('room_id', '=', roomId).execute();
      if (openKeys.delete(row.stream_key)) openKeys.set(key, roomId);
      if (publishers.has(roomId)) await goOffline(roomId);
      return info(roomId, host);
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
