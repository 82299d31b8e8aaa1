import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { NoRoom } from '@/components/chat/NoRoom';
import { RoomMembers } from '@/components/chat/RoomMembers';
import { ownRoomId } from '@/components/chat/anchor-room.server';

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
