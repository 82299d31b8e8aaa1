import { RoutePage } from '@/components/layout/RoutePage';
import { FollowedAnchors } from '@/components/live/rooms/FollowedAnchors';
import { pageMeta } from '@/lib/page-meta';
import { pageOf } from '@/lib/route-params';

export const metadata = pageMeta('/live/follow');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <RoutePage pattern="/live/follow">
      <FollowedAnchors page={pageOf((await searchParams).page)} basePath="/live/follow" />
    </RoutePage>
  );
}
