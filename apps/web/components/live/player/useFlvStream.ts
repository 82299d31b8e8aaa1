import { useEffect, useRef, useState, type RefObject } from 'react';
import { FlvStream, type TStreamStatus } from './flvStream';

type TOptions = {
  src: string | null;
  live: boolean;
  /** Bumped to open the stream again (refresh, back to the live edge). */
  reloadTick: number;
  onStreamLost?: () => void;
  setMuted: (muted: boolean) => void;
  setPaused: (paused: boolean) => void;
};

/** The stream of a live room into the video: one FlvStream per (src, reload) while the room is live. */
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
    const stream = new FlvStream(video, src, {
      setStatus,
      onLost: () => lostRef.current?.(),
      onMuted: () => setMuted(true),
      onPaused: () => setPaused(true),
    });
    stream.start();
    return () => stream.dispose();
  }, [videoRef, src, live, reloadTick, setMuted, setPaused]);

  return status;
}
