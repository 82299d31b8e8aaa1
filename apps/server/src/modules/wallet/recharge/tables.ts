import type { Generated } from 'kysely';

/** Recharge tables: amounts in fen and diamonds, integers only. */
export interface RechargeTables {
  recharge_order: {
    id: Generated<number>;
    order_no: string;
    user_id: number;
    package_id: number | null;
    fen: number;
    /** diamonds credited when paid, bonus included */
    diamonds: number;
    pay_method: string;
    status: Generated<string>;
    gateway_trade_no: string | null;
    created_at: number;
    paid_at: number | null;
    closed_at: number | null;
  };
  pay_secret: {
    name: string;
    value: string;
    created_at: number;
  };
}
