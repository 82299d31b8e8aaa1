import { redirect } from 'next/navigation';
import { RoomPage } from '@/components/live/rooms/RoomPage';
import { pageMeta } from '@/lib/page-meta';
import { optionalId } from '@/lib/route-params';

export const metadata = pageMeta('/live/room/[[...id]]');

/** /live/room/{id}: the same room page as /live/{id}; without an id, the live hall. */
export default async function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  const id = optionalId((await params).id);
  if (id === null) redirect('/live/all');
  return <RoomPage roomId={id} />;
}
