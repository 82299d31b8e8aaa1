import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/schema';
import { type SportsEvents, feedService } from '../modules/sports';
import type { FeedLogger, FeedProvider } from './provider';
import { createHttpProvider } from './http-provider';
import { createSimulator } from './simulator/engine';

export type { FeedProvider } from './provider';

/** The feed the configuration asks for (FEED, FEED_SEED, FEED_SPEED, FEED_HTTP_URL, FEED_HTTP_KEY), with the clock the product reads. */
export function createFeed(
  config: AppConfig,
  db: Kysely<Database>,
  events: SportsEvents,
  log: FeedLogger,
): FeedProvider & { now: () => number; wallOf: (feedMs: number) => number } {
  const realTime = (feedMs: number) => feedMs;
  if (config.feed.provider === 'off') {
    return { name: 'off', now: Date.now, wallOf: realTime, start: async () => undefined, stop: async () => undefined };
  }
  if (config.feed.provider === 'http') {
    const baseUrl = config.feed.httpUrl;
    // loadConfig refuses FEED=http without FEED_HTTP_URL; a config built by hand may still lack it.
    if (!baseUrl) throw new Error('FEED_HTTP_URL: required when FEED=http');
    const http = createHttpProvider(feedService(db, events), { baseUrl, apiKey: config.feed.httpKey, log });
    return Object.assign(http, { now: Date.now, wallOf: realTime });
  }
  return createSimulator(feedService(db, events), {
    seed: config.feed.seed,
    speed: config.feed.speed,
    friendlies: config.feed.friendlies,
    log,
  });
}
