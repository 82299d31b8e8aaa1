import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { ExpertApplyForm } from '@/components/experts/ExpertApplyForm';

export const metadata: Metadata = { title: MINE_SECTIONS['expert-apply'] };

/** /v/expert-apply: the expert application form, reviewed by an operator. */
export default function Page() {
  return (
    <GatedRoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['expert-apply']}>
      <ExpertApplyForm />
    </GatedRoutePage>
  );
}
