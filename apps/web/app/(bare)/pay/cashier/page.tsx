import type { Metadata } from 'next';
import { ORDER_NO_RE } from '@sports/contracts';
import { Cashier } from '@/components/wallet/recharge/Cashier';
import { EmptyState } from '@/components/ui/EmptyState';

export const metadata: Metadata = { title: '模拟收银台' };

/** /pay/cashier: the sandbox payment channel's cashier page (stands in for a gateway's). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { orderNo } = await searchParams;
  return typeof orderNo === 'string' && ORDER_NO_RE.test(orderNo) ? <Cashier orderNo={orderNo} /> : <EmptyState text="订单不存在" />;
}
