import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { IncomeRecords } from '@/components/wallet/records/WalletRecords';

export const metadata: Metadata = { title: MINE_SECTIONS['income'] };

/** /v/income: anchor income records with totals and the spreadsheet export (the server refuses non-anchors). */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['income']}>
      <IncomeRecords />
    </GatedRoutePage>
  );
}
