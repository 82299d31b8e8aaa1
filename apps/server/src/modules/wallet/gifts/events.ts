import type { TGiftExtra } from '@sports/contracts';
import { DomainEvents } from '../../../domain-events';

/** Domain events of gifts. */
export interface GiftEventMap {
  /** A gift was booked (after the commit): `content` is the room's line for it, `gift` its details. */
  'gift.sent': { roomId: number; userId: number; content: string; gift: TGiftExtra };
}

export class GiftEvents extends DomainEvents<GiftEventMap> {}
