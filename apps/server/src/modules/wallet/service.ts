import type { TBalances } from '@sports/contracts';
import type { WalletRepository } from './repository';

/** The wallet as far as accounts need it: one account per user and its balances. */
export function walletService(repo: WalletRepository, now: () => number = Date.now) {
  return {
    openAccount(userId: number): Promise<void> {
      return repo.openAccount(userId, now());
    },
    /** SPEC balances; users from before the wallet existed get their account on first look. */
    async balances(userId: number): Promise<TBalances> {
      let a = await repo.findAccount(userId);
      if (!a) {
        await repo.openAccount(userId, now());
        a = await repo.findAccount(userId);
        if (!a) throw new Error('wallet account not created');
      }
      return {
        mainWalletId: Number(a.id),
        balance: Number(a.balance),
        ticket: Number(a.ticket),
        cashBalance: Number(a.cash_balance),
        freezeMoney: Number(a.freeze_money),
        withdrawMoney: Number(a.withdraw_money),
      };
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
