import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the test Redis answers; when not, says which tests are skipped. */
export async function redisReachable(what: string): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    console.warn(`Redis is not reachable at ${REDIS_URL}; ${what} are skipped.`);
    return false;
  } finally {
    r.disconnect();
  }
}
