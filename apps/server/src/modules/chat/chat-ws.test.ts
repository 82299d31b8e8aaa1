import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  AUTH_COOKIE,
  DEVICE_COOKIE,
  MESSAGES,
  roomTopic,
  type TChatMessage,
  type TLiveEvent,
  type TServerControl,
} from '@sports/contracts';
import { runCommand } from '../../cli/commands';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { buildSession } from '../../../test/factories';

type Msg = TServerControl | TLiveEvent;

function client(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const received: Msg[] = [];
  ws.on('message', (raw) => received.push(JSON.parse(String(raw))));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, received, opened, send: (m: unknown) => ws.send(JSON.stringify(m)) };
}
async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
const chats = (c: { received: Msg[] }) =>
  c.received.filter((m): m is Extract<TLiveEvent, { type: 'chat' }> => !('op' in m) && m.type === 'chat');

describe('room chat over WebSocket', () => {
  let t: TestApp;
  let url: string;
  let roomId: number;
  let fan: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/ws`;
    const anchor = await buildSession(t.db.db, { user: { nick_name: '主播甲', is_anchor: 1 } });
    const s = await buildSession(t.db.db, { user: { nick_name: '球迷乙' } });
    fan = { token: s.token, id: Number(s.user.id) };
    const r = await t.db.db
      .insertInto('live_room')
      .values({ anchor_id: Number(anchor.user.id), title: '房间', created_at: Date.now(), updated_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    roomId = Number(r.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (content: string) =>
    t.app.inject({ method: 'POST', url: '/api/chat/msg', headers: { ...XHR, accesstoken: fan.token }, payload: { roomId, content } });

  it('subscribes with a snapshot, says with the auth cookie, and a reconnect with since replays what was missed', async () => {
    await post('开场前');
    const topic = roomTopic(roomId);
    // The browser's upgrade request carries the HttpOnly auth cookie.
    const a = client(url, { cookie: `${AUTH_COOKIE}=${encodeURIComponent(fan.token)}` });
    await a.opened;
    a.send({ op: 'sub', topic });
    await until(() => a.received.some((m) => 'op' in m && m.op === 'resync'));
    const resync = a.received.find((m) => 'op' in m && m.op === 'resync') as Extract<TServerControl, { op: 'resync' }>;
    expect(resync.snapshot).toMatchObject({ roomId, messages: [expect.objectContaining({ content: '开场前' })] });

    a.send({ op: 'say', topic, content: '套接字发言', ref: 'r1' });
    await until(() => chats(a).length === 1 && a.received.some((m) => 'op' in m && m.op === 'said'));
    const [last] = chats(a);
    assert.isDefined(last);
    expect(last.data).toMatchObject({ userId: fan.id, content: '套接字发言' });
    expect(a.received.find((m) => 'op' in m && m.op === 'said')).toMatchObject({ ref: 'r1', topic });
    a.ws.close();

    // Missed while away.
    await new Promise((r) => setTimeout(r, 1100));
    await post('离开时一');
    await post('离开时二');

    const b = client(url);
    await b.opened;
    b.send({ op: 'sub', topic, since: last.seq, epoch: resync.epoch });
    await until(() => chats(b).length === 2);
    expect(b.received.find((m) => 'op' in m && m.op === 'subscribed')).toMatchObject({ replayed: 2, topic });
    expect(chats(b).map((e) => [e.seq, (e.data as TChatMessage).content])).toEqual([
      [last.seq + 1, '离开时一'],
      [last.seq + 2, '离开时二'],
    ]);

    // A socket without login cannot say; nothing is pushed.
    b.send({ op: 'say', topic, content: '游客', ref: 'v' });
    await until(() => b.received.some((m) => 'op' in m && m.op === 'error'));
    expect(b.received.find((m) => 'op' in m && m.op === 'error')).toMatchObject({ ref: 'v', message: '您还没有登录哦，请登录后查看！' });
    await new Promise((r) => setTimeout(r, 100));
    expect(chats(b)).toHaveLength(2);
    b.ws.close();
  });

  it("refuses a say from a banned address with the ban's message, and takes it again once lifted", async () => {
    // A fan of its own: the chat's per-user rate budget of the other tests does not reach into this one.
    const speaker = await buildSession(t.db.db, { user: { nick_name: '球迷丙' } });
    const out = await runCommand(t.db.db, ['sanction', 'ip', '127.0.0.1', '30m', '--reason', '刷屏脚本']);
    const id = /#(\d+)/.exec(out)?.[1] ?? '';
    const topic = roomTopic(roomId);
    const c = client(url, { cookie: `${AUTH_COOKIE}=${encodeURIComponent(speaker.token)}` });
    await c.opened;
    c.send({ op: 'say', topic, content: '被封地址', ref: 'x' });
    await until(() => c.received.some((m) => 'op' in m && m.op === 'error'));
    expect(c.received.find((m) => 'op' in m && m.op === 'error')).toMatchObject({ ref: 'x', code: MESSAGES.IP_BANNED.code });
    await runCommand(t.db.db, ['sanction', 'lift', id, '--reason', '误封']);
    c.send({ op: 'say', topic, content: '解封后', ref: 'y' });
    await until(() => c.received.some((m) => 'op' in m && m.op === 'said'));
    c.ws.close();
  });

  it("refuses a say from a banned device (its cookie rides on the upgrade) with the device ban's message", async () => {
    const speaker = await buildSession(t.db.db, { user: { nick_name: '球迷丁' } });
    const device = 'wsdevice0123456789abcdef';
    const out = await runCommand(t.db.db, ['sanction', 'device', device, '30m', '--reason', '刷屏脚本']);
    const id = /#(\d+)/.exec(out)?.[1] ?? '';
    const topic = roomTopic(roomId);
    const c = client(url, { cookie: `${AUTH_COOKIE}=${encodeURIComponent(speaker.token)}; ${DEVICE_COOKIE}=${device}` });
    await c.opened;
    c.send({ op: 'say', topic, content: '被封设备', ref: 'x' });
    await until(() => c.received.some((m) => 'op' in m && m.op === 'error'));
    expect(c.received.find((m) => 'op' in m && m.op === 'error')).toMatchObject({
      ref: 'x',
      code: MESSAGES.DEVICE_BANNED.code,
      message: expect.stringMatching(/^当前设备已被限制登录、注册和发言，至 .+（北京时间）$/),
    });
    await runCommand(t.db.db, ['sanction', 'lift', id, '--reason', '误封']);
    c.send({ op: 'say', topic, content: '解封后', ref: 'y' });
    await until(() => c.received.some((m) => 'op' in m && m.op === 'said'));
    c.ws.close();
  });

  it('an unknown room is an error, not a subscription', async () => {
    const c = client(url);
    await c.opened;
    c.send({ op: 'sub', topic: 'room:987654' });
    await until(() => c.received.some((m) => 'op' in m && m.op === 'error'));
    expect(c.received.find((m) => 'op' in m && m.op === 'error')).toMatchObject({ message: '房间不存在' });
    c.ws.close();
  });
});
