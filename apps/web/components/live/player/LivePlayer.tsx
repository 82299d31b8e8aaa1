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
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { OfflinePoster, StreamNotice } from './PlayerOverlay';
import { PlayerControls, UnmuteButton } from './PlayerControls';
import { useDanmaku, type TDanmaku } from './useDanmaku';
import { useFlvStream } from './useFlvStream';
import { usePlayerControls } from './usePlayerControls';

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
  onStreamLost?: () => void;
  className?: string;
  ref?: Ref<TLivePlayerHandle>;
};

export function LivePlayer({ src, live, poster, nextMatch, onStreamLost, className = '', ref }: TLivePlayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const controls = usePlayerControls(boxRef, videoRef);
  const { muted, setMuted, volume, setPaused, reloadTick, togglePlay } = controls;
  const { layerRef, enabled: danmakuOn, setEnabled: setDanmaku, push } = useDanmaku();
  const status = useFlvStream(videoRef, { src, live, reloadTick, onStreamLost, setMuted, setPaused });

  useEffect(() => {
    const v = videoRef.current;
    if (v) {
      v.volume = volume;
      v.muted = muted;
    }
  }, [volume, muted, status]);
  useImperativeHandle(ref, () => ({ pushDanmaku: push, setDanmakuEnabled: setDanmaku }), [push, setDanmaku]);

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
      {offline ? <OfflinePoster poster={poster} nextMatch={nextMatch} /> : <StreamNotice status={status} />}
      {!offline ? <PlayerControls controls={controls} danmakuOn={danmakuOn} setDanmaku={setDanmaku} /> : null}
      {!offline && muted && status === 'playing' ? <UnmuteButton onClick={() => setMuted(false)} /> : null}
    </div>
  );
}
