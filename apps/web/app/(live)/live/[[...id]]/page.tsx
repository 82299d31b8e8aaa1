import { LiveHome } from '@/components/live/LiveHome';
import { firstOf, pageOf } from '@/lib/route-params';
import { RoomPage } from '@/components/live/rooms/RoomPage';
import { pageMeta } from '@/lib/page-meta';
import { optionalId } from '@/lib/route-params';

export const metadata = pageMeta('/live/[[...id]]');

type TProps = { params: Promise<{ id?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /live is the live hall; /live/{id} is a room. */
export default async function Page({ params, searchParams }: TProps) {
  const id = optionalId((await params).id);
  if (id !== null) return <RoomPage roomId={id} />;
  const q = await searchParams;
  return <LiveHome navId={firstOf(q.navId)} page={pageOf(q.page)} />;
}
