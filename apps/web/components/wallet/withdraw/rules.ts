import { isAlipayAccount, isBankCardNo, MESSAGES, type TCardType, type TDrawType } from '@sports/contracts';
import { isPasswordLength } from '../../../lib/account-rules';

/** Client-side checks of the wallet forms, in SPEC's order (the server checks the same again). */

/** SPEC §5 payment-password rules, in SPEC's order; null when the form may be sent. */
export function payPasswordError(f: { old?: string | null; password: string; confirm: string; code?: string | null }): string | null {
  if (f.old !== undefined && f.old !== null && !f.old) return MESSAGES.PAY_OLD_PASSWORD_EMPTY.message;
  if (!f.password) return MESSAGES.PAY_NEW_PASSWORD_EMPTY.message;
  if (!isPasswordLength(f.password)) return MESSAGES.PASSWORD_LENGTH.message;
  if (!f.confirm) return MESSAGES.PAY_CONFIRM_EMPTY.message;
  if (!isPasswordLength(f.confirm)) return MESSAGES.PASSWORD_LENGTH.message;
  if (f.password !== f.confirm) return MESSAGES.PAY_PASSWORD_MISMATCH.message;
  if (f.code !== undefined && f.code !== null && !f.code) return MESSAGES.PAY_CODE_EMPTY.message;
  return null;
}

export interface TWithdrawForm {
  drawType: TDrawType | null;
  cardId: number | null;
  amount: string;
  verifyCode: string;
  payPassword: string;
}

/** SPEC §5 withdrawal rules in SPEC's order; null when the form may be sent. */
export function withdrawFormError(f: TWithdrawForm, minimum: number, cashBalance: number): string | null {
  if (!f.drawType) return MESSAGES.DRAW_TYPE_REQUIRED.message;
  if (f.drawType !== 3 && !f.cardId) return f.drawType === 2 ? MESSAGES.DRAW_ALIPAY_REQUIRED.message : MESSAGES.DRAW_CARD_REQUIRED.message;
  if (!f.amount) return MESSAGES.DRAW_AMOUNT_REQUIRED.message;
  const n = Number(f.amount);
  if (!Number.isSafeInteger(n) || n <= 0) return MESSAGES.DRAW_AMOUNT_INVALID.message;
  if (n < minimum) return `单笔最低提现球钻为${minimum}`;
  if (n > cashBalance) return MESSAGES.INSUFFICIENT_CASH.message;
  if (f.drawType !== 3 && !f.verifyCode) return MESSAGES.PAY_CODE_EMPTY.message;
  if (!f.payPassword) return MESSAGES.PAY_PASSWORD_EMPTY.message;
  return null;
}

/** Bind-form rules (the server checks the same); null when the form may be sent. */
export function bindFormError(
  type: TCardType,
  f: { accountNo: string; bankName: string; accountName: string },
  needName: boolean,
): string | null {
  const no = f.accountNo.replace(/\s+/g, '');
  if (type === 1 && !isBankCardNo(no)) return MESSAGES.CARD_NO_INVALID.message;
  if (type === 2 && !isAlipayAccount(no)) return MESSAGES.ALIPAY_NO_INVALID.message;
  if (type === 1 && !f.bankName.trim()) return MESSAGES.BANK_NAME_REQUIRED.message;
  if (needName && !f.accountName.trim()) return MESSAGES.HOLDER_NAME_REQUIRED.message;
  return null;
}
