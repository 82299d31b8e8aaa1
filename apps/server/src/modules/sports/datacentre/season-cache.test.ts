import { describe, expect, it } from 'vitest';
import { RECHECK_MS, seasonCache } from './season-cache';

/** A cache over a version the test sets, with a clock the test moves. */
function setup() {
  const state = { version: 'v1', now: 1_000, reads: 0, computes: 0 };
  const cache = seasonCache(
    async () => {
      state.reads++;
      return state.version;
    },
    () => state.now,
  );
  const get = (seasonId = 1, key = 'table') =>
    cache.get(seasonId, key, async () => {
      state.computes++;
      return `${key}@${state.version}#${state.computes}`;
    });
  return { state, cache, get };
}

describe('season cache', () => {
  it('answers from memory without reading the version until the recheck time passes', async () => {
    const { state, get } = setup();
    expect(await get()).toBe('table@v1#1');
    expect(await get()).toBe('table@v1#1');
    expect(state.reads).toBe(1);
    state.version = 'v2';
    state.now += RECHECK_MS - 1;
    // Another process changed the season: seen once the recheck time has passed.
    expect(await get()).toBe('table@v1#1');
    state.now += 1;
    expect(await get()).toBe('table@v2#2');
    expect(state.reads).toBe(2);
  });

  it('keeps an unchanged version after a recheck and computes nothing again', async () => {
    const { state, get } = setup();
    await get();
    state.now += RECHECK_MS * 3;
    expect(await get()).toBe('table@v1#1');
    expect([state.reads, state.computes]).toEqual([2, 1]);
  });

  it('computes a season again at once after it is invalidated, and leaves other seasons alone', async () => {
    const { cache, get } = setup();
    await get(1);
    await get(2);
    cache.invalidate(1);
    expect(await get(1)).toBe('table@v1#3');
    expect(await get(2)).toBe('table@v1#2');
  });

  it('does not keep an answer computed while its season was invalidated', async () => {
    const { state, cache } = setup();
    let release!: () => void;
    const slow = cache.get(1, 'table', () => new Promise<string>((r) => (release = () => r('old'))));
    await new Promise((r) => setImmediate(r));
    cache.invalidate(1);
    release();
    expect(await slow).toBe('old');
    expect(await cache.get(1, 'table', async () => 'new')).toBe('new');
    expect(state.reads).toBe(2);
  });

  it('does not keep failures', async () => {
    const { cache } = setup();
    await expect(cache.get(1, 'table', () => Promise.reject(new Error('赛季不存在')))).rejects.toThrow('赛季不存在');
    expect(await cache.get(1, 'table', async () => 'ok')).toBe('ok');
  });

  it('computes an answer once for the requests that ask while it is computed, with one version read', async () => {
    const { state, cache } = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const compute = async () => {
      state.computes++;
      await gate;
      return `table#${state.computes}`;
    };
    const asks = Array.from({ length: 5 }, () => cache.get(1, 'table', compute));
    await new Promise((r) => setImmediate(r));
    release();
    expect(await Promise.all(asks)).toEqual(Array(5).fill('table#1'));
    expect([state.reads, state.computes]).toEqual([1, 1]);
  });

  it('does not keep an entry whose version was read while its season was invalidated', async () => {
    const state = { reads: 0 };
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = seasonCache(async () => {
      state.reads++;
      await gate;
      return 'v1';
    });
    const first = slow.get(1, 'table', async () => 'old');
    slow.invalidate(1);
    release();
    expect(await first).toBe('old');
    expect(await slow.get(1, 'table', async () => 'new')).toBe('new');
    expect(state.reads).toBe(2);
  });
});
