import { BASKETBALL_STATE, type TLiveEventType } from '@sports/contracts';

/** The least time between two re-fetches of the box score: a burst of pushes makes one request. */
export const BOX_REFRESH_GAP_MS = 5_000;

/** Why the box score may be stale: a statistics push, a state (quarter) patch, or the final whistle. */
export type TBoxTrigger = Extract<TLiveEventType, 'stats' | 'patch'> | 'finish';

/** The live values of the match topic the box score follows. */
export interface TBoxWatch {
  /** The team statistics array; a new array means a `stats` event arrived. */
  stats: unknown;
  state: number;
}

const isFinished = (state: number) => state === BASKETBALL_STATE.finished;

/** What changed between two renders that calls for a fresh box score, or null. Nothing is re-fetched after the match has finished. */
export function boxTrigger(prev: TBoxWatch, next: TBoxWatch): TBoxTrigger | null {
  if (isFinished(prev.state)) return null;
  if (isFinished(next.state)) return 'finish';
  if (next.state !== prev.state) return 'patch';
  if (next.stats !== prev.stats) return 'stats';
  return null;
}

/**
 * Milliseconds to wait before re-fetching for a trigger: 0 when the last fetch is older than the gap
 * (or there was none), the rest of the gap otherwise; null when there is no trigger.
 */
export function refetchDelay(
  trigger: TBoxTrigger | null,
  lastFetchAt: number | null,
  now: number,
  gapMs = BOX_REFRESH_GAP_MS,
): number | null {
  if (!trigger) return null;
  if (lastFetchAt === null) return 0;
  return Math.max(0, lastFetchAt + gapMs - now);
}
