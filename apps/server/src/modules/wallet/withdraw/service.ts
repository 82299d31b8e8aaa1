import { savedAccounts } from './cards';
import { payPasswords } from './pay-password';
import { withdrawAdmin } from './payouts';
import { withdrawals } from './request';
import { lowestOf, type WithdrawDeps } from './rules';

export type { PayingUser, WithdrawPorts } from './rules';

/**
 * Payment password, saved accounts and withdrawals (SPEC §3-§5, §9), one file per use case. Every
 * diamond moves through the ledger in the same transaction as the withdrawal row.
 */
export function withdrawService(deps: WithdrawDeps) {
  const now = deps.now ?? Date.now;
  const payPassword = payPasswords(deps);
  return {
    admin: withdrawAdmin(deps.repo, deps.wallet, deps.ports, now),
    lowest: () => lowestOf(deps.ports),
    changePayPassword: payPassword.changePayPassword,
    ...savedAccounts(deps),
    ...withdrawals(deps, payPassword),
  };
}
export type WithdrawService = ReturnType<typeof withdrawService>;
