import type { Generated } from 'kysely';

/** Tables of the experts capability; times are epoch milliseconds UTC. */
export interface ExpertTables {
  expert_application: {
    id: Generated<number>;
    user_id: number;
    field: 'football' | 'basketball';
    introduction: string;
    sample: string;
    status: Generated<'pending' | 'approved' | 'rejected'>;
    note: string | null;
    created_at: number;
    reviewed_at: number | null;
  };
  expert_plan: {
    id: Generated<number>;
    expert_id: number;
    sport: 'football' | 'basketball';
    play_type: number;
    title: string;
    analysis: string;
    /** Diamonds; 0 = free. */
    price: number;
    refund_on_miss: number;
    status: Generated<'open' | 'settled' | 'withdrawn'>;
    result: string | null;
    /** sha256 hex of salt + '|' + digest_text. */
    digest: string;
    digest_text: string;
    salt: string;
    /** The earliest kick-off of its matches: sales stop and withdrawal closes then. */
    kickoff_at: number;
    buyers: Generated<number>;
    created_at: number;
    settled_at: number | null;
  };
  expert_plan_leg: {
    id: Generated<number>;
    plan_id: number;
    seq: number;
    match_id: number;
    market: 'europe' | 'handicap' | 'overunder';
    pick: string;
    /** Line in quarter goals/points (handicap: positive = home gives); null for 1X2. */
    line_q: number | null;
    /** Odds × 1000 (European decimal for 1X2, Hong Kong for handicap and over/under). */
    odds_k: number;
    result: string | null;
  };
  expert_purchase: {
    id: Generated<number>;
    plan_id: number;
    user_id: number;
    price: number;
    created_at: number;
    refunded_at: number | null;
  };
  expert_follow: {
    user_id: number;
    expert_id: number;
    created_at: number;
  };
}
