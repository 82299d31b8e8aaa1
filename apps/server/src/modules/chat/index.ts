import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { LiveBus } from '../../realtime/bus';
import type { SayHandler } from '../../realtime/hub';
import { chatRepository } from './repository';
import { chatApiRoutes, chatTapiRoutes } from './routes';
import type { SharedCounters } from '../../state/counters';
import { chatService, type ChatPorts } from './service';

export { chatCommands } from './admin';

/** The chat capability wired up: its service, the socket `say` handler and its route plugins. */
export function chatModule(db: Kysely<Database>, bus: LiveBus, opts: { ports: ChatPorts; counters?: SharedCounters; now?: () => number }) {
  const service = chatService({ repo: chatRepository(db), bus, ports: opts.ports, counters: opts.counters, now: opts.now });
  /** A `say` over the socket: the same rules as POST /api/chat/msg, as the socket's user. */
  const say: SayHandler = async (user, topic, content) => {
    const userId = await user();
    if (userId === null) throw new AppError('UNAUTHORIZED');
    const m = await service.send(userId, { channel: topic, content });
    return { id: m.id };
  };
  return { service, say, api: chatApiRoutes(service), tapi: chatTapiRoutes(service) };
}
export type ChatModule = ReturnType<typeof chatModule>;
