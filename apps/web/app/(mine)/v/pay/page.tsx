import type { Metadata } from 'next';
import { MINE_SECTIONS, ORDER_NO_RE } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { PayPanel } from '@/components/wallet/recharge/PayPanel';

export const metadata: Metadata = { title: MINE_SECTIONS.pay };

/** /v/pay: recharge diamonds; `?orderNo=` (back from a cashier) follows that order's result. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { orderNo, out_trade_no: outTradeNo } = await searchParams;
  const no = [orderNo, outTradeNo].find((v): v is string => typeof v === 'string' && ORDER_NO_RE.test(v));
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.pay}>
      <PayPanel initialOrderNo={no} />
    </GatedRoutePage>
  );
}
