import path from 'node:path';
import { z } from 'zod';
import { BRAND_IDS, DEFAULT_BRAND, BRANDS, type TBrand } from '@sports/contracts';

/**
 * The one configuration every command reads (server, admin, feed), checked once with zod.
 * DATA_DIR and relative paths resolve against the directory the command was started in.
 */
const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BRAND: z.enum(BRAND_IDS).default(DEFAULT_BRAND),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin used in absolute links (QR codes); defaults to the request's host. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Sports feed: the simulator (default), a commercial provider's HTTP API, or none. */
  FEED: z.enum(['simulator', 'http', 'off']).default('simulator'),
  FEED_HTTP_URL: z.string().url().optional(),
  FEED_HTTP_KEY: z.string().optional(),
  FEED_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(1),
  /** Speed of the simulator's clock: 1 real time, 60 a minute a second. */
  FEED_SPEED: z.coerce.number().min(0.1).max(3600).default(1),
  /** Live push fan-out through Redis pub/sub across processes; in memory when unset. */
  REDIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  brand: TBrand;
  logLevel: string;
  publicOrigin: string | undefined;
  feed: { provider: 'simulator' | 'http' | 'off'; seed: number; speed: number; httpUrl: string | undefined; httpKey: string | undefined };
  redisUrl: string | undefined;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.FEED === 'http' && !e.FEED_HTTP_URL) throw new Error('Invalid configuration:\n  FEED_HTTP_URL: required when FEED=http');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    brand: BRANDS[e.BRAND],
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_ORIGIN,
    feed: { provider: e.FEED, seed: e.FEED_SEED, speed: e.FEED_SPEED, httpUrl: e.FEED_HTTP_URL, httpKey: e.FEED_HTTP_KEY },
    redisUrl: e.REDIS_URL,
  };
}
