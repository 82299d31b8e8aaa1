'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { TChatEnterLine, TChatRedPacketLine } from '@sports/contracts';
import { NobleBadge } from './NobleBadge';

// The packet's dialog (and the dialog library) loads when one is first opened, not with the chat.
const RedPacketPopup = dynamic(() => import('@/components/wallet/noble/RedPacketPopup').then((m) => m.RedPacketPopup), { ssr: false });

/** A noble's entry announcement ('enter' chat line). */
export function EnterLine({ m }: { m: TChatEnterLine }) {
  return (
    <li data-testid="chat-enter" className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-700">
      <NobleBadge rank={m.noble} />
      {m.content}
    </li>
  );
}

/** A red packet in the room ('redpacket' chat line): click to grab it. */
export function RedPacketLine({ m }: { m: TChatRedPacketLine }) {
  const [open, setOpen] = useState(false);
  return (
    <li data-testid="chat-redpacket" className="break-words">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex w-full items-center gap-2 rounded-lg bg-gradient-to-r from-red-500 to-orange-400 px-3 py-2 text-left text-white shadow-sm hover:brightness-105"
      >
        <span className="grid h-8 w-7 place-items-center rounded bg-red-600 text-base text-amber-300" aria-hidden>
          ¥
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-xs">
            <NobleBadge rank={m.noble} />
            {m.nickName}
          </span>
          <span className="block text-sm font-semibold">{m.content}</span>
        </span>
        <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs text-red-700">抢</span>
      </button>
      {open ? <RedPacketPopup packetId={m.extra.packetId} onClose={() => setOpen(false)} /> : null}
    </li>
  );
}
