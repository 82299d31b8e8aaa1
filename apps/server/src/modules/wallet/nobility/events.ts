import type { TNoblePurchaseResult, TRedPacketChatExtra } from '@sports/contracts';
import { DomainEvents } from '../../../domain-events';

/** Domain events of nobility and red packets; `content` is the room's line for each. */
export interface NobilityEventMap {
  /** A noble with the entry privilege entered a room (at most once per room and interval). */
  'noble.entered': { roomId: number; userId: number; content: string; noble: number };
  /** A rank was bought, renewed or upgraded from a room. */
  'noble.bought': { roomId: number; userId: number; content: string; rank: number; kind: TNoblePurchaseResult['kind'] };
  /** A red packet was sent into a room (after the commit). */
  'redPacket.sent': { roomId: number; userId: number; content: string; packet: TRedPacketChatExtra };
}

export class NobilityEvents extends DomainEvents<NobilityEventMap> {}
