import { describe, expect, it } from 'vitest';
import type { TMatchHeader } from '@sports/contracts';
import { HEADER_TTL_MS, headerCache } from './header-cache';

const header = (n: number) => ({ seasonName: String(n) }) as TMatchHeader;

describe('match header cache', () => {
  it('reuses a header within the TTL, loads again after it, and never keeps a failure', async () => {
    let t = 0;
    let loads = 0;
    const cache = headerCache(() => t);
    const load = async () => header(++loads);
    expect((await cache.get(1, load)).seasonName).toBe('1');
    t = HEADER_TTL_MS - 1;
    expect((await cache.get(1, load)).seasonName).toBe('1');
    expect((await cache.get(2, load)).seasonName).toBe('2');
    t = HEADER_TTL_MS;
    expect((await cache.get(1, load)).seasonName).toBe('3');

    await expect(cache.get(9, () => Promise.reject(new Error('比赛不存在')))).rejects.toThrow('比赛不存在');
    await Promise.resolve();
    expect((await cache.get(9, load)).seasonName).toBe('4');
  });
});
