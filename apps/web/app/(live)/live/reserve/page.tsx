import { RoutePage } from '@/components/pages/common/RoutePage';
import { ReservedMatches } from '@/components/pages/live/rooms/ReservedMatches';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/live/reserve');

export default function Page() {
  return (
    <RoutePage pattern="/live/reserve">
      <ReservedMatches />
    </RoutePage>
  );
}
