import 'server-only';
import { API_ROUTES } from '@sports/contracts';
import { ssrCall } from '@/lib/api.server';

/** The logged-in anchor's own room id, or null (not an anchor, or no room yet). */
export async function ownRoomId(): Promise<number | null> {
  const r = await ssrCall(API_ROUTES.roomInfo);
  return r.code === 200 ? r.data.roomId : null;
}
