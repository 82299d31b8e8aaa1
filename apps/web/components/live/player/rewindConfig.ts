import type Mpegts from 'mpegts.js';
import { REWIND_FOLLOW_END } from '@sports/contracts';
import { replayConfig } from '@/components/playback/useReplayStream';

/**
 * mpegts.js asks for the rest of a file as `bytes=N-`; a growing recording answers that with what
 * is written now. This handler asks `bytes=N-9007199254740991` instead (RFC 8673), so the server
 * keeps sending as the broadcast goes on: one request plays on to the live edge, and a lazy-load
 * pause resumes from the last byte received the same way.
 */
class FollowSeekHandler {
  getConfig(url: string, range: { from: number; to: number }) {
    const to = range.to === -1 ? REWIND_FOLLOW_END : range.to;
    return { url, headers: { Range: `bytes=${range.from}-${to}` } };
  }
  removeURLParameters(url: string) {
    return url;
  }
}

/** The replay player's configuration (SPEC §9's buffers, lazy loading), following the growing file. */
export function rewindConfig(): Mpegts.Config {
  return { ...replayConfig(), seekType: 'custom', customSeekHandler: FollowSeekHandler, accurateSeek: false };
}
