import { once } from 'node:events';
import {
  emptyIndex,
  FLV_HEADER_BYTES,
  FlvTagReader,
  flvHeader,
  indexTag,
  metadataFor,
  setTagTimestamp,
  TAG_AUDIO,
  TAG_VIDEO,
  tagTimestamp,
  tagType,
} from './flv';
import type { ReplayStorage } from './storage';

/**
 * Cuts [startMs, endMs) of a finished replay into a file of its own without re-encoding: it begins
 * at the keyframe at or before `startMs` (so its first frame is a keyframe) with the codec
 * configuration in front, ends before the first keyframe at or after `endMs` (or the end of the
 * file), timestamps start at 0, and it gets its own onMetaData seek index. Returns where it really
 * starts and how long it is.
 */
export async function cutClip(
  storage: ReplayStorage,
  srcKey: string,
  dstKey: string,
  startMs: number,
  endMs: number,
): Promise<{ startMs: number; durationMs: number; size: number }> {
  // pass 1: the source's keyframes and codec configuration
  const src = emptyIndex();
  const r1 = new FlvTagReader();
  for await (const chunk of storage.reader(srcKey)) r1.push(chunk as Buffer, (tag, pos) => indexTag(src, tag, pos));
  const startKf = [...src.keyframes].reverse().find((k) => k.time <= startMs) ?? src.keyframes[0];
  if (!startKf) throw new Error('replay has no keyframe');
  const endKf = src.keyframes.find((k) => k.time >= endMs && k.time > startKf.time);
  const from = startKf.time;
  const until = endKf ? endKf.time : Infinity;

  // pass 2: the tags of the span, rebased, collected with the clip's own index
  const body: Buffer[] = [];
  let bodyBytes = 0;
  const clip = emptyIndex();
  const add = (bytes: Buffer) => {
    indexTag(clip, { type: tagType(bytes), timestamp: tagTimestamp(bytes), bytes }, FLV_HEADER_BYTES + bodyBytes);
    body.push(bytes);
    bodyBytes += bytes.length;
  };
  for (const cfg of [src.videoConfig, src.audioConfig]) {
    if (!cfg) continue;
    const b = Buffer.from(cfg);
    setTagTimestamp(b, 0);
    add(b);
  }
  const r2 = new FlvTagReader();
  let started = false;
  let done = false;
  for await (const chunk of storage.reader(srcKey, {
    start: startKf.position,
    end: endKf ? endKf.position - 1 : Number.MAX_SAFE_INTEGER,
  })) {
    if (done) break;
    r2.push(chunk as Buffer, (tag) => {
      if (done || (tag.type !== TAG_AUDIO && tag.type !== TAG_VIDEO)) return;
      if (tag.timestamp >= until) {
        done = true;
        return;
      }
      // audio just before the keyframe's time is left out: the clip opens on the picture
      if (!started && tag.type === TAG_AUDIO && tag.timestamp < from) return;
      started = true;
      const b = Buffer.from(tag.bytes);
      setTagTimestamp(b, tag.timestamp - from);
      add(b);
    });
  }
  const durationMs = clip.lastTimestamp - Math.max(0, clip.firstTimestamp);
  const meta = metadataFor(clip, bodyBytes, durationMs);
  await storage.remove(dstKey);
  const out = storage.writer(dstKey);
  for (const part of [flvHeader(), meta, ...body]) if (!out.write(part)) await once(out, 'drain');
  out.end();
  if (!out.closed) await once(out, 'close');
  return { startMs: from, durationMs, size: FLV_HEADER_BYTES + meta.length + bodyBytes };
}
