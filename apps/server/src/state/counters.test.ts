import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisReachable } from '../../test/redis';
import { memoryCounters, type SharedCounters } from './counters';
import { redisCounters } from './redis-counters';

const withRedis = await redisReachable('the Redis half of the shared counter tests');
const closers: SharedCounters[] = [];
afterAll(async () => {
  for (const c of closers) await c.close();
});

/** Two processes' views of the same shared state. */
async function pair(kind: 'memory' | 'redis', now: () => number) {
  if (kind === 'memory') {
    const one = memoryCounters(now);
    return [one, one] as const;
  }
  const prefix = `test:${randomUUID()}:`;
  const a = await redisCounters({ url: REDIS_URL, prefix, now });
  const b = await redisCounters({ url: REDIS_URL, prefix, now });
  closers.push(a, b);
  return [a, b] as const;
}

describe.each(['memory', ...(withRedis ? ['redis' as const] : [])] as const)('shared counters (%s)', (kind) => {
  it('a fixed window allows `limit` hits across processes, then refuses until the window passes', async () => {
    const [a, b] = await pair(kind, Date.now);
    const results: boolean[] = [];
    for (let i = 0; i < 5; i++) results.push(await (i % 2 ? b : a).hit('ip:1', 3, 60_000));
    expect(results).toEqual([true, true, true, false, false]);
    expect(await a.hit('ip:2', 3, 60_000)).toBe(true);
    const [c] = await pair(kind, Date.now);
    expect(await c.hit('short', 1, 50)).toBe(true);
    expect(await c.hit('short', 1, 50)).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect(await c.hit('short', 1, 50)).toBe(true);
  });

  it('a token bucket gives a burst, then one per period, whichever process asks', async () => {
    let t = 1_000_000;
    const [a, b] = await pair(kind, () => t);
    const burst = [await a.take('u:1', 3, 1000), await b.take('u:1', 3, 1000), await a.take('u:1', 3, 1000), await b.take('u:1', 3, 1000)];
    expect(burst).toEqual([true, true, true, false]);
    t += 999;
    expect(await a.take('u:1', 3, 1000)).toBe(false);
    t += 1;
    expect(await b.take('u:1', 3, 1000)).toBe(true);
    expect(await a.take('u:1', 3, 1000)).toBe(false);
    expect(await a.take('u:2', 3, 1000)).toBe(true);
  });
});

describe.runIf(withRedis)('presence across processes (redis)', () => {
  it('a room counts the viewers of every process, and forgets a process that stopped reporting', async () => {
    const prefix = `test:${randomUUID()}:`;
    const a = await redisCounters({ url: REDIS_URL, prefix });
    const b = await redisCounters({ url: REDIS_URL, prefix });
    closers.push(a);
    a.reportPresence(() => new Map([['room:1', 2]]));
    b.reportPresence(
      () =>
        new Map([
          ['room:1', 3],
          ['room:2', 1],
        ]),
    );
    // First ask marks the room as watched; the next refresh reads the others' reports.
    expect(a.presence('room:1', 2)).toBe(2);
    await b.refresh();
    await a.refresh();
    expect(a.presence('room:1', 2)).toBe(5);
    expect(a.presence('room:2', 0)).toBe(0);
    await a.refresh();
    expect(a.presence('room:2', 0)).toBe(1);
    await b.close();
    await a.refresh();
    expect(a.presence('room:1', 2)).toBe(2);
  });
});
