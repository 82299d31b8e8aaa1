import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { OrdersPanel } from '@/components/wallet/records/OrdersPanel';

export const metadata: Metadata = { title: MINE_SECTIONS['order'] };

/** /v/order: my recharge orders by status. */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['order']}>
      <OrdersPanel />
    </GatedRoutePage>
  );
}
