/** The parts of node-media-server 4.x (plain CommonJS, no bundled types) the ingest uses. */
declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  import type BroadcastServer from 'node-media-server/src/server/broadcast_server.js';
  import type BaseSession from 'node-media-server/src/session/base_session.js';
  const Context: {
    config: Record<string, unknown>;
    sessions: Map<string, BaseSession>;
    broadcasts: Map<string, BroadcastServer>;
    eventEmitter: EventEmitter;
  };
  export default Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string };
  export default logger;
}

declare module 'node-media-server/src/session/base_session.js' {
  export default class BaseSession {
    id: string;
    ip: string;
    isPublisher: boolean;
    protocol: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    streamQuery: Record<string, unknown>;
    createTime: number;
    inBytes: number;
    outBytes: number;
    sendBuffer: (buffer: Buffer) => void;
    close: () => void;
  }
}

declare module 'node-media-server/src/session/rtmp_session.js' {
  import type { Socket } from 'node:net';
  import type BaseSession from 'node-media-server/src/session/base_session.js';
  import type BroadcastServer from 'node-media-server/src/server/broadcast_server.js';
  export default class RtmpSession extends BaseSession {
    constructor(socket: Socket);
    socket: Socket;
    broadcast: BroadcastServer;
    rtmp: { onPacketCallback: (packet: unknown) => void };
    run: () => void;
  }
}

declare module 'node-media-server/src/server/broadcast_server.js' {
  import type BaseSession from 'node-media-server/src/session/base_session.js';
  export default class BroadcastServer {
    constructor(streamPath: string);
    streamPath: string;
    publisher: BaseSession | null;
    subscribers: Map<string, BaseSession>;
    publishGraceMs: number;
    postPlay: (session: BaseSession) => string | null;
    donePlay: (session: BaseSession) => void;
    getPublishStatus: () => 'publishing' | 'reconnecting' | 'idle';
  }
}
