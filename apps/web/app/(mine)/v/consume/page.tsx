import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { ConsumeRecords } from '@/components/wallet/records/WalletRecords';

export const metadata: Metadata = { title: MINE_SECTIONS['consume'] };

/** /v/consume: spending records (gifts, plans, deductions, red packets, nobility). */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['consume']}>
      <ConsumeRecords />
    </GatedRoutePage>
  );
}
