import { useEffect, useState, type RefObject } from 'react';
import type Mpegts from 'mpegts.js';
import { PLAYER_CONSTANTS } from '@/components/live/player/playerConfig';

export type TReplayStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unsupported';

/**
 * mpegts.js configuration of a replay (the live player's family, non-live): range requests for
 * seeking by the file's keyframe index, SPEC §9's buffers and lazy loading (stop fetching when
 * 180 s ahead), and SPEC §8's early-end recovery: mpegts.js reopens a non-live file from the last
 * byte received.
 */
export function replayConfig(): Mpegts.Config {
  return {
    enableWorker: false,
    enableStashBuffer: true,
    stashInitialSize: PLAYER_CONSTANTS.stashInitialSize,
    isLive: false,
    lazyLoad: true,
    lazyLoadMaxDuration: PLAYER_CONSTANTS.bufferingLimitSeconds,
    lazyLoadRecoverDuration: 30,
    seekType: 'range',
    accurateSeek: true,
    autoCleanupSourceBuffer: true,
    autoCleanupMaxBackwardDuration: 120,
    autoCleanupMinBackwardDuration: 60,
    statisticsInfoReportInterval: PLAYER_CONSTANTS.statisticsIntervalMs,
    fixAudioTimestampGap: true,
  };
}

/** A replay's FLV played into the video with mpegts.js; the player is rebuilt when `src` changes. */
export function useReplayStream(videoRef: RefObject<HTMLVideoElement | null>, src: string, durationMs: number) {
  const [status, setStatus] = useState<TReplayStatus>('idle');
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let disposed = false;
    let player: Mpegts.Player | null = null;
    void (async () => {
      const mpegts = (await import('mpegts.js')).default;
      if (disposed) return;
      if (!mpegts.getFeatureList().mseLivePlayback) {
        setStatus('unsupported');
        return;
      }
      setStatus('loading');
      player = mpegts.createPlayer(
        { type: 'flv', isLive: false, url: new URL(src, window.location.href).href, duration: durationMs, hasAudio: true, hasVideo: true },
        replayConfig(),
      );
      player.on(mpegts.Events.ERROR, () => {
        if (!disposed) setStatus('error');
      });
      player.on(mpegts.Events.MEDIA_INFO, () => {
        if (!disposed) setStatus('ready');
      });
      player.attachMediaElement(video);
      player.load();
      try {
        await video.play();
      } catch {
        // autoplay with sound refused: start muted, the viewer turns the sound on
        video.muted = true;
        await video.play().catch(() => undefined);
      }
    })();
    return () => {
      disposed = true;
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
  }, [videoRef, src, durationMs]);
  return status;
}
