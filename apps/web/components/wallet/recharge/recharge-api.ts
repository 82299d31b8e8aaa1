'use client';
import { API_CALLS, type TOrderStatus, type TPayMethod } from '@sports/contracts';
import { call } from '@/lib/api';

/** Browser calls of the recharge and records area. */
export const rechargeApi = {
  setting: () => call(API_CALLS.paySetting),
  /** One order per click: `idempotencyKey` comes from the click handler. */
  recharge: (body: { packageId?: number; yuan?: number; payMethod: TPayMethod }, idempotencyKey: string) =>
    call(API_CALLS.recharge, { body, idempotencyKey }),
  order: (orderNo: string) => call(API_CALLS.rechargeOrder, { query: { orderNo } }),
  orders: (body: { page: number; pageSize: number; status?: TOrderStatus }) => call(API_CALLS.rechargeOrders, { body: body }),
  cashierOrder: (orderNo: string) => call(API_CALLS.sandboxOrder, { query: { orderNo } }),
  confirm: (orderNo: string) => call(API_CALLS.sandboxConfirm, { body: { orderNo } }),
  cancel: (orderNo: string) => call(API_CALLS.sandboxCancel, { body: { orderNo } }),
  transList: (body: RecordFilter) => call(API_CALLS.transList, { body: body }),
  income: (body: RecordFilter) => call(API_CALLS.income, { body: body }),
  statement: (year: number) => call(API_CALLS.statement, { body: { year } }),
};

export interface RecordFilter {
  page: number;
  pageSize: number;
  tradeType?: number;
  tradeTypes?: number[];
  startDate?: string;
  endDate?: string;
}
