import { describe, expect, it } from 'vitest';
import { ZServerMessageSchema } from '@sports/contracts';
import { createRealtime, type SocketLike } from './realtime';
import { envelopeOf } from './realtime-envelope';

const patch = (seq: number) => ({ topic: 'score:football', seq, at: 0, type: 'patch', data: { id: 1, sport: 'football', homeScore: seq } });
const VALID = [
  patch(1),
  { op: 'hello', serverTime: 1, heartbeatMs: 25_000 },
  { op: 'subscribed', topic: 'score:football', epoch: 'e1', seq: 3, replayed: 0 },
  { op: 'resync', topic: 'score:football', epoch: 'e1', seq: 3, reason: 'first', snapshot: { matches: [] } },
  { op: 'batch', topic: 'score:football', events: [patch(4), patch(5)] },
  { op: 'dropped', topic: 'score:football', seq: 6 },
  { op: 'unsubscribed', topic: 'score:football' },
  { op: 'pong', serverTime: 1 },
];

describe('the production check of a server message (envelope)', () => {
  it('accepts what the server-message union accepts', () => {
    for (const m of VALID) {
      expect(ZServerMessageSchema.safeParse(m).success).toBe(true);
      expect(envelopeOf(m)).toBe(m);
    }
  });

  it('refuses what the client would act on wrongly: no seq, no epoch, no snapshot, a broken batch, no data', () => {
    for (const m of [
      null,
      'text',
      [],
      { topic: 'score:football', seq: '1', at: 0, type: 'patch', data: {} },
      { topic: 'score:football', seq: 1, at: 0, type: 'patch' },
      { op: 'subscribed', topic: 'score:football', seq: 3 },
      { op: 'resync', topic: 'score:football', epoch: 'e1', seq: 3 },
      { op: 'batch', topic: 'score:football', events: [patch(1), { seq: 2 }] },
      { op: 'dropped', topic: 'score:football' },
      { op: 7 },
    ])
      expect(envelopeOf(m)).toBeNull();
  });

  it('hands events to the handlers as they come, with nothing to load first', () => {
    let onmessage: ((ev: { data: unknown }) => void) | null = null;
    const socket: SocketLike = {
      readyState: 1,
      send: () => undefined,
      close: () => undefined,
      onopen: null,
      onclose: null,
      onerror: null,
      get onmessage() {
        return onmessage;
      },
      set onmessage(f) {
        onmessage = f;
      },
    };
    const rt = createRealtime({ url: 'ws://test/ws', createSocket: () => socket, check: 'envelope' });
    const seen: number[] = [];
    rt.subscribe('score:football', { onEvent: (e) => seen.push(e.seq) });
    const receive = (m: unknown) => onmessage?.({ data: JSON.stringify(m) });
    receive({ op: 'resync', topic: 'score:football', epoch: 'e1', seq: 1, reason: 'first', snapshot: { matches: [] } });
    receive(patch(2));
    receive({ topic: 'score:football', seq: 3, at: 0, type: 'patch' });
    receive({ op: 'batch', topic: 'score:football', events: [patch(3), patch(4)] });
    expect(seen).toEqual([2, 3, 4]);
    rt.close();
  });
});
