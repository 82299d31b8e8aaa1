import type { Metadata } from 'next';
import { ChatMute } from '@/components/console/ChatMute';
import { Reports } from '@/components/console/Reports';
import { RoomControls } from '@/components/console/RoomControls';

export const metadata: Metadata = { title: '举报处理' };

export default function Page() {
  return (
    <div className="flex flex-col gap-5">
      <Reports />
      <RoomControls />
      <ChatMute />
    </div>
  );
}
