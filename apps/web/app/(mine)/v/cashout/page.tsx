import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { WithdrawRecords } from '@/components/wallet/withdraw/WithdrawRecords';

export const metadata: Metadata = { title: MINE_SECTIONS.cashout };

/** /v/cashout: the withdrawal records. */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.cashout}>
      <WithdrawRecords />
    </GatedRoutePage>
  );
}
