import { isKeyframe, isSequenceHeader, TAG_VIDEO } from './flv';

/** A place a rewind can start: a keyframe, where it is in the recording, and the codec configuration in force there. */
export interface RewindPoint {
  /** ms on the recording's timeline */
  time: number;
  /** byte position of the keyframe's tag in the recording */
  position: number;
  videoConfig: Buffer | null;
  audioConfig: Buffer | null;
}

/**
 * The seek index of a recording while it is written (live rewind): every keyframe's time and byte
 * position, the codec configuration each one needs in front, how many bytes were handed to the
 * file and how many are known to be on disk (only those are served).
 */
export class GrowingIndex {
  /** bytes handed to the file: the position of the next tag */
  written = 0;
  /** bytes the file is known to hold (write callbacks) */
  onDisk = 0;
  /** last media timestamp written, -1 before the first */
  lastTs = -1;
  /** the recording is closed: nothing more will be written */
  closed = false;
  readonly keyframes: RewindPoint[] = [];
  private videoConfig: Buffer | null = null;
  private audioConfig: Buffer | null = null;

  /** Notes a tag about to be written with media timestamp `ts`; returns the callback for its write. */
  append(bytes: Buffer, ts: number | null): () => void {
    const position = this.written;
    this.written += bytes.length;
    if (isSequenceHeader(bytes)) {
      if (bytes[0] === TAG_VIDEO) this.videoConfig = bytes;
      else this.audioConfig = bytes;
    } else if (ts !== null && isKeyframe(bytes)) {
      this.keyframes.push({ time: ts, position, videoConfig: this.videoConfig, audioConfig: this.audioConfig });
    }
    if (ts !== null) this.lastTs = Math.max(this.lastTs, ts);
    const end = this.written;
    return () => {
      this.onDisk = Math.max(this.onDisk, end);
    };
  }

  /**
   * The keyframe at or before `t` among those on disk (the first keyframe when `t` precedes it);
   * null while none is on disk.
   */
  pointAt(t: number): RewindPoint | null {
    let lo = 0;
    let hi = this.keyframes.length - 1;
    // the last keyframe whose tag is wholly on disk bounds the search
    while (hi >= 0 && (this.keyframes[hi]?.position ?? Infinity) >= this.onDisk) hi -= 1;
    if (hi < 0) return null;
    let best = 0;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = this.keyframes[mid];
      if (k && k.time <= t) {
        best = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return this.keyframes[best] ?? null;
  }
}
