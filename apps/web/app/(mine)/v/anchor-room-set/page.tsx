import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/pages/common/RoutePage';
import { NoRoom } from '@/components/pages/live/chat/NoRoom';
import { RoomMembers } from '@/components/pages/live/chat/RoomMembers';
import { ownRoomId } from '@/components/pages/live/chat/anchor-room.server';

export const metadata: Metadata = { title: MINE_SECTIONS['anchor-room-set'] };

/** /v/anchor-room-set (房间管理): the room's managers and its mute list. */
export default async function Page() {
  const roomId = await ownRoomId();
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['anchor-room-set']}>
      {roomId ? (
        <>
          <RoomMembers roomId={roomId} kind="manager" />
          <RoomMembers roomId={roomId} kind="forbid" />
        </>
      ) : (
        <NoRoom />
      )}
    </RoutePage>
  );
}
