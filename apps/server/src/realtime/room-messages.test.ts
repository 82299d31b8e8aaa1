import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HORN_TOPIC, ZServerMessageSchema, roomTopic, type TLiveEvent, type TServerMessage } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { buildRoom, buildSession } from '../../test/factories';
import { walletRepository } from '../modules/wallet/repository';
import { walletService } from '../modules/wallet/service';

/** A socket that keeps every message as the browser reads it: parsed with the one server-message union. */
function client(url: string) {
  const ws = new WebSocket(url);
  const received: TServerMessage[] = [];
  const malformed: unknown[] = [];
  ws.on('message', (raw) => {
    const parsed = ZServerMessageSchema.safeParse(JSON.parse(String(raw)));
    if (parsed.success) received.push(parsed.data);
    else malformed.push(raw);
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, received, malformed, opened, send: (m: unknown) => ws.send(JSON.stringify(m)) };
}
async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('money events and horns over WebSocket: typed messages, not chat lines with extra', () => {
  let t: TestApp;
  let url: string;
  let roomId: number;
  let fan: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/ws`;
    const anchor = await buildSession(t.db.db, { user: { nick_name: '主播丙', is_anchor: 1 } });
    roomId = await buildRoom(t.db.db, Number(anchor.user.id), { title: '类型消息', notice: '' });
    const s = await buildSession(t.db.db, { user: { nick_name: '土豪丁' } });
    fan = { id: Number(s.user.id), token: s.token };
    const wallet = walletService(walletRepository(t.db.db));
    await wallet.openAccount(fan.id);
    await wallet.credit(fan.id, 20_000, 'test');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: path, headers: { ...XHR, accesstoken: fan.token }, payload });

  it('a gift, a red packet, a noble entry and a horn each arrive as their own typed message', async () => {
    const c = client(url);
    await c.opened;
    const room = roomTopic(roomId);
    c.send({ op: 'sub', topic: room });
    c.send({ op: 'sub', topic: HORN_TOPIC });
    await until(() => c.received.filter((m) => 'op' in m && m.op === 'resync').length === 2);

    const [firstGift] = (await t.app.inject({ method: 'GET', url: '/api/chat/gift/all', headers: XHR })).json().data as { id: number }[];
    assert.isDefined(firstGift);
    const gift = await post('/tapi/pay/gift', { roomId, giftId: firstGift.id, count: 2 });
    expect(gift.json().code).toBe(200);
    const packet = await post('/tapi/pay/room/redpacket/send', { roomId, amount: 100, count: 5 });
    expect(packet.json().code).toBe(200);
    expect((await post('/tapi/pay/room/nobility/purchase', { rank: 3, months: 1 })).json().code).toBe(200);
    expect((await post('/tapi/pay/room/nobility/enter', { roomId })).json().data).toEqual({ rank: 3, announced: true });
    await t.app.chat.systemHorn('今晚 20:00 德比大战');

    const events = () => c.received.filter((m): m is TLiveEvent => !('op' in m));
    await until(() => events().length >= 4);
    expect(c.malformed).toEqual([]);
    const [g, p, e, h] = events();
    expect(g).toMatchObject({
      topic: room,
      type: 'gift',
      data: { type: 'gift', userId: fan.id, extra: { giftId: firstGift.id, count: 2 } },
    });
    expect(p).toMatchObject({
      topic: room,
      type: 'redPacket',
      data: { type: 'redpacket', userId: fan.id, extra: { packetId: packet.json().data.packetId, amount: 100, count: 5 } },
    });
    expect(e).toMatchObject({ topic: room, type: 'nobleEnter', data: { type: 'enter', userId: fan.id, noble: 3, extra: { noble: 3 } } });
    expect(h).toMatchObject({ topic: HORN_TOPIC, type: 'horn', data: { nickName: '系统公告', content: '今晚 20:00 德比大战' } });
    // No money line travels as a chat line any more.
    expect(events().filter((m) => m.type === 'chat')).toEqual([]);
    c.ws.close();
  });

  it('a new subscriber of the horn topic gets the latest horn in its snapshot', async () => {
    await t.app.chat.systemHorn('周六焦点战');
    const c = client(url);
    await c.opened;
    c.send({ op: 'sub', topic: HORN_TOPIC });
    await until(() => c.received.some((m) => 'op' in m && m.op === 'resync'));
    expect(c.received.find((m) => 'op' in m && m.op === 'resync')).toMatchObject({ snapshot: { horn: { content: '周六焦点战' } } });
    c.ws.close();
  });
});
