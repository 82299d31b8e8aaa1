'use client';
import { useEffect, useState } from 'react';
import { API_CALLS, type TRoomCard } from '@sports/contracts';
import { call, isOk } from '@/lib/api';
import { EmptyState } from '@/components/ui/EmptyState';
import { onAir, RoomGrid } from '@/components/live/rooms/RoomCard';

/** The list is read again this often while the page is visible (the page itself is kept ~10 s, decision 0044). */
export const HOT_ROOMS_REFRESH_MS = 30_000;

/**
 * 热门直播 on the home page: the server's list first, then read again every HOT_ROOMS_REFRESH_MS and
 * when the tab comes back into view, so a room that goes live shows without a reload.
 */
export function HotLiveRooms({ initial, size }: { initial: TRoomCard[]; size: number }) {
  const [rooms, setRooms] = useState(initial);
  useEffect(() => {
    let stop = false;
    let readAt = Date.now();
    const read = async () => {
      readAt = Date.now();
      const res = await call(API_CALLS.hotRooms, { query: { size } });
      if (!stop && isOk(res)) setRooms(onAir(res.data));
    };
    const t = setInterval(() => {
      if (!document.hidden) void read();
    }, HOT_ROOMS_REFRESH_MS);
    const onShow = () => {
      if (!document.hidden && Date.now() - readAt >= HOT_ROOMS_REFRESH_MS) void read();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      stop = true;
      clearInterval(t);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [size]);
  return <div data-testid="home-live-rooms">{rooms.length ? <RoomGrid rooms={rooms} /> : <EmptyState />}</div>;
}
