import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { roomTopic } from '@sports/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildSession } from '../../../test/factories';

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('room online count', () => {
  let t: TestApp;
  let url: string;
  let roomId: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const { user, token: anchorToken } = await buildSession(t.db.db, { user: { is_anchor: 1, nick_name: '在线测试' } });
    roomId = await t.app.live.ensureRoom(Number(user.id), '在线测试');
    token = anchorToken;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `ws://127.0.0.1:${address.port}/ws`;
  });
  afterAll(() => t.close());

  const online = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/room/detailShowNum?roomId=${roomId}` });
    return res.json().data as { online: number; isLive: number };
  };
  /** A socket of a fresh viewer (its own session: viewers are sessions or addresses, not sockets). */
  const open = async () => {
    const viewer = await buildSession(t.db.db);
    const ws = new WebSocket(url, { headers: { cookie: `auth=${viewer.token}` } });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ op: 'sub', topic: roomTopic(roomId) }));
    return ws;
  };

  it('counts the viewers subscribed to room:<id>, keeps the peak for the history, and drops closed ones', async () => {
    expect(await online()).toEqual({ roomId, online: 0, isLive: 0 });
    await t.app.live.setLive(roomId, true);
    const a = await open();
    const b = await open();
    await until(async () => (await online()).online === 2);
    expect((await online()).isLive).toBe(1);
    const card = (await t.app.inject({ method: 'GET', url: `/api/room/page?roomId=${roomId}` })).json().data.list[0];
    expect(card.online).toBe(2);
    a.close();
    await until(async () => (await online()).online === 1);
    await t.app.live.setLive(roomId, false);
    b.close();
    await until(async () => (await online()).online === 0);
    const h = (await t.app.inject({ method: 'GET', url: '/api/history/list', headers: { accesstoken: token } })).json().data;
    expect(h.list[0].peakViewers).toBe(2);
  });
});
