// Reading an HTTP-FLV byte stream in the media benches (bench:video, bench:glass).

/** A video picture tag of an FLV stream. */
export interface FlvVideoTag {
  /** decode timestamp (ms) */
  ts: number;
  /** presentation timestamp (ms): ts plus the AVC composition time */
  pts: number;
  key: boolean;
}

/** Video picture tags (not codec headers) of an FLV byte stream, fed chunk by chunk. */
export function flvVideoTags(onTag: (tag: FlvVideoTag) => void): (chunk: Buffer) => void {
  let buf = Buffer.alloc(0);
  let headerDone = false;
  return (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    if (!headerDone) {
      if (buf.length < 13) return;
      buf = buf.subarray(13); // FLV header and the first PreviousTagSize
      headerDone = true;
    }
    while (buf.length >= 11) {
      const size = buf.readUIntBE(1, 3);
      if (buf.length < 11 + size + 4) return;
      const ts = buf.readUIntBE(4, 3) | (buf[7]! << 24);
      if (buf[0] === 9 && size > 4 && buf[12] === 1) onTag({ ts, pts: ts + buf.readIntBE(13, 3), key: buf[11]! >> 4 === 1 });
      buf = buf.subarray(11 + size + 4);
    }
  };
}
