import type Mpegts from 'mpegts.js';
import { backoffDelay } from '@/lib/realtime';

/**
 * SPEC §9 live player constants (the flv.js 1.6.2 family; mpegts.js is its maintained successor):
 * initial stash 384 KB, 3 MB buffer, range chunks 128 KB–8 MB (default 384 KB; mpegts.js sizes its
 * range loader internally within these bounds), lazy-load resume check every 1 s, buffering limit
 * 180 s, statistics every 600 ms.
 */
export const PLAYER_CONSTANTS = {
  stashInitialSize: 384 * 1024,
  bufferSize: 3 * 1024 * 1024,
  rangeChunkMin: 128 * 1024,
  rangeChunkMax: 8 * 1024 * 1024,
  rangeChunkDefault: 384 * 1024,
  lazyLoadCheckMs: 1000,
  bufferingLimitSeconds: 180,
  statisticsIntervalMs: 600,
} as const;

/** SPEC §8: the loader errors after which a live player reconnects. */
export const RECONNECT_ERRORS = ['Exception', 'HttpStatusCodeInvalid', 'ConnectingTimeout', 'EarlyEof', 'UnrecoverableEarlyEof'] as const;

/** Reconnect delays: 1 s, 2 s, 4 s … at most 10 s (the realtime socket's backoff, without its jitter). */
export const reconnectDelay = (attempt: number): number => backoffDelay(attempt, 1000, 10_000, () => 0.5);

/**
 * mpegts.js configuration of the live player: quick start, close to the live edge (issue 16:
 * glass to glass ≤ 1.5 s, bench:glass), SPEC's buffers.
 */
export function liveConfig(): Mpegts.Config {
  return {
    // demuxing and remuxing in a worker, and the MediaSource too where the browser allows it (Chrome
    // 108+): the page's main thread stays free for the chat and the page (decision 0062; the worker
    // is made from a blob: URL, which the pages' CSP allows as worker-src)
    enableWorker: true,
    enableWorkerForMSE: true,
    // no stash: each chunk goes to the demuxer as it arrives (the 384 KB initial stash held seconds of
    // a live stream before the first picture and kept the player that far behind; replays keep it)
    enableStashBuffer: false,
    isLive: true,
    // a live stream is never lazily paused; the limit applies to non-live playback
    lazyLoad: false,
    lazyLoadMaxDuration: PLAYER_CONSTANTS.bufferingLimitSeconds,
    lazyLoadRecoverDuration: 30,
    // keep close to the live edge: play at 1.2× while more than 1.2 s is buffered ahead, until 0.8 s
    // (what a stall on the way adds is played off); jump when more than 2 s behind, keep 0.5 s
    liveSync: true,
    liveSyncMaxLatency: 1.2,
    liveSyncTargetLatency: 0.8,
    liveSyncPlaybackRate: 1.2,
    liveBufferLatencyChasing: true,
    liveBufferLatencyMaxLatency: 2,
    liveBufferLatencyMinRemain: 0.5,
    autoCleanupSourceBuffer: true,
    autoCleanupMaxBackwardDuration: 30,
    autoCleanupMinBackwardDuration: 15,
    statisticsInfoReportInterval: PLAYER_CONSTANTS.statisticsIntervalMs,
    fixAudioTimestampGap: true,
  };
}
