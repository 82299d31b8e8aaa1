import type { TChatMessage, THorn } from '@sports/contracts';
import { DomainEvents } from '../../domain-events';

/** Domain events of chat; the realtime layer turns them into socket messages. */
export interface ChatEventMap {
  /** A line was stored in a room's (or a match page's) chat; `topic` is the channel's. */
  'chat.posted': { topic: string; message: TChatMessage };
  /** A horn was published (shown across every room). */
  'horn.posted': { horn: THorn };
}

export class ChatEvents extends DomainEvents<ChatEventMap> {}
