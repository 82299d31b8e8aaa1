import { startTransition, useEffect, useState } from 'react';
import { API_CALLS, type TChatInfo } from '@sports/contracts';
import { call, isOk } from '@/lib/api';

/** A room's chat facts and the caller's standing (notice, welcome, muting rights), again when the login changes. */
export function useChatInfo(roomId: number | undefined, myId: number | null) {
  const [info, setInfo] = useState<TChatInfo | null>(null);
  useEffect(() => {
    if (!roomId) return;
    let live = true;
    void call(API_CALLS.chatInfo, { query: { roomId } }).then((r) => {
      // a transition: the notice and the lines' moderation links render time-sliced (decision 0064)
      if (live && isOk(r)) startTransition(() => setInfo(r.data));
    });
    return () => {
      live = false;
    };
  }, [roomId, myId]);
  return [info, setInfo] as const;
}
