import { describe, expect, it } from 'vitest';
import type { TScoreList } from '@sports/contracts';
import { LIST_MAX_AGE_MS, scoreListCache, type SharedList } from './scores-list-cache';

/** An empty list told apart by its total (what the cache keeps does not depend on the rows). */
const listOf = (n: number): TScoreList => ({ list: [], totalNumber: n, date: '2026-01-01', issue: null });

describe('the shared score list cache', () => {
  const setup = () => {
    const clock = { t: 0, version: 'a' };
    const cache = scoreListCache(
      async () => clock.version,
      () => clock.t,
    );
    let builds = 0;
    let next = 1;
    let gate: Promise<void> = Promise.resolve();
    const build = async () => {
      builds++;
      const n = next;
      await gate;
      return listOf(n);
    };
    const get = async () => (await cache.get('k', 'football', build))?.list.totalNumber;
    return {
      clock,
      get,
      builds: () => builds,
      set: (n: number) => (next = n),
      hold: () => {
        let open = () => {};
        gate = new Promise((r) => (open = r));
        return () => open();
      },
    };
  };

  it('builds once for concurrent askers and again when the feed version changes', async () => {
    const c = setup();
    const first = await Promise.all([c.get(), c.get(), c.get()]);
    expect(first).toEqual([1, 1, 1]);
    expect(c.builds()).toBe(1);
    c.set(2);
    c.clock.version = 'b';
    expect(await c.get()).toBe(2);
    expect(c.builds()).toBe(2);
  });

  it('serves the old list while one rebuild for age runs, then the rebuilt one', async () => {
    const c = setup();
    await c.get();
    c.set(3);
    c.clock.t = LIST_MAX_AGE_MS + 1;
    const open = c.hold();
    // Old by age only: answered at once with the built list, one rebuild started for all of them.
    expect(await Promise.all([c.get(), c.get()])).toEqual([1, 1]);
    expect(c.builds()).toBe(2);
    open();
    await new Promise((r) => setTimeout(r, 0));
    expect(await c.get()).toBe(3);
    expect(c.builds()).toBe(2);
  });

  it('does not serve an old version while the new one builds', async () => {
    const c = setup();
    await c.get();
    c.set(4);
    c.clock.version = 'b';
    c.clock.t = LIST_MAX_AGE_MS + 1;
    expect(await c.get()).toBe(4);
  });

  it('gives a kept list at once when the version is known at once (decision 0068)', async () => {
    let version = 'a';
    const cache = scoreListCache(
      () => version,
      () => 0,
    );
    const build = () => Promise.resolve(listOf(1));
    const first = cache.get('k', 'football', build);
    expect(first).toBeInstanceOf(Promise);
    await first;
    const kept = cache.get('k', 'football', build);
    expect(kept).not.toBeInstanceOf(Promise);
    expect((kept as SharedList).list.totalNumber).toBe(1);
    // A new version waits for its build, as ever.
    version = 'b';
    expect(cache.get('k', 'football', build)).toBeInstanceOf(Promise);
  });

  it('keeps no failed build', async () => {
    const clock = { n: 0 };
    const cache = scoreListCache(
      async () => 'v',
      () => 0,
    );
    const failing = async () => {
      clock.n++;
      throw new Error('bad day');
    };
    await expect(cache.get('k', 'football', failing)).rejects.toThrow('bad day');
    await expect(cache.get('k', 'football', failing)).rejects.toThrow('bad day');
    expect(clock.n).toBe(2);
    expect(cache.size()).toBe(0);
  });
});
