import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, MESSAGES, WATCH_BEAT_MS, type TTicketStatus } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call, isOk } from '@/lib/api';

/**
 * Today's tickets of the logged-in viewer (again when the login changes; logged out shows none),
 * the watch-time heartbeat that earns them while a live room is open, and the daily sign-in.
 */
export function useTickets(roomId: number, live: boolean) {
  const { userInfo, openLogin, patchBalancesInfo } = useSession();
  const [tickets, setTickets] = useState<TTicketStatus | null>(null);
  const me = userInfo?.id ?? null;

  useEffect(() => {
    if (me === null) return;
    let live = true;
    void call(API_CALLS.ticketStatus).then((s) => {
      if (live && isOk(s)) setTickets(s.data);
    });
    return () => {
      live = false;
    };
  }, [me]);

  // Watch time: one heartbeat a minute while a logged-in viewer has a live room open.
  useEffect(() => {
    if (me === null || !live) return;
    const beat = async () => {
      const r = await call(API_CALLS.watchBeat, { body: { roomId } });
      if (isOk(r) && r.data.granted > 0) {
        toast.success(`观看奖励 +${r.data.granted} 球票`);
        patchBalancesInfo({ ticket: r.data.ticket });
        setTickets((s) => (s ? { ...s, watchTickets: r.data.watchTickets, ticket: r.data.ticket } : s));
      }
    };
    void beat();
    const t = setInterval(beat, WATCH_BEAT_MS);
    return () => clearInterval(t);
  }, [me, live, roomId, patchBalancesInfo]);

  const signIn = async () => {
    if (!userInfo) return openLogin();
    const r = await call(API_CALLS.signIn);
    if (r.code !== MESSAGES.OK.code) return toast.error(r.message);
    setTickets(r.data);
    patchBalancesInfo({ ticket: r.data.ticket });
    toast.success(`签到成功，获得 ${r.data.signInTickets} 球票`);
  };

  return { tickets, signIn };
}
