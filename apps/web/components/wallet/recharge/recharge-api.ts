'use client';
import { API_ROUTES, type TOrderStatus, type TPayMethod } from '@sports/contracts';
import { call } from '@/lib/api';

/** Browser calls of the recharge and records area. */
export const rechargeApi = {
  setting: () => call(API_ROUTES.paySetting),
  /** One order per click: `idempotencyKey` comes from the click handler. */
  recharge: (body: { packageId?: number; yuan?: number; payMethod: TPayMethod }, idempotencyKey: string) =>
    call(API_ROUTES.recharge, { body, idempotencyKey }),
  order: (orderNo: string) => call(API_ROUTES.rechargeOrder, { query: { orderNo } }),
  orders: (body: { page: number; pageSize: number; status?: TOrderStatus }) => call(API_ROUTES.rechargeOrders, { body: body }),
  cashierOrder: (orderNo: string) => call(API_ROUTES.sandboxOrder, { query: { orderNo } }),
  confirm: (orderNo: string) => call(API_ROUTES.sandboxConfirm, { body: { orderNo } }),
  cancel: (orderNo: string) => call(API_ROUTES.sandboxCancel, { body: { orderNo } }),
  transList: (body: RecordFilter) => call(API_ROUTES.transList, { body: body }),
  income: (body: RecordFilter) => call(API_ROUTES.income, { body: body }),
  statement: (year: number) => call(API_ROUTES.statement, { body: { year } }),
};

export interface RecordFilter {
  page: number;
  pageSize: number;
  tradeType?: number;
  tradeTypes?: number[];
  startDate?: string;
  endDate?: string;
}
