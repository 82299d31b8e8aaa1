import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { ForgetPayPasswordPanel } from '@/components/wallet/withdraw/PayPasswordPanel';

export const metadata: Metadata = { title: MINE_SECTIONS['wallet-forget-password'] };

/** /v/wallet-forget-password: reset the payment password with an SMS code. */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['wallet-forget-password']}>
      <ForgetPayPasswordPanel />
    </GatedRoutePage>
  );
}
