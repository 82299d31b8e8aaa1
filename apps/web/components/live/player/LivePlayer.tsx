'use client';
/**
 * <LivePlayer>: the live room's video (HTTP-FLV through mpegts.js) with a barrage (弹幕) layer.
 *
 * Props
 * - `src`: the room's FLV address on this origin (`detail.play.flv`, e.g. `/flv/live/12.flv`), null when offline.
 * - `live`: the room is broadcasting (`detail.isLive === 1`). Offline (or `src` null) shows the poster.
 * - `poster`: cover picture shown before the first frame and while offline.
 * - `nextMatch`: the anchor's next match `{ title, kickoffAt }` (epoch ms), shown on the offline poster.
 * - `roomId`: the room, for live rewind (时移): a time bar of the broadcast so far, −30 秒 and 回到直播,
 *   shown only when the broadcast's recording can be rewound; the chat stays live meanwhile.
 * - `onStreamLost`: called when the stream keeps failing (e.g. the anchor stopped), so the page can
 *   reload the room detail; the player itself keeps retrying with backoff while `live` is true.
 *
 * Barrage API (for the chat): pass `ref` and call
 *   `ref.current?.pushDanmaku({ text, color?, self? })` for every chat message to fly across the video;
 *   `ref.current?.setDanmakuEnabled(on)` / the 弹幕 button switch the layer (the viewer's choice is remembered).
 * Messages are plain text (text nodes; emoji codes become their pictures), cut to 50 characters; at most 60 are on screen at once.
 */
import dynamic from 'next/dynamic';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { OfflinePoster, StreamNotice } from './PlayerOverlay';
import { PlayerControls, UnmuteButton } from './PlayerControls';
import { useRewindStream } from './rewindStream';
import { useRewind } from './useRewind';
import { useDanmaku, type TDanmaku } from './useDanmaku';
import { useFlvStream } from './useFlvStream';
import { usePlayerControls } from './usePlayerControls';

/** Shown only while behind live or after a failed seek: loaded then. */
const RewindBadge = dynamic(() => import('./RewindBar').then((m) => m.RewindBadge), { ssr: false });

export type { TDanmaku } from './useDanmaku';
export type TLivePlayerHandle = {
  pushDanmaku(msg: TDanmaku): void;
  setDanmakuEnabled(on: boolean): void;
};
export type TLivePlayerProps = {
  src: string | null;
  live: boolean;
  poster?: string | null;
  nextMatch?: { title: string; kickoffAt: number } | null;
  roomId?: number;
  onStreamLost?: () => void;
  className?: string;
  ref?: Ref<TLivePlayerHandle>;
};

export function LivePlayer({ src, live, poster, nextMatch, roomId, onStreamLost, className = '', ref }: TLivePlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const controls = usePlayerControls(boxRef, videoRef);
  const { muted, setMuted, volume, setPaused, reloadTick } = controls;
  const { layerRef, enabled: danmakuOn, setEnabled: setDanmaku, push } = useDanmaku();
  const rewind = useRewind(roomId ?? null, live && !!src, videoRef);
  const rewinding = rewind.play !== null;
  const status = useFlvStream(videoRef, { src, live: live && !rewinding, reloadTick, onStreamLost, setMuted, setPaused });
  const rewindStatus = useRewindStream(videoRef, rewind.play, {
    // a failed rewind opens again where it was; a finished recording played out goes back to live
    onFailed: () => rewind.retry(rewind.position),
    onEnded: rewind.backToLive,
    setMuted,
  });
  // behind live, play/pause only pauses (it does not jump to the live edge) and refresh returns to live
  const shown = rewinding
    ? {
        ...controls,
        togglePlay: () => {
          const v = videoRef.current;
          if (!v) return;
          if (v.paused) void v.play().catch(() => undefined);
          else v.pause();
          setPaused(!v.paused);
        },
        reload: rewind.backToLive,
      }
    : controls;

  useEffect(() => {
    const v = videoRef.current;
    if (v) {
      v.volume = volume;
      v.muted = muted;
    }
  }, [volume, muted, status, rewindStatus]);
  useImperativeHandle(ref, () => ({ pushDanmaku: push, setDanmakuEnabled: setDanmaku }), [push, setDanmaku]);

  const offline = !live || !src;
  return (
    <div
      ref={boxRef}
      className={`group relative aspect-video w-full overflow-hidden bg-black text-white ${className}`}
      data-testid="live-player"
      data-status={offline ? 'offline' : rewinding ? 'rewind' : status}
    >
      <video
        ref={videoRef}
        className={`h-full w-full bg-black object-contain ${offline ? 'invisible' : ''}`}
        playsInline
        muted={muted}
        poster={poster ?? undefined}
        onClick={shown.togglePlay}
      />
      <div
        ref={layerRef}
        aria-hidden
        className={`pointer-events-none absolute inset-x-0 top-0 bottom-12 overflow-hidden ${danmakuOn && !offline ? '' : 'hidden'}`}
        data-testid="danmaku-layer"
      />
      {offline ? <OfflinePoster poster={poster} nextMatch={nextMatch} /> : rewinding ? null : <StreamNotice status={status} />}
      {!offline && (rewinding || rewind.error) ? <RewindBadge rewind={rewind} loading={rewinding && rewindStatus === 'loading'} /> : null}
      {!offline ? <PlayerControls controls={shown} danmakuOn={danmakuOn} setDanmaku={setDanmaku} rewind={rewind} /> : null}
      {!offline && muted && (status === 'playing' || rewindStatus === 'playing') ? <UnmuteButton onClick={() => setMuted(false)} /> : null}
    </div>
  );
}
