import { notFound } from 'next/navigation';
import type { TRoomDetail } from '@sports/contracts';
import { ssrGet } from '@/lib/api.server';
import { RoomView } from './RoomView';

/** /live/{id} and /live/room/{id}: the room, or the 404 page for an unknown room. */
export async function RoomPage({ roomId }: { roomId: number }) {
  const res = await ssrGet<TRoomDetail>('/api/room/detail', { roomId });
  if (res.code !== 200 || !res.data) notFound();
  return <RoomView key={`${res.data.roomId}:${res.data.isLive}`} detail={res.data} />;
}
