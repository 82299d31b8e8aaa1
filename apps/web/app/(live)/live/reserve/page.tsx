import { RoutePage } from '@/components/layout/RoutePage';
import { ReservedMatches } from '@/components/live/rooms/ReservedMatches';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/live/reserve');

export default function Page() {
  return (
    <RoutePage pattern="/live/reserve">
      <ReservedMatches />
    </RoutePage>
  );
}
