'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { API_CALLS, type TRoomDetail } from '@sports/contracts';
import { call, isOk } from '@/lib/api';
import { formatCount } from '@/lib/format';

/** The online count is refreshed this often; a change of live state reloads the room. */
const ONLINE_POLL_MS = 10_000;

/**
 * A room's online count, polled. Its own component, so a refresh renders this one line and not the
 * whole room (player, chat and all, decision 0064).
 */
export function OnlineCount({ detail }: { detail: Pick<TRoomDetail, 'roomId' | 'isLive' | 'online'> }) {
  const router = useRouter();
  const [online, setOnline] = useState(detail.online);
  useEffect(() => {
    let stop = false;
    const tick = async () => {
      const res = await call(API_CALLS.roomDetailShowNum, { query: { roomId: detail.roomId } });
      if (stop || !isOk(res)) return;
      setOnline(res.data.online);
      if (res.data.isLive !== detail.isLive) router.refresh();
    };
    const first = setTimeout(tick, 1500);
    const t = setInterval(tick, ONLINE_POLL_MS);
    return () => {
      stop = true;
      clearTimeout(first);
      clearInterval(t);
    };
  }, [detail.roomId, detail.isLive, router]);
  return <span data-testid="room-online-count">在线 {formatCount(online)}</span>;
}
