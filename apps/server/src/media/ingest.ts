import net from 'node:net';
import Context from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import BaseSession from 'node-media-server/src/session/base_session.js';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';

/**
 * RTMP ingest on node-media-server 4.x: its RTMP protocol, sessions and broadcast hub (GOP cache,
 * FLV muxing) run inside this process on a listener of our own. NMS's full server is not started:
 * it would add an unauthenticated admin site, auto-recording and a JSON store in the working
 * directory. Playback is not served by NMS either: viewers attach through `play()` (the product's
 * HTTP-FLV route), RTMP play is refused.
 */

/** The only RTMP application: `rtmp://host:port/live/<stream key>`. */
export const RTMP_APP = 'live';

export interface PublishAttempt {
  sessionId: string;
  app: string;
  /** the stream name, i.e. the key the publisher presented */
  name: string;
  ip: string;
}

/** A viewer's connection: where FLV tags go. */
export interface FlvSink {
  ip: string;
  write(chunk: Buffer): void;
  /** bytes written but not yet taken by the client */
  backlog(): number;
  end(): void;
}

export interface IngestHooks {
  /**
   * Decides, synchronously, whether a publish may start (NMS emits prePublish synchronously and
   * answers the publisher right after). A refusal closes the connection before any media is read.
   */
  admit(attempt: PublishAttempt): boolean;
  /** an admitted publisher's connection is gone */
  ended(sessionId: string, streamPath: string): void;
}

export interface Ingest {
  listen(host: string, port: number): Promise<number>;
  close(): Promise<void>;
  /** the port listened on, 0 before listen */
  port(): number;
  /** drops an admitted publisher (room taken down) */
  disconnect(sessionId: string): void;
  /** attaches a viewer to a publishing stream; returns the detach function, null when nothing is published */
  play(streamPath: string, sink: FlvSink): (() => void) | null;
  /** ends every viewer of a path (the room went offline) */
  endViewers(streamPath: string): void;
}

const QUIET_NMS_LOG = 'error';
const NMS_SLOT_GRACE_MS = 1000;

export function createIngest(hooks: IngestHooks): Ingest {
  nmsLogger.level = QUIET_NMS_LOG;
  const ownSessions = new Set<string>();
  const publishers = new Map<string, RtmpSession>();
  const viewers = new Map<string, Set<BaseSession>>();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let boundPort = 0;

  const refuse = (s: RtmpSession) => {
    s.rtmp.onPacketCallback = () => {};
    s.socket.destroy();
  };

  const onPrePublish = (session: BaseSession) => {
    if (!ownSessions.has(session.id)) return;
    const s = session as RtmpSession;
    // NMS keeps a dropped publisher's slot for 30 s; the product has its own grace period (hooks.ended)
    s.broadcast.publishGraceMs = NMS_SLOT_GRACE_MS;
    const admitted =
      s.streamApp === RTMP_APP &&
      s.broadcast.getPublishStatus() !== 'publishing' &&
      hooks.admit({ sessionId: s.id, app: s.streamApp, name: s.streamName, ip: s.ip });
    if (!admitted) {
      refuse(s);
      return;
    }
    publishers.set(s.id, s);
    s.socket.once('close', () => {
      publishers.delete(s.id);
      hooks.ended(s.id, s.streamPath);
    });
  };
  const onPrePlay = (session: BaseSession) => {
    // RTMP play would bypass the product's playback route (and expose the stream by its key)
    if (ownSessions.has(session.id)) (session as RtmpSession).socket.destroy();
  };
  Context.eventEmitter.on('prePublish', onPrePublish);
  Context.eventEmitter.on('prePlay', onPrePlay);

  const onConnection = (socket: net.Socket) => {
    sockets.add(socket);
    const session = new RtmpSession(socket);
    ownSessions.add(session.id);
    socket.on('close', () => {
      sockets.delete(socket);
      ownSessions.delete(session.id);
    });
    session.run();
    Context.sessions.set(session.id, session);
  };

  return {
    listen(host, port) {
      return new Promise((resolve, reject) => {
        const srv = net.createServer(onConnection);
        srv.once('error', reject);
        srv.listen(port, host, () => {
          srv.off('error', reject);
          server = srv;
          boundPort = (srv.address() as net.AddressInfo).port;
          resolve(boundPort);
        });
      });
    },
    async close() {
      Context.eventEmitter.off('prePublish', onPrePublish);
      Context.eventEmitter.off('prePlay', onPrePlay);
      for (const set of viewers.values()) for (const v of set) v.close();
      viewers.clear();
      for (const s of sockets) s.destroy();
      const srv = server;
      server = null;
      if (srv) await new Promise<void>((resolve) => srv.close(() => resolve()));
    },
    port: () => boundPort,
    disconnect(sessionId) {
      publishers.get(sessionId)?.socket.destroy();
    },
    play(streamPath, sink) {
      const broadcast = Context.broadcasts.get(streamPath);
      if (!broadcast || broadcast.getPublishStatus() !== 'publishing') return null;
      const viewer = new BaseSession();
      viewer.protocol = 'flv';
      viewer.ip = sink.ip;
      viewer.streamPath = streamPath;
      let open = true;
      const detach = () => {
        if (!open) return;
        open = false;
        broadcast.donePlay(viewer);
        viewers.get(streamPath)?.delete(viewer);
      };
      viewer.sendBuffer = (chunk) => {
        if (!open) return;
        // a viewer that stopped reading is dropped rather than buffered without bound; its player reconnects
        if (sink.backlog() > SLOW_VIEWER_BYTES) viewer.close();
        else sink.write(chunk);
      };
      viewer.close = () => {
        detach();
        sink.end();
      };
      const err = broadcast.postPlay(viewer);
      if (err !== null) return null;
      let set = viewers.get(streamPath);
      if (!set) viewers.set(streamPath, (set = new Set()));
      set.add(viewer);
      return detach;
    },
    endViewers(streamPath) {
      for (const v of [...(viewers.get(streamPath) ?? [])]) v.close();
      viewers.delete(streamPath);
    },
  };
}

/** Bytes written while the client's socket buffer stayed full before a viewer is dropped (about 10 s of a 6 Mbit/s stream). */
const SLOW_VIEWER_BYTES = 8 * 1024 * 1024;
