import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { WalletHeader } from '@/components/wallet/WalletHeader';
import { WithdrawRecords } from '@/components/wallet/withdraw/WithdrawRecords';

export const metadata: Metadata = { title: MINE_SECTIONS.cash };

/** /v/cash: the wallet header with the 提现 button, and the withdrawal records. */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.cash}>
      <div className="flex flex-col gap-6">
        <WalletHeader />
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">提现记录</h3>
          <WithdrawRecords />
        </div>
      </div>
    </GatedRoutePage>
  );
}
