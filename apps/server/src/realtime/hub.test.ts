import { describe, expect, it, vi } from 'vitest';
import { LIVE_EVENT_DELIVERY, ZServerMessageSchema, isVolatile, type TMatchLivePatch } from '@sports/contracts';
import { memoryBus, type LiveBus } from './bus';
import { createHub, POLICY_CLOSE_CODE, SLOW_CONSUMER_CODE, type HubSocket, type SnapshotFor } from './hub';

/** A socket double: records what the hub sends and lets the test speak for the client. */
function fakeSocket() {
  const handlers: Record<string, ((data?: unknown) => void)[]> = {};
  const sent: Record<string, unknown>[] = [];
  const socket = {
    bufferedAmount: 0,
    readyState: 1,
    closed: null as null | { code?: number; reason?: string },
    send: (data: string) => sent.push(JSON.parse(data)),
    ping: () => undefined,
    close(code?: number, reason?: string) {
      this.closed = { code, reason };
      this.readyState = 3;
      handlers.close?.forEach((h) => h());
    },
    terminate() {
      this.close(1006);
    },
    on(event: string, cb: (data?: unknown) => void) {
      (handlers[event] ??= []).push(cb);
    },
    say: (msg: unknown) => handlers.message?.forEach((h) => h(typeof msg === 'string' ? msg : JSON.stringify(msg))),
    pong: () => handlers.pong?.forEach((h) => h()),
  };
  return { socket, sent, events: () => sent.filter((m) => !('op' in m)) as { seq: number; topic: string }[] };
}

const patch = (id: number, homeScore: number): TMatchLivePatch => ({ id, sport: 'football', homeScore });
const snapshot: SnapshotFor = async (topic) => (topic.startsWith('score:') ? { matches: [] } : null);
const settle = () => new Promise((r) => setTimeout(r, 10));

async function setup(bus: LiveBus = memoryBus(), snap: SnapshotFor = snapshot) {
  const hub = createHub({ bus, snapshot: snap, heartbeatMs: 60_000 });
  const client = fakeSocket();
  hub.accept(client.socket as unknown as HubSocket);
  return { bus, hub, client };
}

describe('live push hub', () => {
  it('answers a first subscription with a snapshot, then numbered events', async () => {
    const { bus, client, hub } = await setup();
    await bus.publish('score:football', 'patch', patch(1, 1));
    client.socket.say({ op: 'sub', topic: 'score:football' });
    await settle();
    expect(client.sent[0]).toMatchObject({ op: 'hello' });
    expect(client.sent[1]).toMatchObject({ op: 'resync', topic: 'score:football', seq: 1, reason: 'first', snapshot: { matches: [] } });
    await bus.publish('score:football', 'patch', patch(1, 2));
    expect(client.events()).toMatchObject([{ seq: 2, type: 'patch', data: { homeScore: 2 } }]);
    await hub.close();
  });

  it('replays what a returning client missed, in order, without gaps', async () => {
    const { bus, client, hub } = await setup();
    for (let i = 1; i <= 5; i++) await bus.publish('score:football', 'patch', patch(1, i));
    const { epoch } = await bus.head('score:football');
    client.socket.say({ op: 'sub', topic: 'score:football', since: 2, epoch });
    await settle();
    expect(client.sent[1]).toMatchObject({ op: 'subscribed', seq: 5, replayed: 3 });
    await bus.publish('score:football', 'patch', patch(1, 6));
    expect(client.events().map((e) => e.seq)).toEqual([3, 4, 5, 6]);
    await hub.close();
  });

  it('sends a snapshot when the missed events are no longer kept, the epoch changed or since is ahead', async () => {
    const { bus, hub } = await setup();
    const matchSnapshot: SnapshotFor = async () => ({
      match: {} as never,
      incidents: [],
      stats: [],
      text: [],
    });
    const h2 = createHub({ bus, snapshot: matchSnapshot, heartbeatMs: 60_000 });
    for (let i = 1; i <= 400; i++) await bus.publish('match:9', 'patch', patch(9, i));
    const { epoch } = await bus.head('match:9');
    for (const [msg, reason] of [
      [{ since: 1, epoch }, 'too_old'],
      [{ since: 399, epoch: 'another-epoch' }, 'epoch'],
      [{ since: 999, epoch }, 'ahead'],
    ] as const) {
      const c = fakeSocket();
      h2.accept(c.socket as unknown as HubSocket);
      c.socket.say({ op: 'sub', topic: 'match:9', ...msg });
      await settle();
      expect(c.sent[1]).toMatchObject({ op: 'resync', reason, seq: 400, epoch });
    }
    await h2.close();
    await hub.close();
  });

  it('delivers events published while a snapshot is built right after it, none twice, none lost', async () => {
    const bus = memoryBus();
    let publishDuring = true;
    const slowSnapshot: SnapshotFor = async () => {
      if (publishDuring) {
        publishDuring = false;
        await bus.publish('score:basketball', 'patch', { id: 3, sport: 'basketball', homeScore: 10 });
        await bus.publish('score:basketball', 'patch', { id: 3, sport: 'basketball', homeScore: 12 });
      }
      return { matches: [] };
    };
    const { client, hub } = await setup(bus, slowSnapshot);
    client.socket.say({ op: 'sub', topic: 'score:basketball' });
    await settle();
    const resync = client.sent.find((m) => m.op === 'resync') as { seq: number };
    await bus.publish('score:basketball', 'patch', { id: 3, sport: 'basketball', homeScore: 14 });
    const seqs = [resync.seq, ...client.events().map((e) => e.seq)];
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => resync.seq + i));
    expect(seqs.at(-1)).toBe(3);
    await hub.close();
  });

  it('reads the topic head once per answer, also when a resume ends in a resync', async () => {
    const inner = memoryBus();
    const heads: string[] = [];
    const bus: LiveBus = { ...inner, head: (topic) => (heads.push(topic), inner.head(topic)) };
    const matchSnapshot: SnapshotFor = async () => ({ match: {} as never, incidents: [], stats: [], text: [] });
    const hub = createHub({ bus, snapshot: matchSnapshot, heartbeatMs: 60_000 });
    for (let i = 1; i <= 400; i++) await inner.publish('match:9', 'patch', patch(9, i));
    const { epoch } = await inner.head('match:9');
    for (const [msg, answer] of [
      [{}, { op: 'resync', reason: 'first' }],
      [
        { since: 399, epoch },
        { op: 'subscribed', replayed: 1 },
      ],
      [
        { since: 1, epoch },
        { op: 'resync', reason: 'too_old' },
      ],
      [
        { since: 399, epoch: 'another-epoch' },
        { op: 'resync', reason: 'epoch' },
      ],
      [
        { since: 999, epoch },
        { op: 'resync', reason: 'ahead' },
      ],
    ] as const) {
      heads.length = 0;
      const c = fakeSocket();
      hub.accept(c.socket as unknown as HubSocket);
      c.socket.say({ op: 'sub', topic: 'match:9', ...msg });
      await settle();
      expect(c.sent[1]).toMatchObject({ ...answer, seq: 400, epoch });
      expect(heads).toEqual(['match:9']);
    }
    await hub.close();
  });

  it('loses no event published between the head read and the snapshot of a resume that resyncs', async () => {
    const inner = memoryBus();
    const topic = 'score:football';
    let publishAfterHead = false;
    const bus: LiveBus = {
      ...inner,
      async head(t) {
        const head = await inner.head(t);
        if (publishAfterHead) {
          publishAfterHead = false;
          await inner.publish(topic, 'patch', patch(1, 100));
        }
        return head;
      },
    };
    const { client, hub } = await setup(bus);
    for (let i = 1; i <= 3; i++) await inner.publish(topic, 'patch', patch(1, i));
    publishAfterHead = true;
    client.socket.say({ op: 'sub', topic, since: 2, epoch: 'another-epoch' });
    await settle();
    const resync = client.sent.find((m) => m.op === 'resync') as { seq: number; reason: string };
    expect(resync).toMatchObject({ reason: 'epoch', seq: 3 });
    await inner.publish(topic, 'patch', patch(1, 101));
    // The event published after the head read is not in the answer's seq, so it follows it.
    expect(client.events().map((e) => e.seq)).toEqual([4, 5]);
    await hub.close();
  });

  it('closes a client that cannot keep up, so it reconnects and catches up', async () => {
    const { bus, client, hub } = await setup();
    client.socket.say({ op: 'sub', topic: 'score:football' });
    await settle();
    client.socket.bufferedAmount = 5 * 1024 * 1024;
    await bus.publish('score:football', 'patch', patch(1, 1));
    expect(client.socket.closed?.code).toBe(SLOW_CONSUMER_CODE);
    expect(hub.clientCount()).toBe(0);
    await hub.close();
  });

  it('under pressure drops volatile messages (told with a dropped control) but still sends must-deliver ones', async () => {
    const { bus, client, hub } = await setup();
    const topic = 'score:football';
    client.socket.say({ op: 'sub', topic });
    await settle();
    const stats = { matchId: 1, stats: [{ type: 'shots', home: 3, away: 1 }] };
    await bus.publish(topic, 'stats', stats); // seq 1: sent, the socket keeps up
    client.socket.bufferedAmount = 300 * 1024; // behind: past the volatile threshold (256 KiB), below eviction (1 MiB)
    await bus.publish(topic, 'stats', stats); // seq 2: volatile, dropped
    await bus.publish(topic, 'stats', stats); // seq 3: volatile, dropped
    await bus.publish(topic, 'patch', patch(1, 1)); // seq 4: must-deliver, sent after the dropped notice
    client.socket.bufferedAmount = 0;
    await bus.publish(topic, 'stats', stats); // seq 5: keeping up again, sent
    expect(client.sent.slice(2).map((m) => ('op' in m ? `${m.op}:${m.seq}` : `${m.type}:${m.seq}`))).toEqual([
      'stats:1',
      'dropped:3',
      'patch:4',
      'stats:5',
    ]);
    expect(client.socket.closed).toBeNull();
    // Every message sent is a member of the one server-message union.
    for (const m of client.sent) expect(ZServerMessageSchema.safeParse(m).success).toBe(true);
    await hub.close();
  });

  it("merges a room's chat lines of one tick into one frame; a must-deliver message sends what is held first", async () => {
    const roomSnapshot: SnapshotFor = async () => ({ roomId: 1, messages: [] });
    const { bus, client, hub } = await setup(memoryBus(), roomSnapshot);
    const tick = () => new Promise((r) => setTimeout(r, 80));
    const line = (n: number) => ({ id: n, content: `第${n}条` }) as never;
    const labels = () =>
      client.sent.slice(2).map((m) => {
        if (m.op === 'batch') return `batch:${(m.events as { seq: number }[]).map((e) => e.seq).join(',')}`;
        return 'op' in m ? `${String(m.op)}:${String(m.seq)}` : `${String(m.type)}:${String(m.seq)}`;
      });
    client.socket.say({ op: 'sub', topic: 'room:1' });
    await settle();
    for (let i = 1; i <= 3; i++) await bus.publish('room:1', 'chat', line(i));
    expect(labels()).toEqual([]); // held until the tick ends
    await tick();
    expect(labels()).toEqual(['batch:1,2,3']);
    // lines, then a gift: the lines go out at once, before it
    await bus.publish('room:1', 'chat', line(4));
    await bus.publish('room:1', 'chat', line(5));
    await bus.publish('room:1', 'gift', { id: 6 } as never);
    expect(labels().slice(1)).toEqual(['batch:4,5', 'gift:6']);
    // a lone line goes out as itself; a client behind drops a tick's lines and hears of it before the next message
    await bus.publish('room:1', 'chat', line(7));
    await tick();
    client.socket.bufferedAmount = 300 * 1024;
    await bus.publish('room:1', 'chat', line(8));
    await bus.publish('room:1', 'chat', line(9));
    await tick();
    client.socket.bufferedAmount = 0;
    await bus.publish('room:1', 'gift', { id: 10 } as never);
    expect(labels().slice(3)).toEqual(['chat:7', 'dropped:9', 'gift:10']);
    await hub.close();
  });

  it('marks chat lines and statistics volatile, scores, money lines and horns must-deliver', () => {
    expect(
      Object.entries(LIVE_EVENT_DELIVERY)
        .filter(([, d]) => d === 'volatile')
        .map(([type]) => type),
    ).toEqual(['stats', 'chat']);
    for (const type of ['patch', 'incident', 'gift', 'redPacket', 'nobleEnter', 'horn'] as const) expect(isVolatile(type)).toBe(false);
  });

  it('refuses bad messages and unknown topics in Chinese, and answers pings', async () => {
    const { client, hub } = await setup();
    client.socket.say('not json');
    client.socket.say({ op: 'sub', topic: 'chat:1' });
    client.socket.say({ op: 'dance' });
    client.socket.say({ op: 'ping', t: 42 });
    client.socket.say({ op: 'sub', topic: 'match:123' });
    await settle();
    const replies = client.sent.slice(1);
    expect(replies[0]).toEqual({ op: 'error', message: '消息格式错误，应为 JSON' });
    expect(replies[1]).toMatchObject({ op: 'error', message: '未知的订阅主题' });
    expect(replies[2]).toMatchObject({ op: 'error' });
    expect(replies[3]).toMatchObject({ op: 'pong', t: 42 });
    expect(replies[4]).toMatchObject({ op: 'error', topic: 'match:123', message: '比赛不存在' });
    await hub.close();
  });
});

describe('live push hub under abuse', () => {
  it('builds a snapshot once per topic version however many subscriptions ask for it', async () => {
    let builds = 0;
    const counting: SnapshotFor = async (topic) => (builds++, snapshot(topic));
    const bus = memoryBus();
    const hub = createHub({ bus, snapshot: counting, heartbeatMs: 60_000 });
    const clients = Array.from({ length: 20 }, () => fakeSocket());
    for (const c of clients) hub.accept(c.socket as unknown as HubSocket);
    for (const c of clients) c.socket.say({ op: 'sub', topic: 'score:football' });
    await settle();
    expect(builds).toBe(1);
    for (const c of clients) expect(c.sent[1]).toMatchObject({ op: 'resync', reason: 'first', snapshot: { matches: [] } });
    await bus.publish('score:football', 'patch', patch(1, 1));
    const late = fakeSocket();
    hub.accept(late.socket as unknown as HubSocket);
    late.socket.say({ op: 'sub', topic: 'score:football' });
    await settle();
    // A new version of the topic is a new snapshot.
    expect(builds).toBe(2);
    expect(late.sent[1]).toMatchObject({ op: 'resync', seq: 1 });
    await hub.close();
  });

  it('closes a client flooding frames with the policy code and answers a repeated subscribe once', async () => {
    let builds = 0;
    const counting: SnapshotFor = async (topic) => (builds++, snapshot(topic));
    const hub = createHub({ bus: memoryBus(), snapshot: counting, heartbeatMs: 60_000 });
    const client = fakeSocket();
    hub.accept(client.socket as unknown as HubSocket);
    for (let i = 0; i < 3000; i++) client.socket.say({ op: 'sub', topic: 'score:football' });
    await settle();
    expect(client.socket.closed?.code).toBe(POLICY_CLOSE_CODE);
    expect(builds).toBeLessThanOrEqual(1);
    expect(client.sent.filter((m) => m.op === 'resync').length).toBeLessThanOrEqual(1);
    expect(hub.clientCount()).toBe(0);
    await hub.close();
  });

  it('stops the work of a socket that closed before its answer', async () => {
    let builds = 0;
    const counting: SnapshotFor = async (topic) => (builds++, snapshot(topic));
    const hub = createHub({ bus: memoryBus(), snapshot: counting, heartbeatMs: 60_000 });
    const client = fakeSocket();
    hub.accept(client.socket as unknown as HubSocket);
    client.socket.say({ op: 'sub', topic: 'score:football' });
    client.socket.close(1000);
    await settle();
    expect(builds).toBe(0);
    await hub.close();
  });
});

describe('memory bus', () => {
  it('forgets topics that went quiet long ago, so a late client gets a new epoch (and a snapshot)', async () => {
    let clock = 0;
    const bus = memoryBus(() => clock);
    await bus.publish('match:1', 'patch', patch(1, 1));
    const old = await bus.head('match:1');
    clock += 7 * 3600_000;
    for (let i = 0; i < 1000; i++) await bus.publish('score:football', 'patch', patch(2, i));
    const now = await bus.head('match:1');
    expect(now.epoch).not.toBe(old.epoch);
    expect(now.seq).toBe(0);
    expect((await bus.head('score:football')).seq).toBe(1000);
  });

  it('pings each socket once a heartbeat, spread over the interval, and drops one silent since its last ping', async () => {
    vi.useFakeTimers();
    try {
      const hub = createHub({ bus: memoryBus(), snapshot, heartbeatMs: 1000 });
      const clients = Array.from({ length: 10 }, () => fakeSocket());
      const pings = clients.map((c) => vi.spyOn(c.socket, 'ping'));
      for (const c of clients) hub.accept(c.socket as unknown as HubSocket);
      await vi.advanceTimersByTimeAsync(100);
      expect(pings.filter((p) => p.mock.calls.length === 1)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(900);
      expect(pings.map((p) => p.mock.calls.length)).toEqual(Array(10).fill(1));
      clients[0]?.socket.pong();
      clients[1]?.socket.say({ op: 'ping', t: 1 });
      await vi.advanceTimersByTimeAsync(1000);
      expect(clients.map((c) => c.socket.closed !== null)).toEqual([false, false, ...Array(8).fill(true)]);
      expect(hub.clientCount()).toBe(2);
      await hub.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
