import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TLiveEvent } from '@sports/contracts';
import { Redis } from 'ioredis';
import { REDIS_URL, redisReachable } from '../../test/redis';
import { redisBus } from './redis-bus';

const available = await redisReachable('Redis bus tests');

describe.runIf(available)('Redis bus across processes', () => {
  it('numbers a topic once for every publisher and delivers it to every subscriber in order', async () => {
    const prefix = `test:${randomUUID()}:`;
    // Two server processes, as far as the bus can tell.
    const a = await redisBus({ url: REDIS_URL, prefix });
    const b = await redisBus({ url: REDIS_URL, prefix });
    const seen: Record<'a' | 'b', TLiveEvent[]> = { a: [], b: [] };
    a.onEvent((e) => seen.a.push(e.event));
    b.onEvent((e) => seen.b.push(e.event));
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).publish('score:football', 'patch', { id: 1, sport: 'football', homeScore: i })),
    );
    await new Promise((r) => setTimeout(r, 100));
    const seqs = seen.a.map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(seen.b).toEqual(seen.a);
    expect(await a.head('score:football')).toEqual(await b.head('score:football'));
    // Either process can replay to a client that reconnects to it.
    expect((await b.replay('score:football', 35))?.map((e) => e.seq)).toEqual([36, 37, 38, 39, 40]);
    await Promise.all([a.close(), b.close()]);
  });

  it('starts a new epoch when the counter is lost, so clients resync instead of trusting old numbers', async () => {
    const prefix = `test:${randomUUID()}:`;
    const bus = await redisBus({ url: REDIS_URL, prefix });
    await bus.publish('match:7', 'patch', { id: 7, sport: 'football', homeScore: 1 });
    const before = await bus.head('match:7');
    const raw = new Redis(REDIS_URL);
    await raw.del(`${prefix}epoch:match:7`); // what a Redis restart without persistence does
    raw.disconnect();
    await bus.publish('match:7', 'patch', { id: 7, sport: 'football', homeScore: 2 });
    const after = await bus.head('match:7');
    expect(after.epoch).not.toBe(before.epoch);
    expect(after.seq).toBe(1);
    expect(await bus.replay('match:7', 5)).toEqual([]);
    await bus.close();
  });
});
