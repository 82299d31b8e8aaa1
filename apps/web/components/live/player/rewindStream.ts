import { useEffect, useRef, useState, type RefObject } from 'react';
import type Mpegts from 'mpegts.js';

export type TRewindStatus = 'idle' | 'loading' | 'playing' | 'error' | 'unsupported';

/**
 * Plays the running recording at `play.src` (from a keyframe) into the live room's video; null:
 * nothing (a new `play` object opens it again).
 * `onFailed` when the stream fails (the caller opens it again where it was); `onEnded` when the
 * recording ended and was played to its end.
 */
export function useRewindStream(
  videoRef: RefObject<HTMLVideoElement | null>,
  play: { src: string } | null,
  hooks: { onFailed: () => void; onEnded: () => void; setMuted: (muted: boolean) => void },
) {
  const [status, setStatus] = useState<TRewindStatus>('idle');
  const hooksRef = useRef(hooks);
  useEffect(() => {
    hooksRef.current = hooks;
  }, [hooks]);

  useEffect(() => {
    const video = videoRef.current;
    const src = play?.src;
    if (!video || !src) {
      setStatus('idle');
      return;
    }
    let disposed = false;
    let player: Mpegts.Player | null = null;
    const onPlaying = () => !disposed && setStatus('playing');
    const onEnded = () => !disposed && hooksRef.current.onEnded();
    video.addEventListener('playing', onPlaying);
    video.addEventListener('ended', onEnded);
    void (async () => {
      // the player's code and configuration load with the first rewind (decision 0048)
      const [{ default: mpegts }, { rewindConfig }] = await Promise.all([import('mpegts.js'), import('./rewindConfig')]);
      if (disposed) return;
      if (!mpegts.getFeatureList().mseLivePlayback) {
        setStatus('unsupported');
        return;
      }
      setStatus('loading');
      player = mpegts.createPlayer(
        { type: 'flv', isLive: false, url: new URL(src, window.location.href).href, hasAudio: true, hasVideo: true },
        rewindConfig(),
      );
      player.on(mpegts.Events.ERROR, () => {
        if (disposed) return;
        setStatus('error');
        hooksRef.current.onFailed();
      });
      player.attachMediaElement(video);
      player.load();
      try {
        await video.play();
      } catch {
        video.muted = true;
        hooksRef.current.setMuted(true);
        await video.play().catch(() => undefined);
      }
    })();
    return () => {
      disposed = true;
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('ended', onEnded);
      if (!player) return;
      try {
        player.pause();
        player.unload();
        player.detachMediaElement();
        player.destroy();
      } catch {
        /* already gone */
      }
    };
  }, [videoRef, play]);
  return status;
}
