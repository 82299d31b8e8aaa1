import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { ReservedMatches } from '@/components/live/rooms/ReservedMatches';

export const metadata: Metadata = { title: MINE_SECTIONS.reserve };

/** /v/reserve: my booked matches and the anchors streaming them. */
export default function Page() {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.reserve}>
      <ReservedMatches />
    </RoutePage>
  );
}
