import { useState } from 'react';
import { REWIND_WINDOW_MS } from '@sports/contracts';
import { formatClock } from '@/lib/format';
import { formatTime } from '@/lib/format';
import { STEP_BACK_MS, type TRewindState } from './useRewind';

/** "回看中 · 落后直播 3:25" */
export function behindText(rewind: TRewindState): string {
  return `回看中 · 落后直播 ${formatClock(Math.max(0, rewind.liveMs - rewind.position))}`;
}

/**
 * The broadcast's time bar (开播, or 30 minutes back, to now): drag back to play the recording from there; the thumb
 * sits at the live edge while watching live. Absent when the broadcast cannot be rewound.
 */
export function RewindBar({ rewind }: { rewind: TRewindState }) {
  const [drag, setDrag] = useState<number | null>(null);
  const { info, liveMs, position, seek } = rewind;
  if (!info) return null;
  const min = info.earliestMs;
  const max = Math.max(min + 1000, liveMs);
  // a broadcast longer than the rewind window starts its bar at the window, not at 开播
  const whole = liveMs - min < REWIND_WINDOW_MS;
  const value = Math.max(min, Math.min(max, drag ?? position));
  const commit = () => {
    if (drag === null) return;
    void seek(drag);
    setDrag(null);
  };
  return (
    <div className="flex items-center gap-2 text-xs" data-testid="rewind-bar">
      <span className="shrink-0 tabular-nums text-white/80" title={whole ? '开播时间' : '最早可回看到'}>
        {whole ? `${formatTime(info.startedAt)} 开播` : `${formatTime(info.startedAt + min)} 起`}
      </span>
      <div className="relative flex-1">
        {drag !== null ? (
          <span className="absolute -top-6 left-1/2 -translate-x-1/2 whitespace-nowrap rounded bg-black/75 px-2 py-0.5 tabular-nums">
            {formatClock(drag)} · 落后直播 {formatClock(Math.max(0, liveMs - drag))}
          </span>
        ) : null}
        <input
          type="range"
          min={min}
          max={max}
          step={1000}
          value={value}
          onChange={(e) => setDrag(Number(e.target.value))}
          onPointerUp={commit}
          onKeyUp={commit}
          onBlur={commit}
          aria-label="回看进度"
          aria-valuetext={rewind.play ? behindText(rewind) : '直播中'}
          data-testid="rewind-seek"
          className="w-full accent-[var(--color-primary)]"
        />
      </div>
      <span className="shrink-0 tabular-nums text-white/80">{formatClock(liveMs)}</span>
    </div>
  );
}

/** −30 秒, and while behind live the lag and 回到直播, in the player's button row. */
export function RewindButtons({ rewind }: { rewind: TRewindState }) {
  if (!rewind.info) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => void rewind.seek(rewind.position - STEP_BACK_MS)}
        className="rounded border border-white/60 px-2 py-0.5 text-xs hover:border-primary hover:text-primary"
        data-testid="rewind-back30"
      >
        −30秒
      </button>
      {rewind.play ? (
        <button
          type="button"
          onClick={rewind.backToLive}
          className="rounded bg-primary px-2 py-0.5 text-xs hover:opacity-90"
          data-testid="rewind-live"
        >
          回到直播
        </button>
      ) : (
        <span className="text-xs text-red-400">● 直播</span>
      )}
    </>
  );
}

/** Over the video while behind live: how far behind, the way back, and a failed seek's reason. */
export function RewindBadge({ rewind, loading }: { rewind: TRewindState; loading: boolean }) {
  if (!rewind.play && !rewind.error) return null;
  return (
    <div className="absolute right-3 top-3 flex items-center gap-2 rounded-full bg-black/65 px-3 py-1 text-xs" data-testid="rewind-badge">
      <span className="tabular-nums">{rewind.error ?? (loading ? '正在加载回看…' : behindText(rewind))}</span>
      {rewind.play ? (
        <button type="button" onClick={rewind.backToLive} className="font-semibold text-primary hover:underline">
          回到直播
        </button>
      ) : null}
    </div>
  );
}
