'use client';
import type { TCardType, TSavedAccount, TWithdrawRecordPage } from '@sports/contracts';
import { api, newIdempotencyKey } from '@/lib/api';
import { COMMON, postWithPasswords } from '@/components/account/account-api';

/** SPEC set request: type 1, newPassword encrypted, verifyCode (SMS type 5). Also resets a forgotten one. */
export const setPayPassword = (newPassword: string, confirmPassword: string, verifyCode: string) =>
  postWithPasswords<null>('/tapi/pay/change/pay-pass', { newPassword, confirmPassword }, { type: 1, verifyCode });

/** Change with the old payment password (type 2). */
export const changePayPassword = (password: string, newPassword: string, confirmPassword: string) =>
  postWithPasswords<null>('/tapi/pay/change/pay-pass', { password, newPassword, confirmPassword }, { type: 2 });

export const cardList = (type: TCardType) => api.get<TSavedAccount[]>(`/tapi/pay/card-list/${type}`);
export const bindCard = (body: { type: TCardType; accountNo: string; bankName?: string; accountName?: string }) =>
  api.post<TSavedAccount>('/tapi/pay/bind-card', { ...COMMON, ...body });
export const unbindCard = (id: number) => api.post<null>(`/tapi/pay/unbind-card/${id}`, { ...COMMON });
export const lowestWithdrawal = () => api.get<number>('/tapi/pay/lowest');

/** SPEC withdrawal form: the payment password is encrypted with a fresh key and iv. */
export const submitWithdrawal = (form: {
  drawType: number;
  cardId: number | null;
  amount: string;
  verifyCode: string;
  payPassword: string;
}) =>
  postWithPasswords<{ id: number; status: number }>(
    '/tapi/pay/withdraw',
    { payPassword: form.payPassword },
    { drawType: form.drawType, cardId: form.cardId, amount: form.amount, verifyCode: form.verifyCode },
    // One key per submit: a network retry of this withdrawal is answered, not booked twice.
    { idempotencyKey: newIdempotencyKey() },
  );

export const withdrawRecords = (page: number, pageSize = 10) =>
  api.post<TWithdrawRecordPage>('/tapi/pay/record/withdraw', { ...COMMON, page, pageSize });
