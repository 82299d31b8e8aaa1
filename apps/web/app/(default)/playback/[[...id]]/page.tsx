import { ReplayListPage, ReplayPage } from '@/components/playback/pages';
import { pageMeta } from '@/lib/page-meta';
import { optionalId } from '@/lib/route-params';

export const metadata = pageMeta('/playback/[[...id]]');

/** /playback: replays by day and match; /playback/{id}: one replay with its chat. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = optionalId((await params).id);
  if (id === null) return <ReplayListPage pattern="/playback/[[...id]]" searchParams={await searchParams} />;
  return <ReplayPage id={id} pattern="/playback/[[...id]]" />;
}
