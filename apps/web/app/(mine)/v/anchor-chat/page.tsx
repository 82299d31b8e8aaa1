import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { NoRoom } from '@/components/chat/NoRoom';
import { ownRoomId } from '@/components/chat/anchor-room.server';

export const metadata: Metadata = { title: MINE_SECTIONS['anchor-chat'] };

/** /v/anchor-chat (直播弹幕): the anchor's own room chat, to read, answer and mute from. */
export default async function Page() {
  const roomId = await ownRoomId();
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['anchor-chat']}>
      {roomId ? (
        <>
          <p className="mb-3 text-xs text-muted">
            点击观众昵称可禁言或设为房管。弹幕大屏（可作为直播软件的浏览器源）：
            <a className="text-primary hover:underline" href={`/v/anchor-barrage?roomId=${roomId}`} target="_blank" rel="noreferrer">
              /v/anchor-barrage?roomId={roomId}
            </a>
          </p>
          <ChatPanel roomId={roomId} className="h-[600px] rounded border border-line" />
        </>
      ) : (
        <NoRoom />
      )}
    </RoutePage>
  );
}
