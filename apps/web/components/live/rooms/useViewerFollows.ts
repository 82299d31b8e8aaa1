'use client';
import { useEffect, useState } from 'react';
import { API_CALLS } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call, isOk } from '@/lib/api';

/**
 * Whether the logged-in visitor follows the room's anchor: the room page is rendered for every
 * visitor alike (decision 0051), so it is asked once the visitor is known; the page's value until then.
 */
export function useViewerFollows(roomId: number, rendered: boolean): boolean {
  const userId = useSession().userInfo?.id ?? null;
  const [follows, setFollows] = useState<{ userId: number; on: boolean } | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    void call(API_CALLS.roomDetail, { query: { roomId } }).then((res) => {
      if (current && isOk(res)) setFollows({ userId, on: res.data.isAttention === 1 });
    });
    return () => {
      current = false;
    };
  }, [userId, roomId]);
  return follows && follows.userId === userId ? follows.on : rendered;
}
