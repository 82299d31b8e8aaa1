import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { WalletRecords } from '@/components/wallet/records/WalletRecords';
import { WalletHeader } from '@/components/wallet/WalletHeader';

export const metadata: Metadata = { title: MINE_SECTIONS.wallet };

/** /v/wallet: the wallet header (SPEC §2) above the records of every trade type. */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.wallet}>
      <div className="flex flex-col gap-6">
        <WalletHeader />
        <WalletRecords />
      </div>
    </GatedRoutePage>
  );
}
