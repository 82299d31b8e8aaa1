'use client';
import dynamic from 'next/dynamic';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { API_CALLS, type TRedPacketDetail, type TRoomNoble } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Avatar } from '@/components/layout/Avatar';
import { NobleBadge } from '@/components/chat/NobleBadge';
import { call, isOk } from '@/lib/api';
import { rememberNobleList } from './noble-list';

// The dialogs (and the dialog library) load when one first opens, not with the room.
const NobleDialog = dynamic(() => import('./NobleDialog').then((m) => m.NobleDialog), { ssr: false });
const RedPacketPopup = dynamic(() => import('./RedPacketPopup').then((m) => m.RedPacketPopup), { ssr: false });
const RedPacketSendDialog = dynamic(() => import('./RedPacketSendDialog').then((m) => m.RedPacketSendDialog), { ssr: false });

/** The room page tells the server the viewer is here this often (noble list presence, entry announcement). */
const PRESENCE_MS = 3 * 60_000;

/**
 * A live room's nobility strip: the nobles in the room (贵宾席), 开通贵族 (purchase dialog) and
 * 发红包 (send dialog). A logged-in viewer is reported as present, which announces a noble's entry.
 * `signal`: change it when the chat sees a noble's message, to reload the list.
 */
export function RoomNobility({ roomId, signal = 0 }: { roomId: number; signal?: number }) {
  const { userInfo, openLogin } = useSession();
  const [nobles, setNobles] = useState<TRoomNoble[]>([]);
  const [packets, setPackets] = useState<TRedPacketDetail[]>([]);
  const [dialog, setDialog] = useState<'noble' | 'packet' | null>(null);
  const [grabbing, setGrabbing] = useState<number | null>(null);
  const myId = userInfo?.id ?? null;

  const load = useCallback(
    () =>
      Promise.all([call(API_CALLS.nobleList, { query: { roomId } }), call(API_CALLS.redPacketList, { query: { roomId } })]).then(
        ([n, p]) => {
          if (isOk(n)) rememberNobleList(myId, n.data);
          // a transition: the lists render time-sliced (decision 0064)
          startTransition(() => {
            if (isOk(n)) setNobles(n.data.nobles);
            if (isOk(p)) setPackets(p.data.filter((x) => x.state === 'open' && x.mine === null && x.userId !== myId));
          });
        },
      ),
    [roomId, myId],
  );
  /** Reports the viewer as present (when logged in), then reloads the list. */
  const report = useCallback(
    () => (myId ? call(API_CALLS.nobleEnter, { body: { roomId } }) : Promise.resolve(null)).then(load),
    [roomId, myId, load],
  );

  useEffect(() => {
    void report();
    const t = setInterval(() => void report(), PRESENCE_MS);
    return () => clearInterval(t);
  }, [report]);

  // A noble spoke or entered, or a packet came (the chat saw it): the lists may have changed.
  useEffect(() => {
    if (!signal) return;
    const t = setTimeout(() => void load(), 800);
    return () => clearTimeout(t);
  }, [signal, load]);

  const need = (d: 'noble' | 'packet') => (userInfo ? setDialog(d) : openLogin());
  return (
    <section data-testid="room-nobility" className="rounded-lg bg-surface px-4 py-3 text-sm shadow-sm">
      <div className="flex items-center gap-2">
        <h2 className="font-semibold text-ink">贵宾席</h2>
        <span className="text-xs text-muted">{nobles.length} 位贵族在线</span>
        <span className="flex-1" />
        <button
          type="button"
          data-testid="open-noble"
          onClick={() => need('noble')}
          className="rounded-full border border-amber-500 px-3 py-1 text-xs text-amber-600 hover:bg-amber-50"
        >
          ♛ 开通贵族
        </button>
        <button
          type="button"
          data-testid="open-redpacket"
          onClick={() => need('packet')}
          className="rounded-full bg-red-500 px-3 py-1 text-xs text-white hover:bg-red-600"
        >
          发红包
        </button>
      </div>
      <ul data-testid="room-nobles" className="mt-2 flex flex-wrap gap-2">
        {nobles.map((n) => (
          <li key={n.userId} className="flex items-center gap-1 rounded-full bg-page py-0.5 pl-0.5 pr-2 text-xs">
            <Avatar src={n.portrait} size={22} />
            <NobleBadge rank={n.rank} />
            <span className="max-w-[8em] truncate">{n.nickName}</span>
          </li>
        ))}
        {!nobles.length ? <li className="text-xs text-muted">暂无贵族，开通贵族即可在此展示</li> : null}
      </ul>
      {packets.length ? (
        <div data-testid="room-open-packets" className="mt-2 flex flex-wrap items-center gap-2 text-xs">
          <span className="text-muted">可抢红包</span>
          {packets.map((p) => (
            <button
              key={p.id}
              type="button"
              onClick={() => setGrabbing(p.id)}
              className="rounded-full bg-red-500 px-2 py-0.5 text-white hover:bg-red-600"
            >
              {p.nickName} · {p.amount} 球钻
            </button>
          ))}
        </div>
      ) : null}
      {grabbing !== null ? (
        <RedPacketPopup
          packetId={grabbing}
          onClose={() => {
            setGrabbing(null);
            void load();
          }}
        />
      ) : null}
      {dialog === 'noble' ? <NobleDialog open roomId={roomId} onClose={() => setDialog(null)} onDone={() => void report()} /> : null}
      {dialog === 'packet' ? <RedPacketSendDialog open roomId={roomId} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
