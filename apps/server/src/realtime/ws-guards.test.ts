import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { roomTopic } from '@sports/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSession } from '../../test/factories';

/** Opens a socket; resolves with it once open, or with the HTTP status the upgrade was refused with. */
function open(url: string, headers: Record<string, string> = {}): Promise<{ ws?: WebSocket; status?: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode }));
    ws.once('error', reject);
  });
}

/** Subscribes and waits for the answer. */
function subscribe(ws: WebSocket, topic: string) {
  return new Promise<void>((resolve) => {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { op?: string; topic?: string };
      if (m.topic === topic && (m.op === 'resync' || m.op === 'error')) resolve();
    });
    ws.send(JSON.stringify({ op: 'sub', topic }));
  });
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('who may open /ws', () => {
  let t: TestApp;
  let url: string;
  let origin: string;
  const sockets: WebSocket[] = [];
  const keep = (r: { ws?: WebSocket }) => (r.ws && sockets.push(r.ws), r);
  /** A socket that must be accepted, kept for closeAll. */
  const accepted = async (headers: Record<string, string>) => {
    const opened = await open(url, headers);
    keep(opened);
    assert.isDefined(opened.ws, `refused with ${opened.status}`);
    return opened.ws;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { WS_ALLOWED_ORIGINS: 'https://app.example.com', WS_MAX_PER_IP: '5' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    origin = `http://127.0.0.1:${port}`;
    url = `ws://127.0.0.1:${port}/ws`;
  }, 60_000);
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t?.close();
  });
  const closeAll = async () => {
    for (const ws of sockets.splice(0)) ws.close();
    await until(() => t.app.realtime.hub.clientCount() === 0);
  };

  it('accepts the page’s own origin and configured ones, refuses a page on another origin of the site', async () => {
    expect((await open(url, { origin: 'https://evil.example.com' })).status).toBe(403);
    expect((await open(url, { origin: 'http://127.0.0.1.evil.com' })).status).toBe(403);
    expect((await open(url, { origin: 'null' })).status).toBe(403);
    expect(keep(await open(url, { origin })).ws).toBeDefined();
    expect(keep(await open(url, { origin: 'https://app.example.com' })).ws).toBeDefined();
    await closeAll();
  });

  it('caps the connections of one address, and a closed one frees its place', async () => {
    for (let i = 0; i < 5; i++) expect(keep(await open(url)).ws).toBeDefined();
    expect((await open(url)).status).toBe(429);
    const last = sockets.pop();
    assert.isDefined(last);
    last.close();
    await until(() => t.app.realtime.hub.clientCount() === 4);
    expect(keep(await open(url)).ws).toBeDefined();
    await closeAll();
  });

  it('counts a room’s viewers by session or address, not by sockets', async () => {
    const room = await t.db.db.selectFrom('live_room').select('id').orderBy('id').executeTakeFirstOrThrow();
    const topic = roomTopic(Number(room.id));
    const a = await buildSession(t.db.db);
    const b = await buildSession(t.db.db);
    const headers: Record<string, string>[] = [{}, {}, { cookie: `auth=${a.token}` }, { cookie: `auth=${a.token}` }];
    for (const h of headers) await subscribe(await accepted(h), topic);
    // anonymous ×2 from one address + one session ×2 = 2 viewers
    expect(t.app.realtime.hub.subscriberCount(topic)).toBe(2);
    await subscribe(await accepted({ cookie: `auth=${b.token}` }), topic);
    expect(t.app.realtime.hub.subscriberCount(topic)).toBe(3);
    await closeAll();
  });
});
