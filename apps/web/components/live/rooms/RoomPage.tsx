import { notFound } from 'next/navigation';
import { API_ROUTES } from '@sports/contracts';
import { ssrCall } from '@/lib/api.server';
import { RoomView } from './RoomView';

/** /live/{id} and /live/room/{id}: the room, or the 404 page for an unknown room. */
export async function RoomPage({ roomId }: { roomId: number }) {
  const res = await ssrCall(API_ROUTES.roomDetail, { query: { roomId } });
  if (res.code !== 200) notFound();
  return <RoomView key={`${res.data.roomId}:${res.data.isLive}`} detail={res.data} />;
}
