'use client';
import { API_CALLS, type TCardType } from '@sports/contracts';
import { call, newIdempotencyKey } from '@/lib/api';
import { COMMON, postWithPasswords } from '@/components/account/account-api';

/** SPEC set request: type 1, newPassword encrypted, verifyCode (SMS type 5). Also resets a forgotten one. */
export const setPayPassword = (newPassword: string, confirmPassword: string, verifyCode: string) =>
  postWithPasswords(API_CALLS.payPass, { newPassword, confirmPassword }, { type: 1, verifyCode });

/** Change with the old payment password (type 2). */
export const changePayPassword = (password: string, newPassword: string, confirmPassword: string) =>
  postWithPasswords(API_CALLS.payPass, { password, newPassword, confirmPassword }, { type: 2 });

export const cardList = (type: TCardType) => call(API_CALLS.cardList, { params: { id: type } });
export const bindCard = (body: { type: TCardType; accountNo: string; bankName?: string; accountName?: string }) =>
  call(API_CALLS.bindCard, { body: { ...COMMON, ...body } });
export const unbindCard = (id: number) => call(API_CALLS.unbindCard, { params: { id } });
export const lowestWithdrawal = () => call(API_CALLS.lowest);

/** SPEC withdrawal form: the payment password is encrypted with a fresh key and iv. */
export const submitWithdrawal = (form: {
  drawType: number;
  cardId: number | null;
  amount: string;
  verifyCode: string;
  payPassword: string;
}) =>
  postWithPasswords(
    API_CALLS.withdraw,
    { payPassword: form.payPassword },
    { drawType: form.drawType, cardId: form.cardId, amount: form.amount, verifyCode: form.verifyCode },
    // One key per submit: a network retry of this withdrawal is answered, not booked twice.
    { idempotencyKey: newIdempotencyKey() },
  );

export const withdrawRecords = (page: number, pageSize = 10) => call(API_CALLS.withdrawRecords, { body: { ...COMMON, page, pageSize } });
