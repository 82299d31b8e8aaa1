import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { TLiveEvent } from '@sports/contracts';
import { keepFor, type BusEvent, type LiveBus } from './bus';

/**
 * Numbering, keeping and fan-out in one atomic step: the epoch (created when missing, which also
 * clears a stale counter), INCR of the topic's seq, the event appended to a capped list and
 * published. Redis runs scripts one at a time, so every process sees a topic's events in seq order.
 */
const PUBLISH = `
local epoch = redis.call('GET', KEYS[2])
if not epoch then
  epoch = ARGV[1]
  redis.call('SET', KEYS[2], epoch)
  redis.call('DEL', KEYS[1], KEYS[3])
end
local seq = redis.call('INCR', KEYS[1])
local msg = '{"epoch":"' .. epoch .. '","event":{"seq":' .. seq .. ',' .. string.sub(ARGV[2], 2) .. '}'
redis.call('RPUSH', KEYS[3], msg)
redis.call('LTRIM', KEYS[3], -tonumber(ARGV[3]), -1)
for i = 1, 3 do redis.call('EXPIRE', KEYS[i], ARGV[5]) end
redis.call('PUBLISH', ARGV[4], msg)
return seq
`;

const HEAD = `
local epoch = redis.call('GET', KEYS[2])
if not epoch then
  epoch = ARGV[1]
  redis.call('SET', KEYS[2], epoch, 'EX', ARGV[2])
  redis.call('DEL', KEYS[1], KEYS[3])
end
return {epoch, tonumber(redis.call('GET', KEYS[1]) or '0')}
`;

/** Topic state lives two days after its last event. */
const TTL_SECONDS = 2 * 24 * 3600;

export interface RedisBusOptions {
  url: string;
  /** Key and channel prefix, so several products (or tests) can share one Redis. */
  prefix?: string;
  now?: () => number;
}

/** Fan-out across server processes through Redis pub/sub (REDIS_URL). */
export async function redisBus(opts: RedisBusOptions): Promise<LiveBus> {
  const prefix = opts.prefix ?? 'live:';
  const channel = `${prefix}events`;
  const now = opts.now ?? Date.now;
  const cmd = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([cmd.connect(), sub.connect()]);
  const listeners = new Set<(e: BusEvent) => void>();
  sub.on('message', (ch: string, msg: string) => {
    if (ch !== channel) return;
    const e = JSON.parse(msg) as BusEvent;
    for (const l of listeners) l(e);
  });
  await sub.subscribe(channel);
  const keys = (topic: string): [seq: string, epoch: string, log: string] => [
    `${prefix}seq:${topic}`,
    `${prefix}epoch:${topic}`,
    `${prefix}log:${topic}`,
  ];

  return {
    async publish(topic, type, data) {
      const body = { topic, at: now(), type, data };
      const seq = (await cmd.eval(
        PUBLISH,
        3,
        ...keys(topic),
        randomUUID(),
        JSON.stringify(body),
        keepFor(topic),
        channel,
        TTL_SECONDS,
      )) as number;
      return { ...body, seq } as TLiveEvent;
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async head(topic) {
      const [epoch, seq] = (await cmd.eval(HEAD, 3, ...keys(topic), randomUUID(), TTL_SECONDS)) as [string, number];
      return { epoch, seq: Number(seq) };
    },
    async replay(topic, since) {
      const [seqKey, , logKey] = keys(topic);
      const [head, raw] = await Promise.all([cmd.get(seqKey), cmd.lrange(logKey, 0, -1)]);
      const last = Number(head ?? 0);
      if (since >= last) return [];
      const events = raw.map((m) => (JSON.parse(m) as BusEvent).event);
      const first = events[0]?.seq ?? last + 1;
      if (first > since + 1) return null;
      return events.filter((e) => e.seq > since);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([sub.quit(), cmd.quit()]);
    },
  };
}
