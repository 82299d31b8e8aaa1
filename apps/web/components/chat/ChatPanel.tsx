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
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  API_ROUTES,
  CHAT_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  HORN_TOPIC,
  DEFAULT_MUTE_MINUTES,
  MESSAGES,
  MUTE_DURATIONS,
  matchTopic,
  roomTopic,
  type TChatInfo,
  type TChatMessage,
  type THorn,
} from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call, isOk } from '@/lib/api';
import { subscribeShared } from '@/lib/realtime';
import { EmojiPicker } from './EmojiPicker';
import { EmojiText } from './EmojiText';
import { GiftLine } from './GiftLine';
import { EnterLine, RedPacketLine } from './MoneyLines';
import { NobleBadge, nobleTextColor } from './NobleBadge';

export type TChatPanelProps = {
  roomId?: number;
  matchId?: number;
  variant?: 'panel' | 'barrage';
  onMessage?: (message: TChatMessage, self: boolean) => void;
  className?: string;
};

const ROLE_BADGE: Record<string, { text: string; cls: string } | undefined> = {
  anchor: { text: '主播', cls: 'bg-primary text-white' },
  manager: { text: '房管', cls: 'bg-sky-500 text-white' },
};
/** Kept in memory: the newest this many. */
const KEEP = 300;
/** How often an open room checks for a new horn announcement. */
const HORN_POLL_MS = 20_000;

function merge(list: TChatMessage[], more: TChatMessage[]): TChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEEP);
}

export function ChatPanel({ roomId, matchId, variant = 'panel', onMessage, className = '' }: TChatPanelProps) {
  const { userInfo, openLogin } = useSession();
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [info, setInfo] = useState<TChatInfo | null>(null);
  const [horn, setHorn] = useState<THorn | null>(null);
  const [text, setText] = useState('');
  const [muteMinutes, setMuteMinutes] = useState<number>(DEFAULT_MUTE_MINUTES);
  const [sending, setSending] = useState(false);
  const [unseen, setUnseen] = useState(0);
  const [menuFor, setMenuFor] = useState<number | null>(null);
  /** The newest message id when the viewer came in: the welcome line goes after it. */
  const [entryId, setEntryId] = useState(Number.MAX_SAFE_INTEGER);
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  }, [onMessage]);
  const myId = userInfo?.id ?? null;
  const myIdRef = useRef(myId);
  useEffect(() => {
    myIdRef.current = myId;
  }, [myId]);

  const channel = useMemo(() => (roomId ? { roomId } : matchId ? { matchId } : null), [roomId, matchId]);
  const topic = roomId ? roomTopic(roomId) : matchId ? matchTopic(matchId) : null;

  const loadLatest = useCallback(async () => {
    if (!channel) return;
    const r = await call(API_ROUTES.chatPage, { body: channel });
    if (isOk(r)) {
      setMessages((cur) => merge(cur, r.data.list));
      setHasMore(r.data.hasMore);
      setEntryId((cur) => (cur === Number.MAX_SAFE_INTEGER ? (r.data.list.at(-1)?.id ?? 0) : cur));
    }
  }, [channel]);

  // Room facts and the caller's standing (again when the login changes).
  useEffect(() => {
    if (!roomId) return;
    let live = true;
    void call(API_ROUTES.chatInfo, { query: { roomId } }).then((r) => {
      if (live && isOk(r)) setInfo(r.data);
    });
    return () => {
      live = false;
    };
  }, [roomId, myId]);

  // The latest horn, shown across rooms: checked again every HORN_POLL_MS so a new one reaches open rooms.
  useEffect(() => {
    if (variant !== 'panel') return;
    const load = () =>
      void call(API_ROUTES.hornInfo).then((r) => {
        if (isOk(r)) setHorn((cur) => (cur?.id === r.data?.id ? cur : r.data));
      });
    load();
    const timer = setInterval(load, HORN_POLL_MS);
    return () => clearInterval(timer);
  }, [variant]);

  // A new horn is pushed on the horn topic (the poll above catches horns published by the operators' CLI).
  useEffect(() => {
    if (variant !== 'panel') return;
    return subscribeShared(HORN_TOPIC, {
      onResync: (snapshot) => {
        if ('horn' in snapshot && snapshot.horn) setHorn(snapshot.horn);
      },
      onEvent: (e) => {
        if (e.type === 'horn') setHorn(e.data);
      },
    });
  }, [variant]);

  // History, then live messages in order; a resync replaces what we know.
  useEffect(() => {
    if (!topic) return;
    // The first answer is a resync: a room's carries its latest messages, a match's makes us load them.
    return subscribeShared(topic, {
      onResync: (snapshot) => {
        if ('messages' in snapshot) {
          const list = snapshot.messages;
          setMessages((cur) => merge(cur, list));
          setHasMore((more) => more || list.length >= CHAT_PAGE_SIZE);
          setEntryId((cur) => (cur === Number.MAX_SAFE_INTEGER ? (list.at(-1)?.id ?? 0) : cur));
        } else void loadLatest();
      },
      onEvent: (e) => {
        // The room's lines: what people type (chat) and its money events, each its own typed message.
        if (e.type !== 'chat' && e.type !== 'gift' && e.type !== 'redPacket' && e.type !== 'nobleEnter') return;
        const m: TChatMessage = e.data;
        setMessages((cur) => merge(cur, [m]));
        if (!atBottom.current) setUnseen((n) => n + 1);
        onMessageRef.current?.(m, m.userId !== null && m.userId === myIdRef.current);
      },
    });
  }, [topic, loadLatest]);

  // Stick to the newest message unless the reader scrolled up.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages, info]);
  const onScroll = () => {
    const el = listRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
    if (atBottom.current) setUnseen(0);
  };
  const toBottom = () => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };

  const loadOlder = async () => {
    if (!channel || !messages.length) return;
    const el = listRef.current;
    const before = el ? el.scrollHeight - el.scrollTop : 0;
    const r = await call(API_ROUTES.chatPage, { body: { ...channel, before: messages[0].id } });
    if (r.code !== MESSAGES.OK.code) return toast.error(r.message);
    atBottom.current = false;
    setMessages((cur) => merge(r.data.list, cur));
    setHasMore(r.data.hasMore);
    requestAnimationFrame(() => {
      if (el) el.scrollTop = el.scrollHeight - before;
    });
  };

  const length = [...text.trim()].length;
  const send = async () => {
    if (!channel || sending) return;
    if (!userInfo) return openLogin();
    if (!text.trim()) return toast.error(MESSAGES.CHAT_EMPTY.message);
    if (length > CHAT_MAX_LENGTH) return toast.error(MESSAGES.CHAT_TOO_LONG.message);
    setSending(true);
    const r = await call(API_ROUTES.chatMsg, { body: { ...channel, content: text, platform: 1 } });
    setSending(false);
    if (r.code !== MESSAGES.OK.code) {
      toast.error(r.message);
      if (r.code === MESSAGES.CHAT_FORBIDDEN.code && roomId) setInfo((i) => (i ? { ...i, forbiddenUntil: 0 } : i));
      return;
    }
    setText('');
    setMessages((cur) => merge(cur, [r.data]));
    toBottom();
  };

  const act = async (kind: 'forbid' | 'manager', m: TChatMessage) => {
    setMenuFor(null);
    if (!roomId) return;
    const r = await call(kind === 'forbid' ? API_ROUTES.forbidAdd : API_ROUTES.managerAdd, {
      query: { roomId, nickName: m.nickName, ...(kind === 'forbid' && muteMinutes ? { minutes: muteMinutes } : {}) },
    });
    if (r.code === MESSAGES.OK.code) toast.success(kind === 'forbid' ? `已禁言 ${m.nickName}` : `已将 ${m.nickName} 设为房管`);
    else toast.error(r.message);
  };

  const barrage = variant === 'barrage';
  const renderMessage = (m: TChatMessage) =>
    m.type === 'gift' ? (
      <GiftLine key={m.id} m={m} barrage={barrage} />
    ) : m.type === 'enter' && !barrage ? (
      <EnterLine key={m.id} m={m} />
    ) : m.type === 'redpacket' && !barrage ? (
      <RedPacketLine key={m.id} m={m} />
    ) : m.type === 'system' ? (
      <li key={m.id} data-testid="chat-message" className={`text-center text-xs ${barrage ? 'text-white/80' : 'text-muted'}`}>
        {m.content}
      </li>
    ) : (
      <li key={m.id} data-testid="chat-message" className="group relative break-words">
        {ROLE_BADGE[m.role] && (
          <span className={`mr-1 rounded px-1 text-[10px] ${ROLE_BADGE[m.role]?.cls}`}>{ROLE_BADGE[m.role]?.text}</span>
        )}
        <NobleBadge rank={m.noble} />
        {info?.canMute && m.userId !== myId && m.role === 'user' ? (
          <button type="button" className="text-primary hover:underline" onClick={() => setMenuFor(menuFor === m.id ? null : m.id)}>
            {m.nickName}：
          </button>
        ) : (
          <span className={barrage ? 'text-amber-300' : 'text-primary'}>{m.nickName}：</span>
        )}
        <span data-testid="chat-content" style={{ color: nobleTextColor(m.noble) }}>
          <EmojiText content={m.content} size={barrage ? 28 : 22} />
        </span>
        {menuFor === m.id && (
          <span className="ml-2 inline-flex gap-1 align-middle">
            <select
              value={muteMinutes}
              onChange={(e) => setMuteMinutes(Number(e.target.value))}
              aria-label="禁言时长"
              className="rounded border border-line px-1 text-xs"
            >
              {MUTE_DURATIONS.map((t) => (
                <option key={t.minutes} value={t.minutes}>
                  {t.label}
                </option>
              ))}
            </select>
            <button type="button" className="rounded border border-line px-1.5 text-xs hover:text-primary" onClick={() => act('forbid', m)}>
              禁言
            </button>
            {info?.isAnchor && (
              <button
                type="button"
                className="rounded border border-line px-1.5 text-xs hover:text-primary"
                onClick={() => act('manager', m)}
              >
                设为房管
              </button>
            )}
          </span>
        )}
      </li>
    );
  const muted = info?.forbiddenUntil !== null && info?.forbiddenUntil !== undefined;

  return (
    <section
      data-testid="chat-panel"
      className={`flex min-h-0 flex-col ${barrage ? 'bg-transparent text-white' : 'bg-surface text-ink'} ${className}`}
    >
      {!barrage && (
        <header className="border-b border-line px-3 py-2 text-sm">
          <h2 className="font-semibold">聊天</h2>
          {info?.notice ? (
            <p data-testid="chat-notice" className="mt-1 rounded bg-primary-weak px-2 py-1 text-xs text-primary">
              公告：{info.notice}
            </p>
          ) : null}
          {horn ? (
            <p data-testid="chat-horn" className="mt-1 truncate rounded bg-amber-50 px-2 py-1 text-xs text-amber-700" title={horn.content}>
              <span className="mr-1 rounded bg-amber-500 px-1 text-[10px] text-white">喇叭</span>
              {horn.nickName}：{horn.content}
            </p>
          ) : null}
        </header>
      )}

      <div className="relative min-h-0 flex-1">
        <div ref={listRef} onScroll={onScroll} data-testid="chat-list" className="absolute inset-0 overflow-y-auto px-3 py-2">
          {hasMore && !barrage && (
            <button type="button" onClick={loadOlder} className="mb-2 w-full text-center text-xs text-muted hover:text-primary">
              查看更多
            </button>
          )}
          {!barrage && !messages.length && <p className="py-6 text-center text-xs text-muted">还没有人发言，快来抢沙发吧</p>}
          <ul className={`space-y-1.5 ${barrage ? 'text-xl leading-relaxed [text-shadow:0_1px_2px_#000,0_0_4px_#000]' : 'text-sm'}`}>
            {messages.filter((m) => m.id <= entryId).map(renderMessage)}
            {info?.welcome && !barrage && (
              <li data-testid="chat-welcome" className="rounded bg-primary-weak px-2 py-1 text-xs text-primary">
                {info.anchorNickName}：<EmojiText content={info.welcome} size={18} />
              </li>
            )}
            {messages.filter((m) => m.id > entryId).map(renderMessage)}
          </ul>
        </div>
        {unseen > 0 && (
          <button
            type="button"
            onClick={toBottom}
            className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs text-white shadow"
          >
            {unseen} 条新消息
          </button>
        )}
      </div>

      {!barrage && (
        <footer className="border-t border-line p-2">
          {!userInfo ? (
            <button
              type="button"
              data-testid="chat-login"
              onClick={openLogin}
              className="w-full rounded-full bg-page py-2 text-sm text-muted hover:text-primary"
            >
              登录后参与聊天
            </button>
          ) : muted ? (
            <p className="py-2 text-center text-sm text-muted">您已被禁言</p>
          ) : (
            <form
              className="flex items-center gap-1"
              onSubmit={(e) => {
                e.preventDefault();
                void send();
              }}
            >
              <EmojiPicker onPick={(code) => setText((t) => t + code)} />
              <div className="relative flex-1">
                <input
                  data-testid="chat-input"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder="发个弹幕聊聊吧"
                  className="w-full rounded-full border border-line bg-page py-2 pl-3 pr-12 text-sm outline-none focus:border-primary"
                />
                <span
                  className={`absolute right-3 top-1/2 -translate-y-1/2 text-[10px] ${length > CHAT_MAX_LENGTH ? 'text-red-500' : 'text-muted'}`}
                >
                  {length}/{CHAT_MAX_LENGTH}
                </span>
              </div>
              <button
                type="submit"
                data-testid="chat-send"
                disabled={sending}
                className="rounded-full bg-primary px-4 py-2 text-sm text-white disabled:opacity-50"
              >
                发送
              </button>
            </form>
          )}
        </footer>
      )}
    </section>
  );
}
