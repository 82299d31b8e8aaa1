import type { TGiftExtra } from '@sports/contracts';
import { DomainEvents } from '../../../domain-events';

/** The sender of a gift as a room's line shows them. */
export interface GiftSenderShown {
  nickName: string;
  portrait: string;
  level: number;
}

/** Domain events of gifts. */
export interface GiftEventMap {
  /**
   * A gift was booked (after the commit): `content` is the room's line for it, `gift` its details,
   * `sender` the sender as their session read them (so the line needs no second read of them).
   */
  'gift.sent': { roomId: number; userId: number; content: string; gift: TGiftExtra; sender: GiftSenderShown };
}

export class GiftEvents extends DomainEvents<GiftEventMap> {}
