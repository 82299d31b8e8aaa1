const RELOAD_KEY = 'chunk-reload-at';
/** SPEC §9: at most one reload per 60 s, so a broken deployment cannot loop. */
export const RELOAD_GUARD_MS = 60_000;

export function isChunkError(message: string): boolean {
  return /Loading chunk [\w-]+ failed|ChunkLoadError|Loading CSS chunk/i.test(message);
}

/** Whether a failed chunk load should reload the page now; records the reload time when it should. */
export function reloadForChunkError(message: string, now: number, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  if (!isChunkError(message)) return false;
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  return true;
}
