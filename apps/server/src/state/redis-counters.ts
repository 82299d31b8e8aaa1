import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SharedCounters } from './counters';

/** Fixed window: INCR, and the window's expiry set by its first hit. */
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

/** Token bucket kept as tokens (scaled by 1000 to stay integral) and the time of the last refill. */
const TAKE = `
local burst = tonumber(ARGV[1]) * 1000
local per = tonumber(ARGV[2])
local t = tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(v[1]) or burst
local at = tonumber(v[2]) or t
if t > at then tokens = math.min(burst, tokens + math.floor((t - at) * 1000 / per)) end
local ok = 0
if tokens >= 1000 then tokens = tokens - 1000; ok = 1 end
redis.call('HSET', KEYS[1], 'tokens', tokens, 'at', math.max(t, at))
redis.call('PEXPIRE', KEYS[1], math.max(per * tonumber(ARGV[1]) * 2, 60000))
return ok
`;

/** How often each process reports its presence counts, and how long a report counts. */
export const PRESENCE_REPORT_MS = 3000;
const PRESENCE_FRESH_MS = 15_000;

export interface RedisCountersOptions {
  url: string;
  prefix?: string;
  now?: () => number;
}

/** Counters shared by every process through Redis (REDIS_URL). */
export async function redisCounters(opts: RedisCountersOptions): Promise<SharedCounters & { refresh(): Promise<void> }> {
  const prefix = opts.prefix ?? 'state:';
  const now = opts.now ?? Date.now;
  const me = randomUUID();
  const redis = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  let source: (() => Map<string, number>) | null = null;
  /** What the other processes last reported, per group. */
  const remote = new Map<string, number>();
  /** Groups asked about recently: only those are read back. */
  const watched = new Map<string, number>();
  const reported = new Set<string>();

  async function refresh() {
    const t = now();
    const pipe = redis.pipeline();
    const mine = source ? source() : new Map<string, number>();
    for (const [group, n] of mine) {
      if (n > 0) {
        pipe.hset(`${prefix}presence:${group}`, me, `${n}:${t}`);
        pipe.pexpire(`${prefix}presence:${group}`, PRESENCE_FRESH_MS * 2);
        reported.add(group);
      }
    }
    for (const group of reported) {
      if (!(mine.get(group) ?? 0)) {
        pipe.hdel(`${prefix}presence:${group}`, me);
        reported.delete(group);
      }
    }
    const groups = [...watched].filter(([, at]) => t - at < 60_000).map(([g]) => g);
    for (const [g, at] of watched) if (t - at >= 60_000) watched.delete(g);
    for (const g of groups) pipe.hgetall(`${prefix}presence:${g}`);
    const results = await pipe.exec();
    const all = results ?? [];
    const tail = groups.length ? all.slice(all.length - groups.length) : [];
    groups.forEach((g, i) => {
      const [, fields] = tail[i] ?? [];
      let sum = 0;
      for (const [pid, v] of Object.entries((fields as Record<string, string> | null) ?? {})) {
        if (pid === me) continue;
        const [n, at] = v.split(':').map(Number);
        if (n === undefined || at === undefined) continue; // not "count:at": nothing to count
        if (t - at < PRESENCE_FRESH_MS) sum += n;
      }
      remote.set(g, sum);
    });
  }
  const timer = setInterval(() => void refresh().catch(() => undefined), PRESENCE_REPORT_MS);
  timer.unref();

  return {
    async hit(key, limit, windowMs) {
      const n = Number(await redis.eval(HIT, 1, `${prefix}hit:${key}`, windowMs));
      return n <= limit;
    },
    async take(key, burst, perMs) {
      return Number(await redis.eval(TAKE, 1, `${prefix}bucket:${key}`, burst, perMs, now())) === 1;
    },
    presence(group, local) {
      watched.set(group, now());
      return local + (remote.get(group) ?? 0);
    },
    reportPresence(s) {
      source = s;
    },
    refresh,
    async close() {
      clearInterval(timer);
      if (reported.size) {
        const pipe = redis.pipeline();
        for (const g of reported) pipe.hdel(`${prefix}presence:${g}`, me);
        await pipe.exec().catch(() => undefined);
      }
      redis.disconnect();
    },
  };
}
