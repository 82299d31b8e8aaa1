import { describe, expect, it } from 'vitest';
import { SportsEvents } from '../events';
import { DETAIL_MAX_AGE_MS, matchDetailCache } from './detail-cache';

describe('match detail cache', () => {
  it('reads once per match version: an event of the match drops its answers, not the others', async () => {
    const events = new SportsEvents();
    const cache = matchDetailCache(() => 0);
    const stop = cache.follow(events);
    let loads = 0;
    const load = (v: string) => async () => `${v}${++loads}`;
    expect(await cache.get(1, 'text', load('a'))).toBe('a1');
    expect(await cache.get(1, 'text', load('a'))).toBe('a1');
    expect(await cache.get(2, 'text', load('b'))).toBe('b2');
    events.emit('match.odds', { sport: 'football', matchId: 1, change: {} as never });
    expect(await cache.get(1, 'text', load('a'))).toBe('a3');
    expect(await cache.get(2, 'text', load('b'))).toBe('b2');
    stop();
    events.emit('match.changed', { sport: 'football', matchId: 2, patch: {} as never });
    expect(await cache.get(2, 'text', load('b'))).toBe('b2');
  });

  it('ages answers out and does not keep a failed read', async () => {
    let t = 0;
    const cache = matchDetailCache(() => t);
    let loads = 0;
    await cache.get(1, 'odds', async () => ++loads);
    t = DETAIL_MAX_AGE_MS - 1;
    expect(await cache.get(1, 'odds', async () => ++loads)).toBe(1);
    t = DETAIL_MAX_AGE_MS;
    expect(await cache.get(1, 'odds', async () => ++loads)).toBe(2);
    await expect(cache.get(9, 'odds', () => Promise.reject(new Error('比赛不存在')))).rejects.toThrow('比赛不存在');
    await Promise.resolve();
    expect(await cache.get(9, 'odds', async () => 'found')).toBe('found');
  });
});
