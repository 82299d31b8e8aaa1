'use client';
/**
 * <GiftBar>: the live room's gift bar. Gift list with pictures and prices, the viewer's 球钻 and
 * 球票 with a recharge link, a count picker, 赠送 and, for a few seconds after a send, a 连击
 * button that sends the same gift again (the server counts the combo). Also the daily sign-in and
 * the watch-time heartbeat that earns tickets while a logged-in viewer watches a live room.
 */
import { useState } from 'react';
import type { TGift } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { GiftGrid } from './GiftGrid';
import { GiftSendRow } from './GiftSendRow';
import { GiftWallet } from './GiftWallet';
import { useGiftList } from './useGiftList';
import { useGiftSend } from './useGiftSend';
import { useTickets } from './useTickets';

/** `onSent`: after the server booked a gift (e.g. the room's contributor rank reloads, even before the socket's gift line). */
type TGiftBarProps = { roomId: number; live: boolean; onSent?: () => void };

export function GiftBar({ anchorId, ...props }: TGiftBarProps & { anchorId: number }) {
  const { userInfo } = useSession();
  // The anchor's own room: gifts are for viewers (the server refuses them too), so nothing loads or beats.
  if (userInfo?.id === anchorId) return null;
  return <ViewerGiftBar {...props} />;
}

function ViewerGiftBar({ roomId, live, onSent }: TGiftBarProps) {
  const gifts = useGiftList();
  const { tickets, signIn } = useTickets(roomId, live);
  const sender = useGiftSend(roomId, onSent);
  const [picked, setPicked] = useState<TGift | null>(null);
  return (
    <section data-testid="gift-bar" className="rounded-lg bg-surface px-4 py-3 text-sm shadow-sm">
      <GiftWallet tickets={tickets} signIn={() => void signIn()} />
      <GiftGrid gifts={gifts} picked={picked} onPick={setPicked} />
      <GiftSendRow picked={picked} sender={sender} />
    </section>
  );
}
