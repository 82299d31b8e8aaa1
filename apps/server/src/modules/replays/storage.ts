import { createReadStream, createWriteStream, mkdirSync, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Where replay files live (decision 0027). Keys are relative paths such as `12/1733.flv`; the
 * local implementation keeps them under DATA_DIR/replays. Another backend (object storage)
 * implements the same calls; `localPath` lets ffmpeg read a file directly and is null where it cannot.
 */
export interface ReplayStorage {
  /** a file being written as the stream comes in (appends) */
  writer(key: string): Writable;
  /** bytes start..end (inclusive) of a stored file */
  reader(key: string, range?: { start: number; end: number }): Readable;
  /** size in bytes, null when there is no such file */
  size(key: string): Promise<number | null>;
  /** replaces `to` with `from` (finalising a recording) */
  move(from: string, to: string): Promise<void>;
  remove(key: string): Promise<void>;
  localPath(key: string): string | null;
}

/** Replay files on the local disk under `root`. */
export function localReplayStorage(root: string): ReplayStorage {
  const full = (key: string) => {
    const p = path.resolve(root, key);
    if (!p.startsWith(path.resolve(root) + path.sep)) throw new Error(`replay key outside the storage: ${key}`);
    return p;
  };
  const ensureDir = (p: string) => fs.mkdir(path.dirname(p), { recursive: true });
  return {
    writer(key) {
      const p = full(key);
      // synchronous: recording starts inside the ingest's packet path
      mkdirSync(path.dirname(p), { recursive: true });
      return createWriteStream(p, { flags: 'a' });
    },
    reader(key, range) {
      return createReadStream(full(key), range ? { start: range.start, end: range.end } : {});
    },
    async size(key) {
      try {
        return (await fs.stat(full(key))).size;
      } catch {
        return null;
      }
    },
    async move(from, to) {
      const dest = full(to);
      await ensureDir(dest);
      await fs.rename(full(from), dest);
    },
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
    localPath: (key) => full(key),
  };
}
