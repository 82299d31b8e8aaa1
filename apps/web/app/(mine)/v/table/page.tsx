import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { StatementPanel } from '@/components/wallet/records/StatementPanel';

export const metadata: Metadata = { title: MINE_SECTIONS['table'] };

/** /v/table: monthly statement of a year, per trade type. */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['table']}>
      <StatementPanel />
    </GatedRoutePage>
  );
}
