import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { SayHandler } from '../../realtime/hub';
import type { SharedCounters } from '../../state/counters';
import { ChatEvents } from './events';
import { chatRepository } from './repository';
import { chatApiRoutes, chatTapiRoutes } from './routes';
import { chatService, type ChatPorts } from './service';

export { chatCommands } from './admin';
export { chatConsoleActions } from './console';
export { ChatEvents, type ChatEventMap } from './events';
export { HORN_TRADE_TYPE } from './horns';
export type { RoomAnnouncement } from './service';

/** The chat capability wired up: its service, its domain events, the socket `say` handler and its route plugins. */
export function chatModule(db: Kysely<Database>, opts: { ports: ChatPorts; counters?: SharedCounters; now?: () => number }) {
  const events = new ChatEvents();
  const service = chatService({ repo: chatRepository(db), events, ports: opts.ports, counters: opts.counters, now: opts.now });
  /** A `say` over the socket: the same rules as POST /api/chat/msg, as the socket's user. */
  const say: SayHandler = async (user, topic, content, from) => {
    const userId = await user();
    if (userId === null) throw new AppError('UNAUTHORIZED');
    const m = await service.send(userId, { channel: topic, content, from });
    return { id: m.id };
  };
  return { service, events, say, api: chatApiRoutes(service), tapi: chatTapiRoutes(service) };
}
export type ChatModule = ReturnType<typeof chatModule>;
