import { useEffect, useState, type RefObject } from 'react';
import { usePref, writePref } from '@/lib/prefs';

/** The viewer's volume, remembered in this browser (lib/prefs). */
const VOLUME_KEY = 'live_volume';
const DEFAULT_VOLUME = 0.8;

/**
 * The player's controls: play/pause (playing again means back to the live edge: a reload), sound
 * and volume, refresh and fullscreen of the player box.
 */
export function usePlayerControls(boxRef: RefObject<HTMLDivElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [paused, setPaused] = useState(false);
  const [muted, setMuted] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [reloadTick, setReloadTick] = useState(0);
  const storedVolume = Number(usePref(VOLUME_KEY) ?? String(DEFAULT_VOLUME));
  const volume = Number.isFinite(storedVolume) && storedVolume >= 0 && storedVolume <= 1 ? storedVolume : DEFAULT_VOLUME;

  useEffect(() => {
    const onFs = () => setFullscreen(document.fullscreenElement === boxRef.current);
    document.addEventListener('fullscreenchange', onFs);
    return () => document.removeEventListener('fullscreenchange', onFs);
  }, [boxRef]);

  const reload = () => setReloadTick((n) => n + 1);
  const togglePlay = () => {
    const v = videoRef.current;
    if (!v) return;
    if (v.paused) {
      // back to the live edge rather than resuming minutes behind
      reload();
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

  return { paused, setPaused, muted, setMuted, volume, changeVolume, fullscreen, toggleFullscreen, reloadTick, reload, togglePlay };
}
