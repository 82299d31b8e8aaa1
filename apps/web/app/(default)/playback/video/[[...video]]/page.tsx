import { ReplayListPage, ReplayPage } from '@/components/playback/pages';
import { pageMeta } from '@/lib/page-meta';
import { optionalId } from '@/lib/route-params';

export const metadata = pageMeta('/playback/video/[[...video]]');

/** /playback/video/{video}: the player page of one replay (the id of the replay). */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ video?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = optionalId((await params).video);
  if (id === null) return <ReplayListPage pattern="/playback/[[...id]]" searchParams={await searchParams} />;
  return <ReplayPage id={id} pattern="/playback/video/[[...video]]" />;
}
