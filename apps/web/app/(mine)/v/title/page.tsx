import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { MyNoble } from '@/components/wallet/noble/MyNoble';

export const metadata: Metadata = { title: MINE_SECTIONS.title };

/** /v/title: my nobility (rank, expiry, renew or upgrade, the privileges of each rank). */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.title}>
      <MyNoble />
    </RoutePage>
  );
}
