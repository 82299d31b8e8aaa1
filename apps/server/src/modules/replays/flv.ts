/**
 * The little of FLV that recording needs: splitting a byte stream into tags, rewriting their
 * timestamps, and an onMetaData script tag (AMF0) carrying the duration and the keyframe index
 * (`keyframes.times` / `keyframes.filepositions`, what flv.js/mpegts.js and ffmpeg seek by).
 * Nothing is decoded or encoded: the publisher's own audio and video packets are kept as they are.
 */

export const FLV_HEADER_BYTES = 13;
export const TAG_HEADER_BYTES = 11;
export const TAG_AUDIO = 8;
export const TAG_VIDEO = 9;
export const TAG_SCRIPT = 18;

/** FLV header with audio and video, followed by PreviousTagSize0. */
export function flvHeader(): Buffer {
  return Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0x00, 0x00, 0x00, 0x09, 0, 0, 0, 0]);
}

export interface FlvTag {
  type: number;
  /** milliseconds */
  timestamp: number;
  /** the whole tag: header, data and its PreviousTagSize */
  bytes: Buffer;
}

/** A tag's timestamp: 24 bits at byte 4 with an extension byte (the high 8 bits) at byte 7. */
export function tagTimestamp(tag: Buffer): number {
  return ((tag.readUInt8(7) << 24) | tag.readUIntBE(4, 3)) >>> 0;
}

/** A tag's type (audio, video, script): the low 5 bits of its first byte. */
export function tagType(tag: Buffer): number {
  return tag.readUInt8(0) & 0x1f;
}

export function setTagTimestamp(tag: Buffer, ms: number): void {
  const t = Math.max(0, Math.floor(ms)) >>> 0;
  tag[4] = (t >> 16) & 0xff;
  tag[5] = (t >> 8) & 0xff;
  tag[6] = t & 0xff;
  tag[7] = (t >>> 24) & 0xff;
}

/** A video tag that starts a GOP (a keyframe with picture data, not a codec configuration record). */
export function isKeyframe(tag: Buffer): boolean {
  if (tag[0] !== TAG_VIDEO || tag.length < TAG_HEADER_BYTES + 2) return false;
  const b = tag.readUInt8(TAG_HEADER_BYTES);
  if (b >> 4 !== 1) return false;
  const codec = b & 0x0f;
  // AVC / HEVC (id 12 in the common extension): packet type 0 is the sequence header
  return codec === 7 || codec === 12 ? tag[TAG_HEADER_BYTES + 1] === 1 : true;
}

/** Whether a tag is a codec configuration record (AVC sequence header, AAC AudioSpecificConfig). */
export function isSequenceHeader(tag: Buffer): boolean {
  const b = tag[TAG_HEADER_BYTES];
  if (b === undefined) return false;
  if (tag[0] === TAG_VIDEO) return ((b & 0x0f) === 7 || (b & 0x0f) === 12) && tag[TAG_HEADER_BYTES + 1] === 0;
  if (tag[0] === TAG_AUDIO) return b >> 4 === 10 && tag[TAG_HEADER_BYTES + 1] === 0;
  return false;
}

/** Splits an FLV byte stream (chunks of any size) into tags; a leading FLV header is skipped. */
export class FlvTagReader {
  private buf: Buffer = Buffer.alloc(0);
  private started = false;
  /** bytes consumed before the current buffer (the position of `buf[0]` in the stream) */
  position = 0;

  push(chunk: Buffer, onTag: (tag: FlvTag, position: number) => void): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    let off = 0;
    if (!this.started) {
      if (this.buf.length < 3) return;
      if (this.buf.subarray(0, 3).toString('latin1') === 'FLV') {
        if (this.buf.length < FLV_HEADER_BYTES) return;
        off = FLV_HEADER_BYTES;
      }
      this.started = true;
    }
    while (this.buf.length - off >= TAG_HEADER_BYTES) {
      const size = this.buf.readUIntBE(off + 1, 3);
      const total = TAG_HEADER_BYTES + size + 4;
      if (this.buf.length - off < total) break;
      const bytes = Buffer.from(this.buf.subarray(off, off + total));
      onTag({ type: tagType(bytes), timestamp: tagTimestamp(bytes), bytes }, this.position + off);
      off += total;
    }
    this.position += off;
    this.buf = this.buf.subarray(off);
  }
}

// ---- AMF0, only what onMetaData needs ----

type AmfValue = number | boolean | string | AmfValue[] | { [k: string]: AmfValue };

function amfString(s: string): Buffer {
  const b = Buffer.from(s, 'utf8');
  const len = Buffer.alloc(2);
  len.writeUInt16BE(b.length);
  return Buffer.concat([len, b]);
}

function amfValue(v: AmfValue): Buffer {
  if (typeof v === 'number') {
    const b = Buffer.alloc(9);
    b[0] = 0x00;
    b.writeDoubleBE(v, 1);
    return b;
  }
  if (typeof v === 'boolean') return Buffer.from([0x01, v ? 1 : 0]);
  if (typeof v === 'string') return Buffer.concat([Buffer.from([0x02]), amfString(v)]);
  if (Array.isArray(v)) {
    const head = Buffer.alloc(5);
    head[0] = 0x0a;
    head.writeUInt32BE(v.length, 1);
    return Buffer.concat([head, ...v.map(amfValue)]);
  }
  const parts = Object.entries(v).flatMap(([k, x]) => [amfString(k), amfValue(x)]);
  return Buffer.concat([Buffer.from([0x03]), ...parts, Buffer.from([0, 0, 9])]);
}

/** An ECMA-array onMetaData body. */
function metaBody(meta: Record<string, AmfValue>): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0x08;
  head.writeUInt32BE(Object.keys(meta).length, 1);
  const parts = Object.entries(meta).flatMap(([k, x]) => [amfString(k), amfValue(x)]);
  return Buffer.concat([amfValue('onMetaData'), head, ...parts, Buffer.from([0, 0, 9])]);
}

/** A script tag (with its PreviousTagSize) at timestamp 0. */
export function scriptTag(meta: Record<string, AmfValue>): Buffer {
  const data = metaBody(meta);
  const tag = Buffer.alloc(TAG_HEADER_BYTES + data.length + 4);
  tag[0] = TAG_SCRIPT;
  tag.writeUIntBE(data.length, 1, 3);
  data.copy(tag, TAG_HEADER_BYTES);
  tag.writeUInt32BE(TAG_HEADER_BYTES + data.length, TAG_HEADER_BYTES + data.length);
  return tag;
}

/** What a scan of a recorded FLV finds: its keyframes (time, position in the scanned bytes) and timeline. */
export interface FlvIndex {
  keyframes: { time: number; position: number }[];
  /** last media timestamp, ms */
  lastTimestamp: number;
  /** timestamp of the first media tag, ms */
  firstTimestamp: number;
  hasAudio: boolean;
  hasVideo: boolean;
  videoCodec: number | null;
  audioCodec: number | null;
  /** the latest codec configuration tags (a clip starts with them) */
  videoConfig: Buffer | null;
  audioConfig: Buffer | null;
}

export function emptyIndex(): FlvIndex {
  return {
    keyframes: [],
    lastTimestamp: 0,
    firstTimestamp: -1,
    hasAudio: false,
    hasVideo: false,
    videoCodec: null,
    audioCodec: null,
    videoConfig: null,
    audioConfig: null,
  };
}

/** Adds one tag of a scan to the index. */
export function indexTag(ix: FlvIndex, tag: FlvTag, position: number): void {
  if (tag.type !== TAG_AUDIO && tag.type !== TAG_VIDEO) return;
  const b = tag.bytes[TAG_HEADER_BYTES];
  if (tag.type === TAG_VIDEO) {
    ix.hasVideo = true;
    if (b !== undefined) ix.videoCodec = b & 0x0f;
  } else {
    ix.hasAudio = true;
    if (b !== undefined) ix.audioCodec = b >> 4;
  }
  if (isSequenceHeader(tag.bytes)) {
    if (tag.type === TAG_VIDEO) ix.videoConfig = tag.bytes;
    else ix.audioConfig = tag.bytes;
    return;
  }
  if (ix.firstTimestamp < 0) ix.firstTimestamp = tag.timestamp;
  ix.lastTimestamp = Math.max(ix.lastTimestamp, tag.timestamp);
  if (isKeyframe(tag.bytes)) ix.keyframes.push({ time: tag.timestamp, position });
}

/**
 * The onMetaData tag for a file whose tags (after header and this tag) are the scanned ones:
 * keyframe positions are shifted by the header and the tag itself (whose size does not depend on
 * the values: AMF0 numbers are fixed-size).
 */
export function metadataFor(ix: FlvIndex, bodyBytes: number, durationMs: number): Buffer {
  const build = (shift: number, fileSize: number) =>
    scriptTag({
      duration: durationMs / 1000,
      filesize: fileSize,
      hasAudio: ix.hasAudio,
      hasVideo: ix.hasVideo,
      hasKeyframes: ix.keyframes.length > 0,
      hasMetadata: true,
      canSeekToEnd: true,
      ...(ix.videoCodec !== null ? { videocodecid: ix.videoCodec } : {}),
      ...(ix.audioCodec !== null ? { audiocodecid: ix.audioCodec } : {}),
      lasttimestamp: ix.lastTimestamp / 1000,
      keyframes: {
        times: ix.keyframes.map((k) => k.time / 1000),
        filepositions: ix.keyframes.map((k) => k.position + shift),
      },
    });
  const size = build(0, 0).length;
  return build(FLV_HEADER_BYTES + size - FLV_HEADER_BYTES, FLV_HEADER_BYTES + size + bodyBytes);
}
