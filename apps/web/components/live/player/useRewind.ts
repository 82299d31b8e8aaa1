import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { API_CALLS, type TRewind } from '@sports/contracts';
import { call, isOk } from '@/lib/api';

/** The broadcast's progress is asked again this often (the bar moves on by the local clock between). */
const INFO_REFRESH_MS = 15_000;
/** A seek this close to the live edge goes back to live instead. */
export const LIVE_SNAP_MS = 8_000;
/** The −30 s button. */
export const STEP_BACK_MS = 30_000;
/** A failed rewind opens again after this. */
const RETRY_MS = 2000;

export type TRewindPlay = { src: string; fromMs: number };

/**
 * Live rewind (时移) of a live room: the broadcast's progress for the time bar (absent when the room
 * has no recording to rewind: not recorded, deleted, just started), the place the viewer is playing
 * from while behind live, seeking back and returning to live. Positions are ms on the broadcast's
 * timeline; `liveMs` moves on with the clock between refreshes.
 */
export function useRewind(roomId: number | null, live: boolean, videoRef: RefObject<HTMLVideoElement | null>) {
  const [known, setInfo] = useState<(TRewind & { at: number }) | null>(null);
  const [playing, setPlay] = useState<TRewindPlay | null>(null);
  // an offline room (or none) has nothing to rewind, whatever was known before
  const active = !!roomId && live;
  const info = active ? known : null;
  const play = active ? playing : null;
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    if (!roomId || !live) return;
    let stop = false;
    let first = true;
    const load = async () => {
      const res = await call(API_CALLS.replayRewind, { query: { roomId } });
      if (stop) return;
      // a broadcast (re)starting is watched live
      if (first) setPlay(null);
      first = false;
      // a network failure keeps what is shown; a refusal (no rewind for this broadcast, or not yet) hides the bar
      if (res.code === 0) return;
      // a transition: the time bar (and its code, loaded then) renders time-sliced (decision 0064)
      if (isOk(res)) return startTransition(() => setInfo({ ...res.data, at: Date.now() }));
      setInfo(null);
      setPlay(null);
    };
    void load();
    const t = setInterval(() => void load(), INFO_REFRESH_MS);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      stop = true;
      clearInterval(t);
      clearInterval(tick);
    };
  }, [roomId, live]);

  // how far the rewind has played from its keyframe (the video's clock starts at 0 there)
  const [played, setPlayed] = useState<{ of: TRewindPlay | null; ms: number }>({ of: null, ms: 0 });
  useEffect(() => {
    const v = videoRef.current;
    if (!v || !play) return;
    const onTime = () => setPlayed({ of: play, ms: Math.round(v.currentTime * 1000) });
    v.addEventListener('timeupdate', onTime);
    return () => v.removeEventListener('timeupdate', onTime);
  }, [videoRef, play]);

  const liveMs = info ? info.liveMs + Math.max(0, now - info.at) : 0;
  const position = play ? Math.min(liveMs, play.fromMs + (played.of === play ? played.ms : 0)) : liveMs;

  // a failed seek's reason shows for a moment
  useEffect(() => {
    if (!error) return;
    const t = setTimeout(() => setError(null), 4000);
    return () => clearTimeout(t);
  }, [error]);

  const backToLive = useCallback(() => {
    seq.current += 1;
    setPlay(null);
    setError(null);
  }, []);

  /** Plays from `ms` (the keyframe at or before it); near the live edge: back to live. */
  const seek = useCallback(
    async (ms: number) => {
      if (!info || !roomId) return;
      const edge = info.liveMs + Math.max(0, Date.now() - info.at);
      if (ms >= edge - LIVE_SNAP_MS) return backToLive();
      const t = Math.max(info.earliestMs, Math.min(Math.round(ms), info.liveMs));
      const mine = ++seq.current;
      const res = await call(API_CALLS.replayRewind, { query: { roomId, t } });
      if (mine !== seq.current) return;
      if (!isOk(res) || !res.data.src || res.data.fromMs === null) {
        setError(res.message || '回看加载失败，请稍后再试');
        return;
      }
      setError(null);
      setInfo({ ...res.data, at: Date.now() });
      setPlay({ src: res.data.src, fromMs: res.data.fromMs });
    },
    [info, roomId, backToLive],
  );

  // a failed rewind opens again where it was, unless the viewer went elsewhere meanwhile
  const seekRef = useRef(seek);
  useEffect(() => {
    seekRef.current = seek;
  }, [seek]);
  const retry = useCallback((at: number) => {
    const mine = seq.current;
    setTimeout(() => {
      if (seq.current === mine) void seekRef.current(at);
    }, RETRY_MS);
  }, []);

  return { info, liveMs, position, play, seek, backToLive, retry, error, now };
}
export type TRewindState = ReturnType<typeof useRewind>;
