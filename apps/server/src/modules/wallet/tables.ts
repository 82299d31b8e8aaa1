import type { Generated } from 'kysely';

/** Wallet tables: integer amounts only (diamonds, tickets; withdraw_money in fen). */
export interface WalletTables {
  /** One account per user: the balances the ledger maintains. */
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
  /** One business event; `ref` is unique so an event is booked at most once. */
  wallet_journal: {
    id: Generated<number>;
    ref: string;
    trade_type: number;
    memo: string | null;
    created_at: number;
  };
  /** One change of one account (user_id null: the house). */
  wallet_ledger: {
    id: Generated<number>;
    journal_id: number;
    user_id: number | null;
    trade_type: number;
    d_balance: Generated<number>;
    d_ticket: Generated<number>;
    d_cash: Generated<number>;
    d_freeze: Generated<number>;
    d_withdraw: Generated<number>;
    balance_after: number | null;
    ticket_after: number | null;
    cash_after: number | null;
    created_at: number;
  };
}
