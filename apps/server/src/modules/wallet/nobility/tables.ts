import type { Generated } from 'kysely';

/** Nobility and red packet tables (migration 0014); amounts in whole diamonds, times in ms. */
export interface NobilityTables {
  /** Operators' prices per rank (migration 0035); a rank without a row costs what NOBLE_RANKS says. */
  noble_price: { rank: number; price: number; renew_price: number; updated_at: number };
  /** One purchase: booked with journal `noble:<id>` (trade 15). */
  noble_order: {
    id: Generated<number>;
    user_id: number;
    rank: number;
    months: number;
    kind: 'open' | 'renew' | 'upgrade';
    price: number;
    starts_at: number;
    expires_at: number;
    room_id: number | null;
    created_at: number;
  };
  /** The user's current (or last) rank; active while expires_at is in the future. */
  noble_membership: {
    id: Generated<number>;
    user_id: number;
    rank: number;
    started_at: number;
    expires_at: number;
    updated_at: number;
  };
  /** A noble seen in a room (the room's noble list) and the last time their entry was announced. */
  noble_presence: {
    id: Generated<number>;
    room_id: number;
    user_id: number;
    seen_at: number;
    announced_at: Generated<number>;
  };
  red_packet: {
    id: Generated<number>;
    room_id: number;
    user_id: number;
    nick_name: Generated<string>;
    portrait: Generated<string>;
    amount: number;
    count: number;
    settled: Generated<number>;
    returned_amount: Generated<number>;
    expires_at: number;
    created_at: number;
  };
  /** A share fixed at send time: state 0 unclaimed, 1 grabbed (user_id set), 2 returned. */
  red_packet_share: {
    id: Generated<number>;
    packet_id: number;
    seq: number;
    amount: number;
    state: Generated<number>;
    user_id: number | null;
    nick_name: string | null;
    portrait: string | null;
    grabbed_at: number | null;
  };
}
