import type { Generated } from 'kysely';

/** One account per user; integer amounts (diamonds, tickets; withdraw_money in fen). The ledger comes with the money issue. */
export interface WalletTables {
  wallet_account: {
    id: Generated<number>;
    user_id: number;
    balance: Generated<number>;
    ticket: Generated<number>;
    cash_balance: Generated<number>;
    freeze_money: Generated<number>;
    withdraw_money: Generated<number>;
    created_at: number;
  };
}
