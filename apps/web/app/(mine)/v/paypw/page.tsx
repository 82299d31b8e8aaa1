import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { PayPasswordPanel } from '@/components/wallet/withdraw/PayPasswordPanel';

export const metadata: Metadata = { title: MINE_SECTIONS.paypw };

/** /v/paypw: set or change the payment password. */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.paypw}>
      <PayPasswordPanel />
    </GatedRoutePage>
  );
}
