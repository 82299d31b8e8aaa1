import {
  CARD_TYPES,
  WITHDRAW_LIMITS,
  isAlipayAccount,
  isBankCardNo,
  maskAccountNo,
  type TBindCardBody,
  type TCardType,
  type TSavedAccount,
} from '@sports/contracts';
import { AppError } from '../../../http/errors';
import { maskHolder, toSavedAccount } from './presenter';
import type { PayingUser, WithdrawDeps } from './rules';

/** Saved payout accounts (bank cards and Alipay): bind, list, unbind. */
export function savedAccounts({ repo, wallet, now = Date.now }: Pick<WithdrawDeps, 'repo' | 'wallet' | 'now'>) {
  return {
    async bindCard(user: PayingUser, body: TBindCardBody): Promise<TSavedAccount> {
      const userId = Number(user.id);
      const type = Number(body.type) as TCardType;
      const accountNo = body.accountNo.replace(/\s+/g, '');
      let bankName: string;
      if (type === 1) {
        if (!isBankCardNo(accountNo)) throw new AppError('CARD_NO_INVALID');
        bankName = (body.bankName ?? '').trim();
        if (!bankName) throw new AppError('BANK_NAME_REQUIRED');
      } else {
        if (!isAlipayAccount(accountNo)) throw new AppError('ALIPAY_NO_INVALID');
        bankName = CARD_TYPES[2];
      }
      // The holder is the verified real name when there is one; otherwise the name typed in.
      const holder = user.realName ?? (body.accountName ?? '').trim();
      if (!holder || holder.length > 30) throw new AppError('HOLDER_NAME_REQUIRED');
      const masked = maskAccountNo(accountNo, type);
      await wallet.openAccount(userId);
      const { id, t } = await wallet.transaction(async (trx) => {
        // Count and insert under the user's lock, so simultaneous binds cannot pass the limit.
        await repo.lockUser(trx, userId);
        const existing = await repo.activeCards(userId, type, trx);
        if (existing.some((c) => c.account_no.toLowerCase() === accountNo.toLowerCase())) throw new AppError('CARD_DUPLICATE');
        if (existing.length >= WITHDRAW_LIMITS.maxCardsPerType)
          throw new AppError('CARD_LIMIT', `每种账户最多绑定${WITHDRAW_LIMITS.maxCardsPerType}个`);
        const at = now();
        const cardId = await repo.insertCard(
          {
            user_id: userId,
            type,
            account_no: accountNo,
            account_masked: masked,
            bank_name: bankName,
            holder_name: holder,
            created_at: at,
            removed_at: null,
          },
          trx,
        );
        return { id: cardId, t: at };
      });
      return { id, type, accountNo: masked, bankName, accountName: maskHolder(holder), createdAt: t };
    },

    async cards(userId: number, type: TCardType): Promise<TSavedAccount[]> {
      return (await repo.activeCards(userId, type)).map(toSavedAccount);
    },

    async unbindCard(userId: number, id: number): Promise<void> {
      if (!(await repo.removeCard(userId, id, now()))) throw new AppError('CARD_NOT_FOUND');
    },
  };
}
