import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { CardManager } from '@/components/wallet/withdraw/CardManager';

export const metadata: Metadata = { title: MINE_SECTIONS.bank };

/** /v/bank: saved bank cards for withdrawals. */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.bank}>
      <CardManager type={1} />
    </GatedRoutePage>
  );
}
