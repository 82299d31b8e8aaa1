import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { FollowedAnchors } from '@/components/live/rooms/FollowedAnchors';
import { pageOf } from '@/lib/route-params';

export const metadata: Metadata = { title: MINE_SECTIONS.concern };

/** /v/concern: the anchors I follow. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.concern}>
      <FollowedAnchors page={pageOf((await searchParams).page)} basePath="/v/concern" />
    </RoutePage>
  );
}
