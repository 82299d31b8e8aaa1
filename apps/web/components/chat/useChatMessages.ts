import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, CHAT_PAGE_SIZE, MESSAGES, type TChatMessage } from '@sports/contracts';
import { call, isOk } from '@/lib/api';
import { subscribeShared } from '@/lib/realtime';

/** Kept in memory: the newest this many. */
const KEEP = 300;
/** Before the first page arrives: every message is "before the viewer came in". */
const NOT_ENTERED = Number.MAX_SAFE_INTEGER;

export type TChatChannel = { roomId: number } | { matchId: number };

function merge(list: TChatMessage[], more: TChatMessage[]): TChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEEP);
}

type TOptions = {
  channel: TChatChannel | null;
  topic: string | null;
  myId: number | null;
  onMessage?: (message: TChatMessage, self: boolean) => void;
  /** A live message arrived (for the unseen counter). */
  onArrival: () => void;
};

/**
 * A chat's messages: history from POST /api/chat/page, then live lines on the topic in order
 * (a resync replaces what we know). `entryId` is the newest id when the viewer came in.
 */
export function useChatMessages({ channel, topic, myId, onMessage, onArrival }: TOptions) {
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [entryId, setEntryId] = useState(NOT_ENTERED);
  // What the live handler needs of the latest render, without resubscribing.
  const latest = useRef({ onMessage, onArrival, myId });
  useEffect(() => {
    latest.current = { onMessage, onArrival, myId };
  }, [onMessage, onArrival, myId]);

  /**
   * The latest page (a load or a resync); the first one also marks where the viewer came in. A
   * transition: a page of lines renders in slices between the page's other work, not in one long
   * task (decision 0062).
   */
  const showLatest = useCallback((list: TChatMessage[], hasMoreOf: (more: boolean) => boolean) => {
    startTransition(() => {
      setMessages((cur) => merge(cur, list));
      setHasMore(hasMoreOf);
      setEntryId((cur) => (cur === NOT_ENTERED ? (list.at(-1)?.id ?? 0) : cur));
    });
  }, []);

  const loadLatest = useCallback(async () => {
    if (!channel) return;
    const r = await call(API_CALLS.chatPage, { body: channel });
    if (isOk(r)) showLatest(r.data.list, () => r.data.hasMore);
  }, [channel, showLatest]);

  useEffect(() => {
    if (!topic) return;
    // The first answer is a resync: a room's carries its latest messages, a match's makes us load them.
    return subscribeShared(topic, {
      onResync: (snapshot) => {
        if ('messages' in snapshot) {
          const list = snapshot.messages;
          showLatest(list, (more) => more || list.length >= CHAT_PAGE_SIZE);
        } else void loadLatest();
      },
      onEvent: (e) => {
        // The room's lines: what people type (chat) and its money events, each its own typed message.
        if (e.type !== 'chat' && e.type !== 'gift' && e.type !== 'redPacket' && e.type !== 'nobleEnter') return;
        const m: TChatMessage = e.data;
        setMessages((cur) => merge(cur, [m]));
        latest.current.onArrival();
        latest.current.onMessage?.(m, m.userId !== null && m.userId === latest.current.myId);
      },
    });
  }, [topic, loadLatest, showLatest]);

  /** The page before the oldest shown; `beforeShow` runs just before it is added (to keep the reader's place). */
  const loadOlder = async (beforeShow: () => void) => {
    if (!channel || !messages.length) return;
    const r = await call(API_CALLS.chatPage, { body: { ...channel, before: messages[0].id } });
    if (r.code !== MESSAGES.OK.code) return void toast.error(r.message);
    beforeShow();
    setMessages((cur) => merge(r.data.list, cur));
    setHasMore(r.data.hasMore);
  };

  /** A message of our own, as the server stored it. */
  const add = (m: TChatMessage) => setMessages((cur) => merge(cur, [m]));

  return { messages, hasMore, entryId, loadOlder, add };
}
