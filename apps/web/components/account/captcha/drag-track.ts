'use client';
import { useRef, type PointerEvent } from 'react';
import type { TDragTrack } from '@sports/contracts';

/** Samples closer together than this are skipped: a few hundred describe any drag. */
const MIN_GAP_MS = 8;

/**
 * Records a slider drag the way the server checks it: [x, ms since the press] for every pointer
 * event, the coalesced ones included (browsers merge moves into one event per frame).
 * `toX` turns an event's clientX into the x the puzzle sends (image pixels).
 */
export function useDragTrack(toX: (clientX: number) => number) {
  const rec = useRef<{ t0: number; track: TDragTrack } | null>(null);
  const push = (x: number, at: number, force = false) => {
    const r = rec.current;
    if (!r) return;
    const t = Math.max(0, Math.round(at - r.t0));
    const last = r.track[r.track.length - 1];
    if (!force && last && t - last[1] < MIN_GAP_MS) return;
    r.track.push([Math.round(x), t]);
  };
  return {
    start(e: PointerEvent<HTMLElement>, x: number) {
      rec.current = { t0: e.timeStamp, track: [[Math.round(x), 0]] };
    },
    move(e: PointerEvent<HTMLElement>) {
      const all = e.nativeEvent.getCoalescedEvents?.() ?? [];
      for (const c of all.length ? all : [e.nativeEvent]) push(toX(c.clientX), c.timeStamp);
    },
    /** The drag, ending at the drop `x` when the pointer is released (`e`); recording stops. */
    finish(e: PointerEvent<HTMLElement>, x: number): TDragTrack {
      push(x, e.timeStamp, true);
      const track = rec.current?.track ?? [];
      rec.current = null;
      return track;
    },
  };
}
