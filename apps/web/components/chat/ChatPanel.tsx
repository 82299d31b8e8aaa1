'use client';
/**
 * <ChatPanel>: a live room's (or a match page's) chat.
 *
 * Props
 * - `roomId`: the room; its chat travels on the `room:<id>` topic. Give `roomId` or `matchId`.
 * - `matchId`: a match page without a room (chat on the `match:<id>` topic); no welcome, notice or muting.
 * - `variant`: `panel` (default: header with notice and horn, input, actions) or `barrage` (the bare
 *   OBS screen: messages only, large type, transparent background, no input).
 * - `onMessage(message, self)`: called for every live message as it arrives (not for history), e.g.
 *   to feed the player's barrage: `onMessage={(m, self) => playerRef.current?.pushDanmaku({ text: m.content, self })}`.
 * - `className`: sizing; the panel fills its box (give it a height).
 * Give it `key={roomId}` when one page switches rooms, so nothing of the old room stays.
 *
 * History comes from POST /api/chat/page (20 a page, 查看更多 for older), live messages from the
 * socket (lib/realtime.ts); sending is POST /api/chat/msg. Messages are plain text: React escapes
 * them and only codes of the known emoji set become pictures.
 */
import { memo, useLayoutEffect, useMemo } from 'react';
import { matchTopic, roomTopic, type TChatMessage } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { ChatLine } from './ChatLine';
import { ChatList } from './ChatList';
import { EmojiText } from './EmojiText';
import { useChatInfo } from './useChatInfo';
import { useChatMessages } from './useChatMessages';
import { useChatModeration } from './useChatModeration';
import { useChatScroll } from './useChatScroll';
import { useChatSend } from './useChatSend';
import { useHorn } from './useHorn';

export type TChatPanelProps = {
  roomId?: number;
  matchId?: number;
  variant?: 'panel' | 'barrage';
  onMessage?: (message: TChatMessage, self: boolean) => void;
  className?: string;
};

/** Memoised: a page's own state (a live room's gift counter) does not render every line again. */
export const ChatPanel = memo(function ChatPanel({ roomId, matchId, variant = 'panel', onMessage, className = '' }: TChatPanelProps) {
  const { userInfo } = useSession();
  const myId = userInfo?.id ?? null;
  const barrage = variant === 'barrage';
  const channel = useMemo(() => (roomId ? { roomId } : matchId ? { matchId } : null), [roomId, matchId]);
  const topic = roomId ? roomTopic(roomId) : matchId ? matchTopic(matchId) : null;

  const [info, setInfo] = useChatInfo(roomId, myId);
  const horn = useHorn(variant === 'panel');
  const moderation = useChatModeration(roomId);
  const { listRef, unseen, stick, onScroll, toBottom, noteArrival, keepPlace } = useChatScroll();
  const chat = useChatMessages({ channel, topic, myId, onMessage, onArrival: noteArrival });
  useLayoutEffect(() => stick(), [stick, chat.messages, info]);
  const input = useChatSend({
    channel,
    onSent: (m) => {
      chat.add(m);
      toBottom();
    },
    onForbidden: () => {
      if (roomId) setInfo((i) => (i ? { ...i, forbiddenUntil: 0 } : i));
    },
  });
  const muted = info?.forbiddenUntil !== null && info?.forbiddenUntil !== undefined;
  const line = (m: TChatMessage) => <ChatLine key={m.id} m={m} barrage={barrage} info={info} myId={myId} moderation={moderation} />;

  return (
    <section
      data-testid="chat-panel"
      className={`flex min-h-0 flex-col ${barrage ? 'bg-transparent text-white' : 'bg-surface text-ink'} ${className}`}
    >
      {!barrage && <ChatHeader notice={info?.notice} horn={horn} />}
      <ChatList
        listRef={listRef}
        onScroll={onScroll}
        unseen={unseen}
        toBottom={toBottom}
        barrage={barrage}
        hasMore={chat.hasMore}
        empty={!chat.messages.length}
        loadOlder={() => void chat.loadOlder(keepPlace())}
      >
        {chat.messages.filter((m) => m.id <= chat.entryId).map(line)}
        {info?.welcome && !barrage && (
          <li data-testid="chat-welcome" className="rounded bg-primary-weak px-2 py-1 text-xs text-primary">
            {info.anchorNickName}：<EmojiText content={info.welcome} size={18} />
          </li>
        )}
        {chat.messages.filter((m) => m.id > chat.entryId).map(line)}
      </ChatList>
      {!barrage && <ChatComposer muted={muted} input={input} />}
    </section>
  );
});
