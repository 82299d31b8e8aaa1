'use client';
/**
 * <LivePlayer>: the live room's video (HTTP-FLV through mpegts.js) with a barrage (弹幕) layer.
 *
 * Props
 * - `src`: the room's FLV address on this origin (`detail.play.flv`, e.g. `/flv/live/12.flv`), null when offline.
 * - `live`: the room is broadcasting (`detail.isLive === 1`). Offline (or `src` null) shows the poster.
 * - `poster`: cover picture shown before the first frame and while offline.
 * - `nextMatch`: the anchor's next match `{ title, kickoffAt }` (epoch ms), shown on the offline poster.
 * - `onStreamLost`: called when the stream keeps failing (e.g. the anchor stopped), so the page can
 *   reload the room detail; the player itself keeps retrying with backoff while `live` is true.
 *
 * Barrage API (for the chat): pass `ref` and call
 *   `ref.current?.pushDanmaku({ text, color?, self? })` for every chat message to fly across the video;
 *   `ref.current?.setDanmakuEnabled(on)` / the 弹幕 button switch the layer (the viewer's choice is remembered).
 * Messages are plain text (text nodes; emoji codes become their pictures), cut to 50 characters; at most 60 are on screen at once.
 */
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import dayjs from 'dayjs';
import { splitEmoji } from '@sports/contracts';
import type Mpegts from 'mpegts.js';
import { usePref, writePref } from '@/lib/prefs';
import { liveConfig, RECONNECT_ERRORS, reconnectDelay } from './playerConfig';

export type TDanmaku = { text: string; color?: string; self?: boolean };
export type TLivePlayerHandle = {
  pushDanmaku(msg: TDanmaku): void;
  setDanmakuEnabled(on: boolean): void;
};
export type TLivePlayerProps = {
  src: string | null;
  live: boolean;
  poster?: string | null;
  nextMatch?: { title: string; kickoffAt: number } | null;
  onStreamLost?: () => void;
  className?: string;
  ref?: Ref<TLivePlayerHandle>;
};

type TStatus = 'idle' | 'connecting' | 'playing' | 'reconnecting' | 'unsupported';

/** The viewer's player preferences (barrage on/off, volume), remembered in this browser (lib/prefs). */
const DANMAKU_KEY = 'live_danmaku_on';
const VOLUME_KEY = 'live_volume';
const MAX_DANMAKU = 60;
const DANMAKU_LANES = 8;
const DANMAKU_MS = 8000;
/** Failures in a row after which the page is told the stream is gone. */
const LOST_AFTER = 3;
/** A stream whose picture stands still this long is reconnected. */
const STALL_MS = 8000;

/** Control icons drawn inline (emoji and symbol glyphs are missing from many system fonts). */
function Icon({ name }: { name: 'play' | 'pause' | 'reload' | 'sound' | 'mute' | 'full' | 'exitFull' }) {
  const paths = {
    play: <path d="M7 5v14l11-7z" fill="currentColor" />,
    pause: <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />,
    reload: <path d="M19 12a7 7 0 1 1-2.05-4.95M19 4v4h-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
    sound: (
      <path
        d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    ),
    mute: (
      <path
        d="M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    ),
    full: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
    exitFull: <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  };
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
      {paths[name]}
    </svg>
  );
}

export function LivePlayer({ src, live, poster, nextMatch, onStreamLost, className = '', ref }: TLivePlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<TStatus>('idle');
  const [paused, setPaused] = useState(false);
  const [muted, setMuted] = useState(true);
  const storedVolume = Number(usePref(VOLUME_KEY) ?? '0.8');
  const volume = Number.isFinite(storedVolume) && storedVolume >= 0 && storedVolume <= 1 ? storedVolume : 0.8;
  const danmakuOn = (usePref(DANMAKU_KEY) ?? '1') === '1';
  const [fullscreen, setFullscreen] = useState(false);
  const [reloadTick, setReloadTick] = useState(0);
  const danmakuOnRef = useRef(danmakuOn);
  const lanesFreeAt = useRef<number[]>(Array.from({ length: DANMAKU_LANES }, () => 0));
  const lostRef = useRef(onStreamLost);
  useEffect(() => {
    lostRef.current = onStreamLost;
    danmakuOnRef.current = danmakuOn;
  }, [onStreamLost, danmakuOn]);

  useEffect(() => {
    const v = videoRef.current;
    if (v) {
      v.volume = volume;
      v.muted = muted;
    }
  }, [volume, muted, status]);

  const switchDanmaku = useCallback((on: boolean) => {
    danmakuOnRef.current = on;
    writePref(DANMAKU_KEY, on ? '1' : '0');
    if (!on) layerRef.current?.replaceChildren();
  }, []);

  const pushDanmaku = useCallback((msg: TDanmaku) => {
    const layer = layerRef.current;
    const text = msg.text.trim().slice(0, 50);
    if (!layer || !danmakuOnRef.current || !text || layer.childElementCount >= MAX_DANMAKU) return;
    const now = performance.now();
    let lane = lanesFreeAt.current.findIndex((t) => t <= now);
    if (lane < 0) lane = lanesFreeAt.current.indexOf(Math.min(...lanesFreeAt.current));
    const el = document.createElement('span');
    // Text nodes and emoji pictures only: nothing a user typed is ever parsed as markup.
    for (const part of splitEmoji(text)) {
      if ('emoji' in part) {
        const img = document.createElement('img');
        img.src = part.emoji.url;
        img.alt = part.emoji.code;
        img.width = img.height = 22;
        img.className = 'inline-block align-text-bottom';
        el.appendChild(img);
      } else el.appendChild(document.createTextNode(part.text));
    }
    el.className = `pointer-events-none absolute left-0 whitespace-nowrap text-lg font-semibold leading-none ${msg.self ? 'rounded border border-white/80 px-1' : ''}`;
    el.style.top = `${8 + lane * 32}px`;
    el.style.color = /^#[0-9a-fA-F]{3,8}$/.test(msg.color ?? '') ? (msg.color as string) : '#ffffff';
    el.style.textShadow = '0 0 2px #000, 0 0 2px #000';
    el.dataset.danmaku = '1';
    layer.appendChild(el);
    const from = layer.clientWidth;
    const width = el.offsetWidth;
    // the lane is free again once this message's tail has entered the screen
    lanesFreeAt.current[lane] = now + (DANMAKU_MS * (width + 24)) / (from + width);
    const anim = el.animate([{ transform: `translateX(${from}px)` }, { transform: `translateX(${-width}px)` }], {
      duration: DANMAKU_MS,
      easing: 'linear',
    });
    anim.onfinish = () => el.remove();
    anim.oncancel = () => el.remove();
  }, []);

  useImperativeHandle(ref, () => ({ pushDanmaku, setDanmakuEnabled: switchDanmaku }), [pushDanmaku, switchDanmaku]);

  // the stream: one mpegts.js player per (src, reload); reconnects with backoff on SPEC's errors
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src || !live) {
      setStatus('idle');
      return;
    }
    let disposed = false;
    let player: Mpegts.Player | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let lastTime = -1;
    let lastProgressAt = Date.now();
    let playing = false;

    const teardown = () => {
      if (!player) return;
      try {
        player.pause();
        player.unload();
        player.detachMediaElement();
        player.destroy();
      } catch {
        /* already gone */
      }
      player = null;
    };
    const scheduleRetry = () => {
      playing = false;
      teardown();
      if (disposed) return;
      setStatus('reconnecting');
      if (attempt + 1 >= LOST_AFTER) lostRef.current?.();
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void open(), reconnectDelay(attempt++));
    };
    const open = async () => {
      const mpegts = (await import('mpegts.js')).default;
      if (disposed) return;
      if (!mpegts.getFeatureList().mseLivePlayback) {
        setStatus('unsupported');
        return;
      }
      setStatus((s) => (s === 'reconnecting' ? s : 'connecting'));
      const p = mpegts.createPlayer(
        { type: 'flv', isLive: true, url: new URL(src, window.location.href).href, hasAudio: true, hasVideo: true },
        liveConfig(),
      );
      player = p;
      p.on(mpegts.Events.ERROR, (_type: string, detail: string) => {
        if (disposed || player !== p) return;
        if ((RECONNECT_ERRORS as readonly string[]).includes(detail) || _type === mpegts.ErrorTypes.MEDIA_ERROR) scheduleRetry();
      });
      p.attachMediaElement(video);
      p.load();
      lastProgressAt = Date.now();
      try {
        await video.play();
      } catch {
        // autoplay with sound refused: play muted, the viewer unmutes
        video.muted = true;
        setMuted(true);
        await video.play().catch(() => setPaused(true));
      }
    };
    const onTime = () => {
      if (video.currentTime !== lastTime) {
        lastTime = video.currentTime;
        lastProgressAt = Date.now();
        if (!playing) {
          playing = true;
          attempt = 0;
          setStatus('playing');
        }
      }
    };
    video.addEventListener('timeupdate', onTime);
    const stallTimer = setInterval(() => {
      if (player && !video.paused && Date.now() - lastProgressAt > STALL_MS) scheduleRetry();
    }, 2000);
    void open();
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      clearInterval(stallTimer);
      video.removeEventListener('timeupdate', onTime);
      teardown();
    };
  }, [src, live, reloadTick]);

  useEffect(() => {
    const onFs = () => setFullscreen(document.fullscreenElement === boxRef.current);
    document.addEventListener('fullscreenchange', onFs);
    return () => document.removeEventListener('fullscreenchange', onFs);
  }, []);

  const togglePlay = () => {
    const v = videoRef.current;
    if (!v) return;
    if (v.paused) {
      // back to the live edge rather than resuming minutes behind
      setReloadTick((n) => n + 1);
      setPaused(false);
    } else {
      v.pause();
      setPaused(true);
    }
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void boxRef.current?.requestFullscreen?.();
  };
  const changeVolume = (v: number) => {
    setMuted(v === 0);
    writePref(VOLUME_KEY, String(v));
  };

  const offline = !live || !src;
  return (
    <div
      ref={boxRef}
      className={`group relative aspect-video w-full overflow-hidden bg-black text-white ${className}`}
      data-testid="live-player"
      data-status={offline ? 'offline' : status}
    >
      <video
        ref={videoRef}
        className={`h-full w-full bg-black object-contain ${offline ? 'invisible' : ''}`}
        playsInline
        muted={muted}
        poster={poster ?? undefined}
        onClick={togglePlay}
      />
      <div
        ref={layerRef}
        aria-hidden
        className={`pointer-events-none absolute inset-x-0 top-0 bottom-12 overflow-hidden ${danmakuOn && !offline ? '' : 'hidden'}`}
        data-testid="danmaku-layer"
      />

      {offline ? (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-cover bg-center"
          style={poster ? { backgroundImage: `url("${encodeURI(poster)}")` } : undefined}
        >
          <div className="absolute inset-0 bg-black/60" />
          <p className="relative text-lg font-semibold">主播暂未开播</p>
          {nextMatch ? (
            <p className="relative text-sm text-white/85" data-testid="next-match">
              下一场：{nextMatch.title} {dayjs(nextMatch.kickoffAt).format('MM-DD HH:mm')}
            </p>
          ) : (
            <p className="relative text-sm text-white/70">关注主播，开播不错过</p>
          )}
        </div>
      ) : status === 'connecting' || status === 'reconnecting' || status === 'unsupported' ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <p className="rounded bg-black/60 px-4 py-2 text-sm">
            {status === 'connecting'
              ? '正在连接直播…'
              : status === 'reconnecting'
                ? '信号中断，正在重新连接…'
                : '当前浏览器不支持直播播放，请更换浏览器'}
          </p>
        </div>
      ) : null}

      {!offline ? (
        <div className="absolute inset-x-0 bottom-0 flex items-center gap-3 bg-gradient-to-t from-black/80 to-transparent px-3 py-2 text-sm opacity-100 transition-opacity group-hover:opacity-100 md:opacity-0">
          <button
            type="button"
            onClick={togglePlay}
            aria-label={paused ? '播放' : '暂停'}
            title={paused ? '播放' : '暂停'}
            className="hover:text-primary"
          >
            <Icon name={paused ? 'play' : 'pause'} />
          </button>
          <button type="button" onClick={() => setReloadTick((n) => n + 1)} aria-label="刷新" title="刷新" className="hover:text-primary">
            <Icon name="reload" />
          </button>
          <span className="ml-auto flex items-center gap-2">
            <button
              type="button"
              onClick={() => setMuted((m) => !m)}
              aria-label={muted ? '开启声音' : '静音'}
              title={muted ? '开启声音' : '静音'}
              className="hover:text-primary"
            >
              <Icon name={muted || volume === 0 ? 'mute' : 'sound'} />
            </button>
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={muted ? 0 : volume}
              onChange={(e) => changeVolume(Number(e.target.value))}
              aria-label="音量"
              className="w-20 accent-[var(--color-primary)]"
            />
          </span>
          <button
            type="button"
            onClick={() => switchDanmaku(!danmakuOn)}
            aria-pressed={danmakuOn}
            className={`rounded border px-2 py-0.5 text-xs ${danmakuOn ? 'border-primary bg-primary' : 'border-white/60'}`}
          >
            弹幕{danmakuOn ? '开' : '关'}
          </button>
          <button
            type="button"
            onClick={toggleFullscreen}
            aria-label={fullscreen ? '退出全屏' : '全屏'}
            title={fullscreen ? '退出全屏' : '全屏'}
            className="hover:text-primary"
          >
            <Icon name={fullscreen ? 'exitFull' : 'full'} />
          </button>
        </div>
      ) : null}
      {!offline && muted && status === 'playing' ? (
        <button
          type="button"
          onClick={() => setMuted(false)}
          className="absolute left-3 top-3 flex items-center gap-1 rounded-full bg-black/60 px-3 py-1 text-xs hover:bg-black/80"
        >
          <Icon name="mute" /> 点击开启声音
        </button>
      ) : null}
    </div>
  );
}
