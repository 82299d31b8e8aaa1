import { RoomReplaysPage } from '@/components/playback/pages';
import { pageMeta } from '@/lib/page-meta';
import { optionalId } from '@/lib/route-params';

export const metadata = pageMeta('/playback/list/[[...id]]');

/** /playback/list/{roomId}: a room's replays. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <RoomReplaysPage roomId={optionalId((await params).id)} searchParams={await searchParams} />;
}
