import { describe, expect, it } from 'vitest';
import { reloadForChunkError, RELOAD_GUARD_MS } from './chunk-reload';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('reload on a failed chunk load', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const s = memoryStorage();
    const t0 = 1_000_000;
    expect(reloadForChunkError('Loading chunk 42 failed.', t0, s)).toBe(true);
    expect(reloadForChunkError('ChunkLoadError: Loading chunk app-page failed', t0 + RELOAD_GUARD_MS - 1, s)).toBe(false);
    expect(reloadForChunkError('Loading chunk 42 failed.', t0 + RELOAD_GUARD_MS, s)).toBe(true);
  });

  it('ignores other errors', () => {
    expect(reloadForChunkError('TypeError: x is undefined', 0, memoryStorage())).toBe(false);
  });
});
