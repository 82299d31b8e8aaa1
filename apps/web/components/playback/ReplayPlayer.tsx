'use client';
/**
 * <ReplayPlayer>: a recorded broadcast (FLV through mpegts.js, the live player's family) with
 * play/pause, a seek bar whose background is the chat's heat map, speed, sound and full screen,
 * and the broadcast's chat flying across the video as barrage at the moments it was sent.
 *
 * Props: `src` (the replay's FLV on this origin), `poster`, `durationMs`, `chat` (lines on the
 * replay's timeline and their heat), `onTime` (the playing position in ms, for the chat beside it).
 */
import { useEffect, useRef, useState } from 'react';
import type { TReplayChat } from '@sports/contracts';
import { ScreenButtons } from '@/components/live/player/PlayerControls';
import { PlayerIcon } from '@/components/live/player/PlayerIcon';
import { useDanmaku } from '@/components/live/player/useDanmaku';
import { formatClock } from '@/lib/format';
import { useReplayStream } from './useReplayStream';

const SPEEDS = [0.5, 1, 1.25, 1.5, 2] as const;
/** A jump bigger than this (a seek) does not fire the barrage of the skipped lines. */
const MAX_STEP_MS = 2000;

type TProps = {
  src: string;
  poster: string | null;
  durationMs: number;
  chat: TReplayChat | null;
  onTime?: (ms: number) => void;
  /** seek requests from outside (a click on a chat line); bump `tick` to repeat one */
  seekTo?: { ms: number; tick: number } | null;
};

export function ReplayPlayer({ src, poster, durationMs, chat, onTime, seekTo }: TProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const status = useReplayStream(videoRef, src, durationMs);
  const [time, setTime] = useState(0);
  const [paused, setPaused] = useState(true);
  const [muted, setMuted] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [fullscreen, setFullscreen] = useState(false);
  const { layerRef, enabled: danmakuOn, setEnabled: setDanmaku, push } = useDanmaku();
  const lastRef = useRef(0);

  useEffect(() => {
    const onFs = () => setFullscreen(document.fullscreenElement === boxRef.current);
    document.addEventListener('fullscreenchange', onFs);
    return () => document.removeEventListener('fullscreenchange', onFs);
  }, []);

  useEffect(() => {
    if (seekTo && videoRef.current) videoRef.current.currentTime = seekTo.ms / 1000;
  }, [seekTo]);

  const onTimeUpdate = () => {
    const v = videoRef.current;
    if (!v) return;
    const ms = Math.round(v.currentTime * 1000);
    const last = lastRef.current;
    if (chat && ms > last && ms - last <= MAX_STEP_MS) {
      for (const l of chat.lines) if (l.at > last && l.at <= ms) push({ text: l.message.content });
    }
    lastRef.current = ms;
    setTime(ms);
    onTime?.(ms);
  };

  const togglePlay = () => {
    const v = videoRef.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => undefined);
    else v.pause();
  };
  const seek = (ms: number) => {
    const v = videoRef.current;
    if (v) v.currentTime = Math.max(0, Math.min(durationMs, ms)) / 1000;
  };
  const changeSpeed = (s: number) => {
    setSpeed(s);
    if (videoRef.current) videoRef.current.playbackRate = s;
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void boxRef.current?.requestFullscreen?.();
  };

  const heat = chat?.heat ?? [];
  const peak = Math.max(1, ...heat);
  return (
    <div
      ref={boxRef}
      className="group relative aspect-video w-full overflow-hidden bg-black text-white"
      data-testid="replay-player"
      data-status={status}
      data-time={time}
    >
      <video
        ref={videoRef}
        className="h-full w-full bg-black object-contain"
        playsInline
        muted={muted}
        poster={poster ?? undefined}
        onClick={togglePlay}
        onTimeUpdate={onTimeUpdate}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
      />
      <div
        ref={layerRef}
        aria-hidden
        className={`pointer-events-none absolute inset-x-0 top-0 bottom-16 overflow-hidden ${danmakuOn ? '' : 'hidden'}`}
        data-testid="danmaku-layer"
      />
      {status === 'error' || status === 'unsupported' ? (
        <div className="absolute inset-0 flex items-center justify-center bg-black/70 text-sm">
          {status === 'unsupported' ? '当前浏览器不支持播放，请更换浏览器' : '回放加载失败，请刷新重试'}
        </div>
      ) : null}
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-3 pb-2 pt-6 text-sm">
        <div className="relative h-4">
          <div className="absolute inset-x-0 bottom-1.5 flex h-3 items-end gap-px opacity-70" aria-hidden data-testid="chat-heat">
            {heat.map((n, i) => (
              <span key={i} className="flex-1 rounded-t-sm bg-primary" style={{ height: `${n ? Math.max(15, (n / peak) * 100) : 0}%` }} />
            ))}
          </div>
          <input
            type="range"
            min={0}
            max={Math.max(1, durationMs)}
            step={100}
            value={Math.min(time, durationMs)}
            onChange={(e) => seek(Number(e.target.value))}
            aria-label="进度"
            data-testid="replay-seek"
            className="absolute inset-x-0 bottom-0 w-full accent-[var(--color-primary)]"
          />
        </div>
        <div className="mt-1 flex items-center gap-3">
          <button
            type="button"
            onClick={togglePlay}
            aria-label={paused ? '播放' : '暂停'}
            title={paused ? '播放' : '暂停'}
            className="hover:text-primary"
          >
            <PlayerIcon name={paused ? 'play' : 'pause'} />
          </button>
          <span className="tabular-nums text-xs" data-testid="replay-clock">
            {formatClock(time)} / {formatClock(durationMs)}
          </span>
          <span className="ml-auto flex items-center gap-3">
            <select
              value={speed}
              onChange={(e) => changeSpeed(Number(e.target.value))}
              aria-label="倍速"
              className="rounded bg-black/40 px-1 py-0.5 text-xs"
            >
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s === 1 ? '倍速' : `${s}x`}
                </option>
              ))}
            </select>
            <button
              type="button"
              onClick={() => {
                const v = videoRef.current;
                if (v) v.muted = !v.muted;
              }}
              aria-label={muted ? '开启声音' : '静音'}
              title={muted ? '开启声音' : '静音'}
              className="hover:text-primary"
            >
              <PlayerIcon name={muted ? 'mute' : 'sound'} />
            </button>
            <ScreenButtons danmakuOn={danmakuOn} setDanmaku={setDanmaku} fullscreen={fullscreen} toggleFullscreen={toggleFullscreen} />
          </span>
        </div>
      </div>
    </div>
  );
}
