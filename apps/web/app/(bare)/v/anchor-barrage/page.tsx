import { pageMeta } from '@/lib/page-meta';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { ownRoomId } from '@/components/chat/anchor-room.server';

const PATTERN = '/v/anchor-barrage';
export const metadata = pageMeta(PATTERN);

type TProps = { searchParams: Promise<{ roomId?: string; bg?: string }> };

/**
 * The full-height bullet-chat screen an anchor captures into the stream; no header or footer.
 * `?roomId=<id>` shows that room's chat without a login (a streaming program's browser source has
 * none); without it, the logged-in anchor's own room. `?bg=transparent` makes the page see-through
 * for an overlay; by default a dark backdrop keeps the white text readable in a normal browser.
 */
export default async function Page({ searchParams }: TProps) {
  const q = await searchParams;
  const fromQuery = q.roomId && /^[1-9]\d{0,9}$/.test(q.roomId) ? Number(q.roomId) : null;
  const roomId = fromQuery ?? (await ownRoomId());
  const transparent = q.bg === 'transparent';
  return (
    <div data-testid="barrage-screen" className={`flex h-full flex-col ${transparent ? '' : 'bg-neutral-900/90'}`}>
      {transparent && <style>{'html,body,main{background:transparent!important}'}</style>}
      {roomId ? (
        <ChatPanel roomId={roomId} variant="barrage" className="h-full" />
      ) : (
        <p className="m-auto text-sm text-white/80">请以主播身份登录，或在地址后加上 ?roomId=房间号</p>
      )}
    </div>
  );
}
