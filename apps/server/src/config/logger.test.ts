import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { loggerOptions, requestLogOptions } from './logger';

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

describe('the request log', () => {
  it('writes one line a request with the request, the status, the time and the request id; a route at warn writes none', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, ...requestLogOptions() });
    app.get('/x', async () => ({ ok: true }));
    app.get('/said', async (req) => {
      req.log.info({ n: 1 }, 'handler line');
      return { ok: true };
    });
    app.get('/probe', { logLevel: 'warn' }, async () => ({ ok: true }));
    await app.inject({ url: '/x?a=1' });
    await app.inject({ url: '/probe' });
    await app.inject({ url: '/said' });
    await app.close();
    const requests = lines.filter((l) => l.req !== undefined || l.res !== undefined);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      level: 30,
      req: { method: 'GET', url: '/x?a=1' },
      res: { statusCode: 200 },
    });
    expect(requests[0]?.reqId).toEqual(expect.any(String));
    expect(requests[0]?.responseTime).toEqual(expect.any(Number));
    // A handler's own line and the access line of its request carry the same request id.
    const said = lines.find((l) => l.msg === 'handler line');
    expect(said).toMatchObject({ n: 1, reqId: expect.any(String) });
    expect(requests[1]).toMatchObject({ msg: 'request completed', reqId: said?.reqId, req: { url: '/said' } });
    expect(requests[0]?.reqId).not.toBe(said?.reqId);
  });
});
