import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { loggerOptions } from './logger';

const demo = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', ...env }).media.demo;

describe('start-up settings of a newcomer’s first run', () => {
  it('DEMO_BROADCAST: on with the embedded SQLite database, off with DATABASE_URL or MEDIA=off, and one setting turns it either way', () => {
    expect(demo({})).toBe(true);
    expect(demo({ DEMO_BROADCAST: 'off' })).toBe(false);
    expect(demo({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/app' })).toBe(false);
    expect(demo({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/app', DEMO_BROADCAST: 'on' })).toBe(true);
    expect(demo({ MEDIA: 'off', DEMO_BROADCAST: 'on' })).toBe(false);
    expect(() => demo({ DEMO_BROADCAST: 'yes' })).toThrow();
  });

  it('logs readable lines when asked (or on a terminal) and JSON otherwise', () => {
    expect(loggerOptions('info', { LOG_FORMAT: 'json' })).toEqual({ level: 'info' });
    const pretty = loggerOptions('warn', { LOG_FORMAT: 'pretty' }) as { level: string; stream?: unknown };
    expect(pretty.level).toBe('warn');
    expect(pretty.stream).toBeDefined();
  });
});
