import { notFound } from 'next/navigation';
import { API_ROUTES } from '@sports/contracts';
import { sharedCall } from '@/lib/api.server';
import { RoomView } from './RoomView';

/** /live/{id} and /live/room/{id}: the room, or the 404 page for an unknown room. */
export async function RoomPage({ roomId }: { roomId: number }) {
  // As for nobody: the page is the same for everyone; the view asks whether the visitor follows (decision 0051).
  const res = await sharedCall(API_ROUTES.roomDetail, { query: { roomId } });
  if (res.code !== 200) notFound();
  return <RoomView key={`${res.data.roomId}:${res.data.isLive}`} detail={res.data} />;
}
