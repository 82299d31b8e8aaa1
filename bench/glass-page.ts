// The page side of bench:glass, bundled by esbuild together with the web app's own live player
// (FlvStream: mpegts.js with the live room's configuration) and run in Chromium. It plays the room's
// HTTP-FLV into a <video>, and for every frame Chromium presents (requestVideoFrameCallback) draws
// it to a canvas, reads the frame number the bench painted into it and notes when it was shown.

/** The frame-number code painted by the bench: a row of `bits` blocks, `block` px wide, `rowHeight` px
 * tall, white for 1 (most significant bit first), then the same row inverted (a check). */
export interface TFrameCode {
  bits: number;
  block: number;
  rowHeight: number;
}

export interface TWatchOptions extends TFrameCode {
  /** the room's HTTP-FLV path on the page's origin */
  src: string;
}

export interface TWatchState {
  /** Date.now() when the player was started */
  joinedAt: number;
  /**
   * [frame number, wall-clock ms the frame is expected on screen, Date.now() in the frame callback,
   * ms of media buffered ahead of the playhead]
   */
  frames: [number, number, number, number][];
  /** presented frames whose code did not read back */
  unreadable: number;
  /** the player's statuses, in order */
  statuses: string[];
}

type TStreamHooks = {
  setStatus: (update: string | ((s: string) => string)) => void;
  onLost: () => void;
  onMuted: () => void;
  onPaused: () => void;
};
/** The product's FlvStream, as far as the bench uses it. */
export type TStreamClass = new (video: HTMLVideoElement, src: string, hooks: TStreamHooks) => { start(): void; dispose(): void };

/** The frame number in the code rows of `px` (RGBA, `width` px wide), or null when it does not read. */
export function readFrameCode(px: Uint8ClampedArray, width: number, code: TFrameCode): number | null {
  const luma = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return (px[i]! + px[i + 1]! + px[i + 2]!) / 3;
  };
  let n = 0;
  for (let k = 0; k < code.bits; k++) {
    const x = k * code.block + code.block / 2;
    const bit = luma(x, code.rowHeight / 2) > 128;
    if (bit === luma(x, code.rowHeight + code.rowHeight / 2) > 128) return null;
    n = n * 2 + (bit ? 1 : 0);
  }
  return n;
}

/** Starts the live player on `o.src` and records every presented frame; returns the state it fills. */
export function watch(Stream: TStreamClass, o: TWatchOptions): TWatchState {
  const state: TWatchState = { joinedAt: Date.now(), frames: [], unreadable: 0, statuses: [] };
  const video = document.createElement('video');
  video.playsInline = true;
  document.body.append(video);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2d canvas');
  const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
    const w = video.videoWidth;
    if (canvas.width !== w || canvas.height !== video.videoHeight) {
      canvas.width = w;
      canvas.height = video.videoHeight;
    }
    ctx.drawImage(video, 0, 0);
    const frame = readFrameCode(ctx.getImageData(0, 0, w, 2 * o.rowHeight).data, w, o);
    if (frame === null) state.unreadable++;
    else {
      const b = video.buffered;
      const ahead = b.length ? (b.end(b.length - 1) - video.currentTime) * 1000 : 0;
      state.frames.push([frame, performance.timeOrigin + meta.expectedDisplayTime, Date.now(), ahead]);
    }
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
  let status = 'idle';
  const note = (s: string) => {
    if (s !== status) state.statuses.push(s);
    status = s;
  };
  new Stream(video, o.src, {
    setStatus: (u) => note(typeof u === 'function' ? u(status) : u),
    onLost: () => note('lost'),
    onMuted: () => note('muted'),
    onPaused: () => note('paused'),
  }).start();
  return state;
}
