import type { Generated } from 'kysely';

/** Withdrawal tables (migration 0012): saved accounts, withdrawals, payment-password lock. */
export interface WithdrawTables {
  wallet_card: {
    id: Generated<number>;
    user_id: number;
    type: number;
    account_no: string;
    account_masked: string;
    bank_name: Generated<string>;
    holder_name: Generated<string>;
    created_at: number;
    removed_at: number | null;
  };
  wallet_withdrawal: {
    id: Generated<number>;
    user_id: number;
    draw_type: number;
    card_id: number | null;
    account_masked: Generated<string>;
    bank_name: Generated<string>;
    amount: number;
    gross_fen: number;
    tax_fen: number;
    net_fen: number;
    status: Generated<number>;
    reason: Generated<string>;
    created_at: number;
    finished_at: number | null;
  };
  wallet_pay_guard: {
    user_id: number;
    failures: Generated<number>;
    locked_until: number | null;
    pending: Generated<number>;
    pending_until: number | null;
  };
}
