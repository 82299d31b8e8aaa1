import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLiveEvent } from '@sports/contracts';
import { backoffDelay, createRealtime, loadServerMessages, SHARED_LINGER_MS, subscribeShared, type SocketLike } from './realtime';

// The parser is loaded on the first connect; loaded here, every message below is handled as it comes.
beforeAll(() => loadServerMessages());

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const chatLine = {
  id: 1,
  roomId: 7,
  matchId: null,
  userId: 2,
  nickName: '球迷',
  portrait: '',
  level: 0,
  role: 'user',
  type: 'text',
  content: '好球',
  createdAt: 0,
  noble: null,
  extra: null,
} as const;
const event = (seq: number, homeScore = seq): TLiveEvent => ({
  topic: 'score:football',
  seq,
  at: 0,
  type: 'patch',
  data: { id: 1, sport: 'football', homeScore },
});

describe('browser realtime client', () => {
  let sockets: FakeSocket[];
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());
  const make = () =>
    createRealtime({ url: 'ws://test/ws', createSocket: () => sockets[sockets.push(new FakeSocket()) - 1], random: () => 0.5 });

  it('subscribes on open, takes the snapshot, then applies events in order once each', () => {
    const rt = make();
    const seen: number[] = [];
    const snapshots: unknown[] = [];
    rt.subscribe('score:football', { onEvent: (e) => seen.push(e.seq), onResync: (s) => snapshots.push(s) });
    const s = sockets[0];
    s.open();
    expect(s.sent).toEqual([{ op: 'sub', topic: 'score:football' }]);
    s.receive({ op: 'resync', topic: 'score:football', epoch: 'e1', seq: 10, reason: 'first', snapshot: { matches: [] } });
    s.receive(event(11));
    s.receive(event(11)); // a duplicate is dropped
    s.receive(event(12));
    expect(seen).toEqual([11, 12]);
    expect(snapshots).toHaveLength(1);
    rt.close();
  });

  it("applies a tick's batch of chat lines one by one, as if each had come alone", () => {
    const rt = make();
    const seen: number[] = [];
    rt.subscribe('room:7', { onEvent: (e) => seen.push(e.seq) });
    const s = sockets[0];
    s.open();
    s.receive({ op: 'resync', topic: 'room:7', epoch: 'e1', seq: 4, reason: 'first', snapshot: { roomId: 7, messages: [] } });
    const line = (seq: number) => ({ topic: 'room:7', seq, at: 0, type: 'chat', data: { ...chatLine, id: seq } });
    s.receive({ op: 'batch', topic: 'room:7', events: [line(4), line(5), line(6)] }); // 4 already applied
    s.receive(line(7));
    expect(seen).toEqual([5, 6, 7]);
    rt.close();
  });

  it('reconnects with backoff and resubscribes with the last seq and epoch after a drop', () => {
    const rt = make();
    const seen: number[] = [];
    rt.subscribe('score:football', { onEvent: (e) => seen.push(e.seq) });
    sockets[0].open();
    sockets[0].receive({ op: 'resync', topic: 'score:football', epoch: 'e1', seq: 3, reason: 'first', snapshot: { matches: [] } });
    sockets[0].receive(event(4));
    sockets[0].close();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(backoffDelay(0, 500, 15_000, () => 0.5));
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(sockets[1].sent).toEqual([{ op: 'sub', topic: 'score:football', since: 4, epoch: 'e1' }]);
    sockets[1].receive({ op: 'subscribed', topic: 'score:football', epoch: 'e1', seq: 6, replayed: 2 });
    sockets[1].receive(event(5));
    sockets[1].receive(event(6));
    expect(seen).toEqual([4, 5, 6]);
    rt.close();
  });

  it('asks again from its last seq when it sees a gap, and waits for the answer', () => {
    const rt = make();
    const seen: number[] = [];
    rt.subscribe('score:football', { onEvent: (e) => seen.push(e.seq) });
    const s = sockets[0];
    s.open();
    s.receive({ op: 'resync', topic: 'score:football', epoch: 'e1', seq: 1, reason: 'first', snapshot: { matches: [] } });
    s.receive(event(3));
    s.receive(event(4));
    expect(s.sent.at(-1)).toEqual({ op: 'sub', topic: 'score:football', since: 1, epoch: 'e1' });
    expect(s.sent.filter((m) => m.op === 'sub')).toHaveLength(2);
    s.receive({ op: 'subscribed', topic: 'score:football', epoch: 'e1', seq: 4, replayed: 3 });
    for (const n of [2, 3, 4]) s.receive(event(n));
    expect(seen).toEqual([2, 3, 4]);
    rt.close();
  });

  it('takes dropped volatile messages as applied (no resubscribe) and ignores a message that does not parse', () => {
    const rt = make();
    const seen: number[] = [];
    rt.subscribe('score:football', { onEvent: (e) => seen.push(e.seq) });
    const s = sockets[0];
    s.open();
    s.receive({ op: 'resync', topic: 'score:football', epoch: 'e1', seq: 1, reason: 'first', snapshot: { matches: [] } });
    s.receive({ op: 'dropped', topic: 'score:football', seq: 3 });
    s.receive(event(4));
    s.receive({ topic: 'score:football', seq: 5, at: 0, type: 'patch', data: { id: 'not a number' } });
    s.receive({ topic: 'score:football', seq: 5, at: 0, type: 'gift', data: {} });
    s.receive(event(5));
    expect(seen).toEqual([4, 5]);
    expect(s.sent.filter((m) => m.op === 'sub')).toHaveLength(1);
    rt.close();
  });

  it('backs off exponentially up to a cap, and stops after close', () => {
    expect(backoffDelay(0, 500, 15_000, () => 0.5)).toBe(500);
    expect(backoffDelay(3, 500, 15_000, () => 0.5)).toBe(4000);
    expect(backoffDelay(10, 500, 15_000, () => 0.5)).toBe(15_000);
    expect(backoffDelay(0, 500, 15_000, () => 0)).toBe(375);
    const rt = make();
    const off = rt.subscribe('score:basketball', {});
    sockets[0].open();
    off();
    expect(sockets[0].sent.at(-1)).toEqual({ op: 'unsub', topic: 'score:basketball' });
    rt.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('gives a handler that joins a followed topic the full state, without applying an event twice', () => {
    const rt = make();
    const first: string[] = [];
    const second: string[] = [];
    rt.subscribe('score:football', { onEvent: (e) => first.push(`e${e.seq}`), onResync: () => first.push('snapshot') });
    const s = sockets[0];
    s.open();
    s.receive({ op: 'resync', topic: 'score:football', epoch: 'e1', seq: 1, reason: 'first', snapshot: { matches: [] } });
    s.receive(event(2));
    rt.subscribe('score:football', { onEvent: (e) => second.push(`e${e.seq}`), onResync: () => second.push('snapshot') });
    expect(s.sent.at(-1)).toEqual({ op: 'sub', topic: 'score:football' });
    s.receive(event(3)); // already in the snapshot on its way
    s.receive({ op: 'resync', topic: 'score:football', epoch: 'e1', seq: 3, reason: 'first', snapshot: { matches: [] } });
    s.receive(event(4));
    expect(first).toEqual(['snapshot', 'e2', 'snapshot', 'e4']);
    expect(second).toEqual(['snapshot', 'e4']);
    rt.close();
  });
});

describe('the shared connection of a page', () => {
  let sockets: FakeSocket[];
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());
  const opts = (url: string) => ({ url, createSocket: () => sockets[sockets.push(new FakeSocket()) - 1], random: () => 0.5 });
  const resync = (topic: string, seq: number) => ({ op: 'resync', topic, epoch: 'e1', seq, reason: 'first', snapshot: { matches: [] } });

  it('carries every component’s topics on one socket and hands each its own events', () => {
    const scores: number[] = [];
    const chat: number[] = [];
    const offScores = subscribeShared('score:football', { onEvent: (e) => scores.push(e.seq) }, opts('ws://one/ws'));
    const offChat = subscribeShared('room:7', { onEvent: (e) => chat.push(e.seq) }, opts('ws://one/ws'));
    expect(sockets).toHaveLength(1);
    const s = sockets[0];
    s.open();
    expect(s.sent).toEqual([
      { op: 'sub', topic: 'score:football' },
      { op: 'sub', topic: 'room:7' },
    ]);
    s.receive(resync('score:football', 0));
    s.receive(resync('room:7', 0));
    s.receive(event(1));
    // A chat line as the server sends it (messages are parsed with the server-message union now).
    s.receive({ topic: 'room:7', seq: 1, at: 0, type: 'chat', data: chatLine });
    expect(scores).toEqual([1]);
    expect(chat).toEqual([1]);
    offScores();
    offChat();
    vi.advanceTimersByTime(SHARED_LINGER_MS);
  });

  it('closes when the last subscription ends, not before, and opens a new socket for later ones', () => {
    const offA = subscribeShared('score:football', {}, opts('ws://two/ws'));
    const offB = subscribeShared('match:5', {}, opts('ws://two/ws'));
    const s = sockets[0];
    s.open();
    offA();
    offA(); // a second call changes nothing
    vi.advanceTimersByTime(SHARED_LINGER_MS * 2);
    expect(s.readyState).toBe(1);
    offB();
    expect(s.sent.at(-1)).toEqual({ op: 'unsub', topic: 'match:5' });
    vi.advanceTimersByTime(SHARED_LINGER_MS - 1);
    expect(s.readyState).toBe(1);
    vi.advanceTimersByTime(1);
    expect(s.readyState).toBe(3);
    const offC = subscribeShared('score:basketball', {}, opts('ws://two/ws'));
    expect(sockets).toHaveLength(2);
    offC();
    vi.advanceTimersByTime(SHARED_LINGER_MS);
  });

  it('keeps the socket for a subscription that comes while it lingers (a page change)', () => {
    const offA = subscribeShared('score:football', {}, opts('ws://three/ws'));
    const s = sockets[0];
    s.open();
    offA();
    vi.advanceTimersByTime(SHARED_LINGER_MS - 1);
    const offB = subscribeShared('room:9', {}, opts('ws://three/ws'));
    vi.advanceTimersByTime(SHARED_LINGER_MS * 2);
    expect(sockets).toHaveLength(1);
    expect(s.readyState).toBe(1);
    expect(s.sent.at(-1)).toEqual({ op: 'sub', topic: 'room:9' });
    offB();
    vi.advanceTimersByTime(SHARED_LINGER_MS);
    expect(s.readyState).toBe(3);
  });

  it('shares per endpoint: another URL gets its own socket', () => {
    const offA = subscribeShared('score:football', {}, opts('ws://four/ws'));
    const offB = subscribeShared('room:1', {}, opts('ws://five/ws'));
    expect(sockets).toHaveLength(2);
    offA();
    offB();
    vi.advanceTimersByTime(SHARED_LINGER_MS);
    expect(sockets.map((s) => s.readyState)).toEqual([3, 3]);
  });
});
