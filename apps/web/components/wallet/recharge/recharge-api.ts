'use client';
import type {
  TIncomePage,
  TOrderPage,
  TOrderStatus,
  TPayMethod,
  TPaySetting,
  TRechargeAnswer,
  TRechargeOrder,
  TRecordPage,
  TStatement,
} from '@sports/contracts';
import { api } from '@/lib/api';

/** Browser calls of the recharge and records area. */
export const rechargeApi = {
  setting: () => api.get<TPaySetting>('/tapi/pay/setting'),
  /** One order per click: `idempotencyKey` comes from the click handler. */
  recharge: (body: { packageId?: number; yuan?: number; payMethod: TPayMethod }, idempotencyKey: string) =>
    api.post<TRechargeAnswer>('/tapi/pay/recharge', body, { idempotencyKey }),
  order: (orderNo: string) => api.get<TRechargeOrder>('/tapi/pay/recharge/order', { orderNo }),
  orders: (body: { page: number; pageSize: number; status?: TOrderStatus }) => api.post<TOrderPage>('/tapi/pay/recharge/orders', body),
  cashierOrder: (orderNo: string) => api.get<TRechargeOrder>('/tapi/pay/sandbox/order', { orderNo }),
  confirm: (orderNo: string) => api.post<TRechargeOrder>('/tapi/pay/sandbox/confirm', { orderNo }),
  cancel: (orderNo: string) => api.post<TRechargeOrder>('/tapi/pay/sandbox/cancel', { orderNo }),
  transList: (body: RecordFilter) => api.post<TRecordPage>('/tapi/pay/record/trans-list', body),
  income: (body: RecordFilter) => api.post<TIncomePage>('/tapi/pay/record/income', body),
  statement: (year: number) => api.post<TStatement>('/tapi/pay/record/statement', { year }),
};

export interface RecordFilter {
  page: number;
  pageSize: number;
  tradeType?: number;
  tradeTypes?: number[];
  startDate?: string;
  endDate?: string;
}
