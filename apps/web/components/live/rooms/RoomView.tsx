'use client';
import dynamic from 'next/dynamic';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { TChatMessage, TRoomDetail } from '@sports/contracts';
import { Avatar } from '@/components/layout/Avatar';
import { useAfterHydration } from '@/lib/after-hydration';
import { giftShowOf, type TGiftShow } from '@/components/wallet/gifts/gift-show';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { nobleTextColor } from '@/components/chat/NobleBadge';
import { LivePlayer, type TLivePlayerHandle } from '@/components/live/player/LivePlayer';
import { FollowButton } from './FollowButton';
import { OnlineCount } from './OnlineCount';
import { formatCount } from '@/lib/format';
import { useViewerFollows } from './useViewerFollows';

/** An empty frame of a part's size before its data (what the server renders of it), while its code loads. */
const frame = (height: string) =>
  function Frame() {
    return <section aria-busy className={`rounded-lg bg-surface shadow-sm ${height}`} />;
  };
const GiftBarFrame = frame('h-[92px]');
const NobilityFrame = frame('h-[74px]');
const RankFrame = frame('h-[40px]');
// The gift bar, the nobles and the contributor rank load their data after the page; their code comes
// after the page's too (the room's first load stays within its budget, decision 0048). They mount in
// a transition right after hydration (useAfterHydration), time-sliced, not in one long task (decision 0064).
const GiftBar = dynamic(() => import('@/components/wallet/gifts/GiftBar').then((m) => m.GiftBar), {
  ssr: false,
  loading: GiftBarFrame,
});
const RoomNobility = dynamic(() => import('@/components/wallet/noble/RoomNobility').then((m) => m.RoomNobility), {
  ssr: false,
  loading: NobilityFrame,
});
const ContributorRank = dynamic(() => import('@/components/wallet/gifts/ContributorRank').then((m) => m.ContributorRank), {
  ssr: false,
  loading: RankFrame,
});

// Big gifts' shows over the player: the code comes with the first one.
const GiftEffect = dynamic(() => import('@/components/wallet/gifts/GiftEffect').then((m) => m.GiftEffect), { ssr: false });
// Only a room bound to a match shows its score (with the score list's formatting): its code comes with it.
const MatchScore = dynamic(() => import('./MatchScore').then((m) => m.MatchScore));

/** A live room: anchor header (follow, online count), the player, the bound match's score, the notice and the chat. */
export function RoomView({ detail }: { detail: TRoomDetail }) {
  const router = useRouter();
  const player = useRef<TLivePlayerHandle>(null);
  const [fans, setFans] = useState(detail.fansCount);
  // Gifts arriving in the chat: the contributor rank reloads, big ones play over the player.
  const [gifted, setGifted] = useState(0);
  const [shows, setShows] = useState<TGiftShow[]>([]);
  const shown = useCallback(() => setShows((q) => q.slice(1)), []);
  const [nobleSignal, setNobleSignal] = useState(0);
  const follows = useViewerFollows(detail.roomId, detail.isAttention === 1);
  const after = useAfterHydration();

  // Stable, so a gift or a noble's line re-renders the room's header and strips, not the player or the chat.
  const onMessage = useCallback((m: TChatMessage, self: boolean) => {
    if (m.noble !== null || m.type === 'redpacket') setNobleSignal((n) => n + 1);
    if (m.type === 'gift') {
      setGifted((n) => n + 1);
      const show = giftShowOf(m);
      if (show) setShows((q) => [...q, show].slice(0, 10));
      return;
    }
    player.current?.pushDanmaku({ text: m.content, self, color: nobleTextColor(m.noble) });
  }, []);
  const onStreamLost = useCallback(() => router.refresh(), [router]);
  const live = detail.isLive === 1;
  const nextMatch = useMemo(
    () =>
      detail.match && !live ? { title: `${detail.match.home.name} vs ${detail.match.away.name}`, kickoffAt: detail.match.kickoffAt } : null,
    [detail.match, live],
  );
  return (
    <div className="mx-auto grid max-w-[1200px] gap-4 px-4 py-4 lg:grid-cols-[1fr_340px]">
      <div className="min-w-0 space-y-3">
        <header className="flex items-center gap-3 rounded-lg bg-surface px-4 py-3 shadow-sm">
          <Link href={`/personal/${detail.anchorId}?headerNavIndex=2`}>
            <Avatar src={detail.portrait} size={52} />
          </Link>
          <div className="min-w-0 flex-1">
            <h1 data-testid="room-title" className="truncate text-lg font-semibold text-ink">
              {detail.title}
            </h1>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-muted">
              <Link
                href={`/personal/${detail.anchorId}?headerNavIndex=2`}
                className="text-ink hover:text-primary"
                data-testid="room-anchor"
              >
                {detail.nickName}
              </Link>
              <span>房间号 {detail.roomId}</span>
              {detail.navName ? <span>{detail.navName}</span> : null}
              <span data-testid="room-fans">粉丝 {formatCount(fans)}</span>
              <span className={live ? 'text-red-500' : ''} data-testid="room-live-state">
                {live ? '● 直播中' : '未开播'}
              </span>
              <OnlineCount detail={detail} />
            </p>
          </div>
          <FollowButton key={String(follows)} anchorId={detail.anchorId} initial={follows} onChange={(_, n) => n !== null && setFans(n)} />
          <Link href={`/live/report?roomId=${detail.roomId}`} className="text-xs text-muted hover:text-primary">
            举报
          </Link>
        </header>
        <div className="relative">
          <LivePlayer
            ref={player}
            src={detail.play?.flv ?? null}
            live={live}
            roomId={detail.roomId}
            poster={detail.cover || null}
            nextMatch={nextMatch}
            onStreamLost={onStreamLost}
            className="aspect-video w-full overflow-hidden rounded-lg bg-black"
          />
          {shows.length ? <GiftEffect queue={shows} onDone={shown} /> : null}
        </div>
        {after ? (
          <GiftBar roomId={detail.roomId} anchorId={detail.anchorId} live={live} onSent={() => setGifted((n) => n + 1)} />
        ) : (
          <GiftBarFrame />
        )}
        {detail.match ? <MatchScore initial={detail.match} /> : null}
        <section className="rounded-lg bg-surface px-4 py-3 text-sm shadow-sm">
          <h2 className="mb-1 font-semibold text-ink">房间公告</h2>
          <p data-testid="room-notice" className="whitespace-pre-wrap text-muted">
            {detail.notice || '主播暂未设置公告'}
          </p>
          {detail.description ? <p className="mt-2 text-xs text-muted">主播简介：{detail.description}</p> : null}
        </section>
        {after ? <RoomNobility roomId={detail.roomId} signal={nobleSignal} /> : <NobilityFrame />}
      </div>
      <div className="min-w-0 space-y-3">
        <ChatPanel roomId={detail.roomId} onMessage={onMessage} className="h-[640px] lg:h-[calc(100vh-140px)] lg:max-h-[760px]" />
        {after ? <ContributorRank anchorId={detail.anchorId} version={gifted} /> : <RankFrame />}
      </div>
    </div>
  );
}
