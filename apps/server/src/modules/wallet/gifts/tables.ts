import type { Generated } from 'kysely';

/** Gift tables (migration 0013_wallet_gifts); amounts are whole diamonds or tickets. */
export interface GiftTables {
  wallet_gift: {
    id: Generated<number>;
    name: string;
    price: number;
    /** 'diamond' | 'ticket' */
    currency: string;
    image: string;
    effect: Generated<number>;
    sort: Generated<number>;
    enabled: Generated<number>;
  };
  /** One send (gift × count) from a viewer to a room's anchor; its money is journal `gift:<id>`. */
  wallet_gift_record: {
    id: Generated<number>;
    sender_id: number;
    anchor_id: number;
    room_id: number;
    gift_id: number;
    gift_name: string;
    currency: string;
    price: number;
    count: number;
    total: number;
    anchor_share: number;
    combo_id: string;
    combo_count: number;
    created_at: number;
  };
  /** Tickets granted to one user on one Beijing day (YYYYMMDD): sign-in and watch time. */
  wallet_ticket_day: {
    id: Generated<number>;
    user_id: number;
    day: string;
    signed_in: Generated<number>;
    signin_tickets: Generated<number>;
    watched_ms: Generated<number>;
    watch_tickets: Generated<number>;
    last_beat_at: number | null;
    last_room_id: number | null;
  };
}
