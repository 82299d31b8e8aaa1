import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TStreamStatus } from './flvStream';

type TOptions = {
  src: string | null;
  live: boolean;
  /** Bumped to open the stream again (refresh, back to the live edge). */
  reloadTick: number;
  onStreamLost?: () => void;
  setMuted: (muted: boolean) => void;
  setPaused: (paused: boolean) => void;
};

/** The stream of a live room into the video: one FlvStream per (src, reload) while the room is live (its code loaded on first use). */
export function useFlvStream(videoRef: RefObject<HTMLVideoElement | null>, options: TOptions) {
  const { src, live, reloadTick, onStreamLost, setMuted, setPaused } = options;
  const [status, setStatus] = useState<TStreamStatus>('idle');
  const lostRef = useRef(onStreamLost);
  useEffect(() => {
    lostRef.current = onStreamLost;
  }, [onStreamLost]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src || !live) {
      setStatus('idle');
      return;
    }
    // The stream's code comes with mpegts.js, after the page's first load (decision 0048).
    let stream: { dispose(): void } | null = null;
    let ended = false;
    void import('./flvStream').then(({ FlvStream }) => {
      if (ended) return;
      const s = new FlvStream(video, src, {
        setStatus,
        onLost: () => lostRef.current?.(),
        onMuted: () => setMuted(true),
        onPaused: () => setPaused(true),
      });
      stream = s;
      s.start();
    });
    return () => {
      ended = true;
      stream?.dispose();
    };
  }, [videoRef, src, live, reloadTick, setMuted, setPaused]);

  return status;
}
