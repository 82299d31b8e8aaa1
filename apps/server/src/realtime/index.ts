import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { SportsEvents } from '../modules/sports';
import type { ChatEvents } from '../modules/chat';
import { bridgeChatEvents, bridgeSportsEvents } from './bridge';
import type { LiveBus } from './bus';
import { createHub, type HubSocket, type SayHandler, type SnapshotFor } from './hub';

export const WS_PATH = '/ws';
/** Client messages are small (sub/unsub/ping); anything larger is refused by the socket. */
const MAX_CLIENT_MESSAGE = 4096;

/** Registers the WebSocket endpoint and wires domain events (sports, chat) to the bus and the bus to sockets. */
export async function registerRealtime(
  app: FastifyInstance,
  deps: { bus: LiveBus; events: SportsEvents; chatEvents: ChatEvents; snapshot: SnapshotFor; say?: SayHandler },
) {
  const hub = createHub({ bus: deps.bus, snapshot: deps.snapshot, say: deps.say });
  const bridge = bridgeSportsEvents(deps.events, deps.bus, (err) => app.log.error({ err }, 'live publish failed'));
  const offChat = bridgeChatEvents(deps.chatEvents, deps.bus);
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE } });
  app.get(WS_PATH, { websocket: true, schema: { hide: true } }, (socket, req) => {
    // The upgrade request carries the HttpOnly auth cookie (or an access-token header): a `say`
    // is sent as that user. Looked up on the first `say`, once.
    let user: Promise<number | null> | undefined;
    hub.accept(
      socket as unknown as HubSocket,
      () =>
        (user ??= req.currentUser().then(
          (u) => (u ? Number(u.id) : null),
          () => null,
        )),
    );
  });
  app.addHook('onClose', async () => {
    bridge.close();
    offChat();
    await bridge.drain();
    await hub.close();
    await deps.bus.close();
  });
  return { hub, bridge };
}
