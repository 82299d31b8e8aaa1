import { DRAW_TYPES, MAX_AMOUNT, SMS_TYPES, withdrawalFen, type TWithdrawBody, type TWithdrawRecordPage } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { AppError } from '../../../http/errors';
import { postJournal } from '../ledger';
import type { PayPasswords } from './pay-password';
import { toWithdrawal } from './presenter';
import { blank, lowestOf, mobileOf, parseDrawAmount, type PayingUser, type WithdrawDeps } from './rules';

/** A user's withdrawals: asking for one (frozen until an operator pays it, or at once to the wallet) and the records. */
export function withdrawals({ repo, wallet, sms, ports, now = Date.now, sandbox }: WithdrawDeps, payPassword: PayPasswords) {
  return {
    /**
     * SPEC withdrawal: checks in SPEC's order (type, account, amount, minimum, withdrawable, code,
     * payment password), then books the withdrawal row and its journal in one transaction.
     */
    async withdraw(user: PayingUser, body: TWithdrawBody) {
      const userId = Number(user.id);
      if (!user.hasPayPassword) throw new AppError('PAY_PASSWORD_NOT_SET');
      const drawType = Number(body.drawType);
      if (drawType !== 1 && drawType !== 2 && drawType !== 3) throw new AppError('DRAW_TYPE_REQUIRED');
      if (sandbox && drawType !== 3) throw new AppError('WITHDRAW_SANDBOX');
      const cardId = drawType === 3 ? null : Number(body.cardId);
      if (cardId !== null && !(Number.isSafeInteger(cardId) && cardId > 0))
        throw new AppError(drawType === 1 ? 'DRAW_CARD_REQUIRED' : 'DRAW_ALIPAY_REQUIRED');
      const amount = parseDrawAmount(body.amount);
      const minimum = await lowestOf(ports);
      if (amount < minimum) throw new AppError('DRAW_BELOW_MINIMUM', `单笔最低提现球钻为${minimum}`);
      if (amount > MAX_AMOUNT || amount > (await wallet.balances(userId)).cashBalance) throw new AppError('INSUFFICIENT_CASH');
      if (drawType !== 3 && blank(body.verifyCode)) throw new AppError('PAY_CODE_EMPTY');
      if (blank(body.payPassword)) throw new AppError('PAY_PASSWORD_EMPTY');
      const card = cardId === null ? null : await repo.findActiveCard(userId, cardId);
      if (cardId !== null && (!card || Number(card.type) !== drawType)) throw new AppError('CARD_NOT_FOUND');

      await payPassword.assertNotLocked(userId);
      const plain = itemAt(await payPassword.open(body, [{ value: body.payPassword, checkLength: false }]), 0, 'opened pay password');
      await payPassword.check(user, plain);
      if (drawType !== 3) await sms.consume(mobileOf(user), SMS_TYPES.withdrawal, body.verifyCode);

      const fen = withdrawalFen(amount, drawType);
      return wallet.transaction(async (trx) => {
        const t = now();
        const id = await repo.insertWithdrawal(
          {
            user_id: userId,
            draw_type: drawType,
            card_id: card ? Number(card.id) : null,
            account_masked: card ? card.account_masked : DRAW_TYPES[3],
            bank_name: card ? card.bank_name : '',
            amount,
            gross_fen: fen.grossFen,
            tax_fen: fen.taxFen,
            net_fen: fen.netFen,
            status: drawType === 3 ? 1 : 0,
            reason: '',
            created_at: t,
            finished_at: drawType === 3 ? t : null,
          },
          trx,
        );
        if (drawType === 3) {
          // To the user's own consumption wallet: no tax, done at once.
          await postJournal(
            trx,
            { ref: `withdraw:${id}:wallet`, tradeType: 13, entries: [{ userId, tradeType: 13, cash: -amount, balance: amount }] },
            t,
          );
        } else {
          // Frozen until an operator pays it out (approve) or returns it (reject).
          await postJournal(
            trx,
            { ref: `withdraw:${id}:request`, tradeType: 3, entries: [{ userId, tradeType: 3, cash: -amount, freeze: amount }] },
            t,
          );
        }
        return { id, status: drawType === 3 ? 1 : 0, netFen: fen.netFen, taxFen: fen.taxFen };
      });
    },

    async records(userId: number, page: number, pageSize: number, status?: number): Promise<TWithdrawRecordPage> {
      const { rows, total } = await repo.withdrawalsOf(userId, page, pageSize, status);
      return { list: rows.map(toWithdrawal), totalNumber: total, page, pageSize };
    },
  };
}
