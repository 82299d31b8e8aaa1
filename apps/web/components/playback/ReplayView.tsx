'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import Link from '@/components/ui/Link';
import { API_CALLS, type TReplayChat, type TReplayDetail } from '@sports/contracts';
import { EmojiText } from '@/components/chat/EmojiText';
import { call, isOk } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { ClipCutter } from './ClipCutter';
import { formatClock } from '@/lib/format';
import { ReplayPlayer } from './ReplayPlayer';

/**
 * One replay: the player, and beside it the broadcast's chat as it was at the playing position
 * (lines appear at the moment they were sent; a click on a line jumps there). The room's anchor
 * can delete it.
 */
export function ReplayView({ replay }: { replay: TReplayDetail }) {
  const router = useRouter();
  const [chat, setChat] = useState<TReplayChat | null>(null);
  const [time, setTime] = useState(0);
  const [seekTo, setSeekTo] = useState<{ ms: number; tick: number } | null>(null);
  const [error, setError] = useState('');
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let gone = false;
    void call(API_CALLS.replayChat, { query: { id: replay.id } }).then((r) => {
      if (!gone && isOk(r)) setChat(r.data);
    });
    return () => {
      gone = true;
    };
  }, [replay.id]);

  const shown = useMemo(() => (chat ? chat.lines.filter((l) => l.at <= time) : []), [chat, time]);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length]);

  const remove = async () => {
    if (!window.confirm('确定删除这条回放吗？删除后无法恢复')) return;
    const r = await call(API_CALLS.replayDelete, { body: { id: replay.id } });
    if (r.code === 200) router.push(`/playback/list/${replay.roomId}`);
    else setError(r.message);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_320px]">
      <div>
        <ReplayPlayer src={replay.src} poster={replay.poster} durationMs={replay.durationMs} chat={chat} onTime={setTime} seekTo={seekTo} />
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <h2 className="text-base font-semibold text-ink" data-testid="replay-title">
            {replay.title}
          </h2>
          {replay.matchTitle ? <span className="text-primary">{replay.matchTitle}</span> : null}
          <Link href={`/playback/list/${replay.roomId}`} className="text-muted hover:text-primary">
            {replay.anchorNickName}的回放
          </Link>
          <span className="text-muted">开播 {formatDateTime(replay.startedAt)}</span>
          <span className="text-muted">时长 {formatClock(replay.durationMs)}</span>
          <Link href={`/live/${replay.roomId}`} className="text-muted hover:text-primary">
            进入直播间
          </Link>
          <Link href={`/playback/highlights?roomId=${replay.roomId}`} className="text-muted hover:text-primary">
            集锦
          </Link>
          {replay.canDelete ? (
            <button
              type="button"
              onClick={() => void remove()}
              className="ml-auto rounded border border-line px-3 py-0.5 text-xs hover:border-red-500 hover:text-red-500"
            >
              删除回放
            </button>
          ) : null}
        </div>
        {error ? <p className="mt-2 text-sm text-red-500">{error}</p> : null}
        {replay.canDelete ? (
          <ClipCutter
            replayId={replay.id}
            durationMs={replay.durationMs}
            time={time}
            onSeek={(ms) => setSeekTo((s) => ({ ms, tick: (s?.tick ?? 0) + 1 }))}
          />
        ) : null}
      </div>
      <aside className="flex h-[420px] flex-col rounded-lg bg-surface shadow-sm lg:h-auto">
        <h3 className="border-b border-line px-3 py-2 text-sm font-medium">
          聊天回放 <span className="text-xs text-muted">（共 {chat?.lines.length ?? 0} 条，点击跳转）</span>
        </h3>
        <ul ref={listRef} className="flex-1 space-y-1.5 overflow-y-auto px-3 py-2 text-sm" data-testid="replay-chat">
          {chat && chat.lines.length === 0 ? <li className="py-6 text-center text-muted">这场直播没有聊天记录</li> : null}
          {shown.map((l) => (
            <li key={l.message.id} data-testid="replay-chat-line" className="break-words">
              <button
                type="button"
                onClick={() => setSeekTo((s) => ({ ms: l.at, tick: (s?.tick ?? 0) + 1 }))}
                className="mr-1 text-xs tabular-nums text-muted hover:text-primary"
              >
                {formatClock(l.at)}
              </button>
              {l.message.type === 'system' ? (
                <span className="text-muted">{l.message.content}</span>
              ) : (
                <>
                  <span className="text-primary">{l.message.nickName}：</span>
                  <EmojiText content={l.message.content} size={18} />
                </>
              )}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
