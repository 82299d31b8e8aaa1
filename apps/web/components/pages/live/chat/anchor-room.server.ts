import 'server-only';
import type { TRoomInfo } from '@sports/contracts';
import { ssrGet } from '@/lib/api.server';

/** The logged-in anchor's own room id, or null (not an anchor, or no room yet). */
export async function ownRoomId(): Promise<number | null> {
  const r = await ssrGet<TRoomInfo>('/api/room/info');
  return r.code === 200 && r.data ? r.data.roomId : null;
}
