import websocket from '@fastify/websocket';
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { MESSAGES } from '@sports/contracts';
import { originOf } from '../config/env';
import { clientOrigin } from '../http/client-origin';
import { errorBody } from '../http/errors';
import type { ChatEvents } from '../modules/chat';
import type { LiveEvents } from '../modules/live';
import type { SportsEvents } from '../modules/sports';
import { bridgeChatEvents, bridgeLiveEvents, bridgeSportsEvents } from './bridge';
import type { LiveBus } from './bus';
import { createHub, type HubSocket, type SayHandler, type SnapshotFor } from './hub';
import { releaseUpgrade, socketUser, upgradeResponses } from './upgrade';

export const WS_PATH = '/ws';
/** Client messages are small (sub/unsub/ping); anything larger is refused by the socket. */
const MAX_CLIENT_MESSAGE = 4096;

/** Registers the WebSocket endpoint and wires domain events (sports, chat) to the bus and the bus to sockets. */
export async function registerRealtime(
  app: FastifyInstance,
  deps: {
    bus: LiveBus;
    events: SportsEvents;
    chatEvents: ChatEvents;
    liveEvents: LiveEvents;
    snapshot: SnapshotFor;
    say?: SayHandler;
    /** Origins allowed besides the page's own host, and the connections one client address may hold. */
    ws: { allowedOrigins: string[]; maxPerIp: number };
  },
) {
  const perIp = new Map<string, number>();
  /** A browser's page on another origin must not open a socket with the visitor's cookies. */
  const originAllowed = (req: FastifyRequest) => {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    const o = originOf(origin);
    return o !== null && (new URL(o).host === req.host || deps.ws.allowedOrigins.includes(o));
  };
  const hub = createHub({ bus: deps.bus, snapshot: deps.snapshot, say: deps.say });
  const bridge = bridgeSportsEvents(deps.events, deps.bus, (err) => app.log.error({ err }, 'live publish failed'));
  const offChat = bridgeChatEvents(deps.chatEvents, deps.bus);
  const offLive = bridgeLiveEvents(deps.liveEvents, deps.bus, (err) => app.log.error({ err }, 'live publish failed'));
  /** A socket's protocol error (e.g. a frame past MAX_CLIENT_MESSAGE): logged and the socket dropped, as @fastify/websocket does. */
  function onSocketError(this: WebSocket, err: Error) {
    app.log.error({ err }, 'websocket error');
    this.terminate();
  }
  const preValidation = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!originAllowed(req)) return reply.status(403).send(errorBody(MESSAGES.FORBIDDEN.code, '不允许从其他网站连接'));
    if ((perIp.get(req.ip) ?? 0) >= deps.ws.maxPerIp)
      return reply.status(429).send(errorBody(MESSAGES.TOO_MANY_REQUESTS.code, '连接数过多，请关闭其他页面后重试'));
    upgradeResponses.set(req, reply.raw);
  };
  /** Counts a socket against its address until it closes. */
  const countPerIp = (socket: WebSocket, ip: string) => {
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    socket.on('close', () => {
      const n = (perIp.get(ip) ?? 1) - 1;
      if (n > 0) perIp.set(ip, n);
      else perIp.delete(ip);
    });
  };
  // @fastify/websocket in a scope of its own: its hooks (and its wrapper around every route's
  // handler) run for /ws alone, not for every answer of the server (decision 0057). It listens to
  // a stand-in server, to which only upgrades to /ws are passed.
  const upgrades = new EventEmitter();
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = req.url?.split('?', 1)[0];
    if (path === WS_PATH) upgrades.emit('upgrade', req, socket, head);
    // The page server's own upgrades (dev hot reload) are its to answer (web/next.ts); no other path has a socket.
    else if (!path?.startsWith('/_next/')) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE, server: upgrades as never } });
    scope.get(WS_PATH, { websocket: true, schema: { hide: true }, preValidation }, (socket, req) => {
      countPerIp(socket, req.ip);
      // One viewer per session (its token, hashed), or per address without one: sockets are not viewers.
      const token = req.sessionToken();
      const viewer = token ? `s:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}` : `ip:${req.ip}`;
      const user = socketUser(req, token);
      const from = clientOrigin(req);
      releaseUpgrade(socket, req, onSocketError);
      hub.accept(socket as unknown as HubSocket, user, viewer, from);
    });
  });
  app.addHook('onClose', async () => {
    bridge.close();
    offChat();
    offLive();
    await bridge.drain();
    await hub.close();
    await deps.bus.close();
  });
  return { hub, bridge };
}
