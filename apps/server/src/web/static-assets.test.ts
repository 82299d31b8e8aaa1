import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION } from '@sports/contracts';
import { servePages, type PageHandler } from './pages';

const apps: FastifyInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const SCRIPT = 'console.log("比分");'.repeat(50);

/** A build's static directory with one script precompressed (as next.config.ts writes it) and one not. */
function buildDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'chunks'));
  const file = path.join(dir, 'chunks/abc123.js');
  fs.writeFileSync(file, SCRIPT);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'chunks/plain.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'chunks/logo.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, 'chunks/logo.svg.gz'), gzipSync('<svg/>'));
  return dir;
}

async function assetsApp(staticDir: string | null) {
  const nextServed: string[] = [];
  // A stand-in for Next: names what it served.
  const handle: PageHandler = async (req, res) => {
    nextServed.push(req.url ?? '');
    res.statusCode = 200;
    res.end(`next ${req.url}`);
  };
  const app = Fastify({ logger: false });
  await servePages(app, { dev: false, brand: 'xingqiu', handle, cache: null, session: async () => ANONYMOUS_SESSION, staticDir });
  await app.ready();
  apps.push(app);
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  return { get, nextServed };
}

describe('the build’s scripts and style sheets, precompressed', () => {
  it('sends the brotli file to a client that accepts it, else the gzip one, and keeps them for a year', async () => {
    const { get, nextServed } = await assetsApp(buildDir());
    const br = await get('/_next/static/chunks/abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/_next/static/chunks/abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    expect(nextServed).toEqual([]);

    // Asked again with its tag: not sent again.
    const again = await get('/_next/static/chunks/abc123.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('leaves to Next what it has no precompressed file for, a client that accepts neither, and odd names', async () => {
    const { get, nextServed } = await assetsApp(buildDir());
    for (const [url, enc] of [
      ['/_next/static/chunks/plain.js', 'br, gzip'],
      ['/_next/static/chunks/abc123.js', 'identity'],
      ['/_next/static/chunks/abc123.js', 'br;q=0, gzip;q=0'],
      ['/_next/static/chunks/logo.svg', 'gzip'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/chunks/..%2F..%2Fetc%2Fpasswd.js', 'br'],
      ['/_next/static/chunks/a%20b.js', 'br'],
    ] as const) {
      const res = await get(url, { 'accept-encoding': enc });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.body, url).toContain('next ');
    }
    expect(nextServed).toHaveLength(7);
  });

  it('in development (no build), Next serves every asset', async () => {
    const { get, nextServed } = await assetsApp(null);
    const res = await get('/_next/static/chunks/abc123.js', { 'accept-encoding': 'br' });
    expect(res.body).toBe('next /_next/static/chunks/abc123.js');
    expect(nextServed).toHaveLength(1);
  });
});
