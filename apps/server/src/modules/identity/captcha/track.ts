import type { TDragTrack } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';

/** Shortest and longest drag a person makes (ms from press to release). */
const MIN_MS = 250;
const MAX_MS = 20_000;
/** Pointer events a drag of that length yields at least (browsers send one per frame or more). */
const MIN_SAMPLES = 6;
/** How far from the rest position a drag may begin, and from the drop its last sample may be (image px). */
const START_SLACK = 12;
const END_SLACK = 3;
/** No single step may cover more of the way than this: a drag, not a jump. */
const MAX_STEP_SHARE = 0.7;
/** Speeds of a hand vary along the way; a script's constant speed varies less than this (coefficient of variation). */
const MIN_SPEED_SPREAD = 0.12;

export type TrackVerdict = 'ok' | 'short' | 'timing' | 'start' | 'end' | 'jump' | 'uniform';

/**
 * Whether a slider drag looks like a hand moving it (issue 19, decision 0022): enough samples, in time
 * order, taking a human time, starting at the rest position and ending where the piece was dropped,
 * without jumps and without the constant speed of a scripted move. `dropX` is the submitted answer.
 */
export function judgeTrack(track: TDragTrack, dropX: number): TrackVerdict {
  const first = track[0];
  const last = track.at(-1);
  if (track.length < MIN_SAMPLES || !first || !last) return 'short';
  const steps = stepsOf(track);
  if (steps.some((s) => s.dt < 0)) return 'timing';
  const duration = last[1] - first[1];
  if (first[1] < 0 || duration < MIN_MS || duration > MAX_MS) return 'timing';
  if (Math.abs(first[0]) > START_SLACK) return 'start';
  if (Math.abs(last[0] - dropX) > END_SLACK) return 'end';
  const way = Math.max(1, Math.abs(last[0] - first[0]));
  const speeds: number[] = [];
  for (const { dx, dt } of steps) {
    if (Math.abs(dx) / way > MAX_STEP_SHARE) return 'jump';
    if (dt > 0 && dx !== 0) speeds.push(Math.abs(dx) / dt);
  }
  if (speeds.length < 3) return 'short';
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const sd = Math.sqrt(speeds.reduce((a, s) => a + (s - mean) ** 2, 0) / speeds.length);
  return sd / mean < MIN_SPEED_SPREAD ? 'uniform' : 'ok';
}

/** Each move from one sample to the next: how far (px) and how long it took (ms). */
function stepsOf(track: TDragTrack): { dx: number; dt: number }[] {
  return track.slice(1).map(([x, ms], i) => {
    const [prevX, prevMs] = itemAt(track, i, 'previous drag sample');
    return { dx: x - prevX, dt: ms - prevMs };
  });
}
