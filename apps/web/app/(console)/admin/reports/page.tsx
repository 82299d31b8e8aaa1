import type { Metadata } from 'next';
import { ChatMute } from '@/components/console/ChatMute';
import { PostReports } from '@/components/console/PostReports';
import { Reports } from '@/components/console/Reports';

export const metadata: Metadata = { title: '举报处理' };

export default function Page() {
  return (
    <div className="flex flex-col gap-5">
      <Reports />
      <PostReports />
      <ChatMute />
    </div>
  );
}
