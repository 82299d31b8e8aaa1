import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { emptyIndex, FLV_HEADER_BYTES, FlvTagReader, flvHeader, indexTag, metadataFor, type FlvIndex } from './flv';
import type { RecorderLog } from './recorder';
import type { ReplaysRepository } from './repository';
import type { ReplayStorage } from './storage';

export interface FinaliseDeps {
  repo: ReplaysRepository;
  storage: ReplayStorage;
  log: RecorderLog;
  /** ffmpeg for poster frames; null: no posters */
  ffmpeg: string | null;
}

/** Reads a stored FLV and indexes its tags (positions in the stored file). */
export async function scanFlv(src: Readable): Promise<FlvIndex> {
  const ix = emptyIndex();
  const reader = new FlvTagReader();
  for await (const chunk of src) reader.push(chunk as Buffer, (tag, pos) => indexTag(ix, tag, pos));
  return ix;
}

async function writeAll(out: Writable, parts: Buffer[], body: Readable): Promise<void> {
  for (const p of parts) if (!out.write(p)) await once(out, 'drain');
  for await (const chunk of body) if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  if (!out.closed) await once(out, 'close');
}

/** One frame of the file as a JPEG (ffmpeg reads the file; nothing is re-encoded but that picture). */
export function posterFrame(ffmpeg: string, input: string, output: string, atSeconds: number): Promise<boolean> {
  return new Promise((resolve) => {
    const p = spawn(
      ffmpeg,
      ['-loglevel', 'error', '-y', '-ss', atSeconds.toFixed(2), '-i', input, '-frames:v', '1', '-vf', 'scale=640:-2', '-q:v', '5', output],
      { stdio: 'ignore' },
    );
    p.on('error', () => resolve(false));
    p.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Turns a recording into a replay: the keyframe index and duration go into an onMetaData tag at
 * the start of the file (the players' seek table), the file takes its final name, a poster frame
 * is taken, and the row says it is ready. A recording without a single media tag is dropped.
 */
export async function finaliseRecording(
  d: FinaliseDeps,
  id: number,
  recKey: string,
  fileKey: string,
  lastWriteAt: number | null,
): Promise<void> {
  const { repo, storage, log } = d;
  const size = await storage.size(recKey);
  const row = await repo.find(id);
  if (!row) return;
  if (size === null) {
    // already finalised by an earlier run that stopped before updating the row, or never written
    const done = await storage.size(fileKey);
    await repo.update(id, done === null ? { state: 'failed', ended_at: row.started_at } : { state: 'ready', size_bytes: done });
    return;
  }
  const ix = await scanFlv(storage.reader(recKey));
  if (ix.firstTimestamp < 0) {
    await storage.remove(recKey);
    await repo.update(id, { state: 'failed', ended_at: lastWriteAt ?? Number(row.started_at) });
    log.info({ id }, 'recording had no media; dropped');
    return;
  }
  const durationMs = ix.lastTimestamp - ix.firstTimestamp;
  const bodyBytes = size - FLV_HEADER_BYTES;
  const meta = metadataFor(ix, bodyBytes, durationMs);
  const partKey = `${fileKey}.part`;
  await storage.remove(partKey);
  await writeAll(storage.writer(partKey), [flvHeader(), meta], storage.reader(recKey, { start: FLV_HEADER_BYTES, end: size - 1 }));
  await storage.move(partKey, fileKey);
  await storage.remove(recKey);
  const finalSize = FLV_HEADER_BYTES + meta.length + bodyBytes;

  let posterKey: string | null = null;
  const input = storage.localPath(fileKey);
  const pk = fileKey.replace(/\.flv$/, '.jpg');
  const output = storage.localPath(pk);
  if (d.ffmpeg && input && output && ix.hasVideo) {
    const at = Math.min(5, durationMs / 2000);
    if (await posterFrame(d.ffmpeg, input, output, at)) posterKey = pk;
  }
  await repo.update(id, {
    state: 'ready',
    ended_at: lastWriteAt ?? Number(row.started_at) + durationMs,
    duration_ms: durationMs,
    size_bytes: finalSize,
    keyframes: ix.keyframes.length,
    poster_key: posterKey,
  });
  log.info({ id, durationMs, size: finalSize, keyframes: ix.keyframes.length }, 'replay ready');
}
