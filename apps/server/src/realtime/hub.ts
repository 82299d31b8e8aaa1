import { HEARTBEAT_MS, ZClientMessageSchema, isVolatile, type TLiveEvent, type TServerControl } from '@sports/contracts';
import type { ClientOrigin } from '../http/client-origin';
import type { BusEvent, TopicHead } from './bus';
import { snapshotCache } from './snapshot-cache';
import { heartbeats } from './heartbeat';
import { tickBatcher } from './tick-batch';
import {
  DEFAULT_CHAT_TICK_MS,
  DEFAULT_FRAME_BUDGET,
  OPEN,
  POLICY_CLOSE_CODE,
  SLOW_CONSUMER_CODE,
  TEXT_FRAME,
  type Client,
  type HubOptions,
  type HubSocket,
  type SocketUser,
  type Subscription,
} from './hub-types';

export type { HubOptions, HubSocket, SayHandler, SocketUser } from './hub-types';
export { POLICY_CLOSE_CODE, SLOW_CONSUMER_CODE } from './hub-types';
export type { SnapshotFor } from './snapshot-cache';

/**
 * The WebSocket side of live push: subscriptions per connection, replay or resync on
 * (re)subscribe, in-order delivery of bus events, heartbeats and slow-client eviction. Under
 * pressure volatile messages are dropped (and the client told), must-deliver ones never are.
 */
export function createHub(opts: HubOptions) {
  const byTopic = new Map<string, Set<Client>>();
  const maxBuffered = opts.maxBufferedBytes ?? 1024 * 1024;
  const volatileLimit = opts.volatileBufferedBytes ?? maxBuffered / 4;
  const maxTopics = opts.maxTopicsPerClient ?? 50;
  const now = opts.now ?? Date.now;
  const budget = opts.frameBudget ?? DEFAULT_FRAME_BUDGET;
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  /** Every connection, pinged by one shared timer. */
  const clients = heartbeats<Client>(heartbeatMs);
  let sockets = 0;
  /** Distinct viewers among a topic's connections. */
  const viewersOf = (set: Set<Client> | undefined) => new Set([...(set ?? [])].map((c) => c.viewer)).size;
  const snapshots = snapshotCache(opts.snapshot, now, opts.snapshotMaxAgeMs);

  /** Takes one frame from the client's budget; false when it is spent. */
  const spend = (c: Client) => {
    const t = now();
    c.tokens = Math.min(budget.burst, c.tokens + ((t - c.refilledAt) / 1000) * budget.perSecond);
    c.refilledAt = t;
    if (c.tokens < 1) return false;
    c.tokens -= 1;
    return true;
  };

  const writeRaw = (c: Client, data: string | Buffer) => {
    if (c.socket.readyState !== OPEN) return;
    if (c.socket.bufferedAmount > maxBuffered) {
      c.socket.close(SLOW_CONSUMER_CODE, 'slow consumer: reconnect and resubscribe with since');
      return;
    }
    if (typeof data === 'string') c.socket.send(data);
    else c.socket.send(data, TEXT_FRAME);
  };
  const write = (c: Client, msg: TServerControl | TLiveEvent) => writeRaw(c, JSON.stringify(msg));
  /**
   * A bus event serialised and UTF-8 encoded once for all its subscribers (the same object reaches
   * every one of them): a string would be encoded again for each socket.
   */
  const serialised = new WeakMap<TLiveEvent, Buffer>();
  const writeEvent = (c: Client, e: TLiveEvent) => {
    let bytes = serialised.get(e);
    if (bytes === undefined) serialised.set(e, (bytes = Buffer.from(JSON.stringify(e))));
    writeRaw(c, bytes);
  };

  /**
   * Answers with a snapshot as of `head`. The head is read before the snapshot, while `pending`
   * already collects the topic's events: every event up to head.seq is in the snapshot (events
   * are published after they are stored), every later one is delivered after the answer.
   */
  async function resync(c: Client, topic: string, sub: Subscription, reason: 'first' | 'too_old' | 'epoch' | 'ahead', head: TopicHead) {
    // Shared by every subscriber of this topic version: built and serialised once.
    const snapshot = await snapshots.get(topic, head);
    if (c.closed) return false;
    if (!snapshot) {
      write(c, { op: 'error', topic, message: topic.startsWith('room:') ? '房间不存在' : '比赛不存在' });
      return false;
    }
    sub.epoch = head.epoch;
    sub.sent = head.seq;
    const answer = JSON.stringify({ op: 'resync', topic, epoch: head.epoch, seq: head.seq, reason });
    writeRaw(c, `${answer.slice(0, -1)},"snapshot":${snapshot}}`);
    return true;
  }

  const deliver = (c: Client, sub: Subscription, topic: string, e: BusEvent) => {
    if (e.epoch !== sub.epoch) {
      // The topic's counter was lost (e.g. Redis restarted): the client's seq means nothing now.
      sub.pending = [];
      void opts.bus
        .head(topic)
        .then((head) => resync(c, topic, sub, 'epoch', head))
        .then(() => flush(c, topic, sub));
      return;
    }
    if (e.event.seq <= sub.sent) return;
    if (isVolatile(e.event.type) && c.socket.bufferedAmount > volatileLimit) {
      // Behind: a volatile message may go; the client is told before the topic's next one.
      sub.sent = e.event.seq;
      sub.dropped = true;
      return;
    }
    if (sub.dropped) {
      sub.dropped = false;
      write(c, { op: 'dropped', topic, seq: e.event.seq - 1 });
    }
    sub.sent = e.event.seq;
    writeEvent(c, e.event);
  };
  const flush = (c: Client, topic: string, sub: Subscription) => {
    const queued = sub.pending ?? [];
    sub.pending = null;
    for (const e of queued) deliver(c, sub, topic, e);
  };

  /** An event for one subscriber: held while its subscription is being answered, else delivered. */
  const offer = (c: Client, sub: Subscription, topic: string, e: BusEvent) => {
    if (sub.pending) sub.pending.push(e);
    else deliver(c, sub, topic, e);
  };
  const dispatch = (e: BusEvent) => {
    const topic = e.event.topic;
    for (const c of byTopic.get(topic) ?? []) {
      const sub = c.subs.get(topic);
      if (sub) offer(c, sub, topic, e);
    }
  };

  /**
   * A tick's chat lines of a topic (consecutive, all volatile) to every subscriber as one frame,
   * serialised once. A subscriber being answered, or whose place is not just before the lines
   * (another epoch, lines it has), takes them one by one; one that is behind drops them all.
   */
  const sendBatch = (topic: string, events: BusEvent[]) => {
    const first = events[0];
    const last = events.at(-1);
    if (!first || !last) return;
    if (events.length === 1) return dispatch(first);
    let frame: Buffer | undefined;
    for (const c of byTopic.get(topic) ?? []) {
      const sub = c.subs.get(topic);
      if (!sub) continue;
      if (sub.pending || first.epoch !== sub.epoch || last.epoch !== sub.epoch || first.event.seq <= sub.sent) {
        for (const e of events) offer(c, sub, topic, e);
        continue;
      }
      if (c.socket.bufferedAmount > volatileLimit) {
        sub.sent = last.event.seq;
        sub.dropped = true;
        continue;
      }
      if (sub.dropped) {
        sub.dropped = false;
        write(c, { op: 'dropped', topic, seq: first.event.seq - 1 });
      }
      sub.sent = last.event.seq;
      frame ??= Buffer.from(
        `{"op":"batch","topic":${JSON.stringify(topic)},"events":[${events.map((e) => JSON.stringify(e.event)).join(',')}]}`,
      );
      writeRaw(c, frame);
    }
  };
  const chatTickMs = opts.chatTickMs ?? DEFAULT_CHAT_TICK_MS;
  const batcher = tickBatcher(chatTickMs, sendBatch);

  const off = opts.bus.onEvent((e) => {
    if (!byTopic.has(e.event.topic)) return;
    if (chatTickMs > 0 && e.event.type === 'chat') return batcher.hold(e);
    // What the topic holds goes first: its order is kept.
    batcher.flush(e.event.topic);
    dispatch(e);
  });

  async function subscribe(c: Client, topic: string, since: number | undefined, epoch: string | undefined) {
    const current = c.subs.get(topic);
    const request = `${since ?? ''}:${epoch ?? ''}`;
    // The same request again while it is being answered: that answer serves both.
    if (current?.pending && current.request === request) return;
    if (!current && c.subs.size >= maxTopics) {
      write(c, { op: 'error', topic, message: `订阅主题过多（最多 ${maxTopics} 个）` });
      return;
    }
    // Events published from here on wait in `pending` until the answer is out.
    const sub: Subscription = { epoch: null, sent: 0, pending: [], request };
    c.subs.set(topic, sub);
    let set = byTopic.get(topic);
    if (!set) byTopic.set(topic, (set = new Set()));
    set.add(c);
    try {
      // One head read per answer, whether it ends in a replay or a resync.
      const head = await opts.bus.head(topic);
      if (c.closed || c.subs.get(topic) !== sub) return;
      if (since === undefined) await resync(c, topic, sub, 'first', head);
      else await resume(c, topic, sub, since, epoch, head);
    } finally {
      if (c.subs.get(topic) === sub) flush(c, topic, sub);
    }
  }

  /** A subscription resuming from `since`: replays what was missed, or resyncs when that cannot be done. */
  async function resume(c: Client, topic: string, sub: Subscription, since: number, epoch: string | undefined, head: TopicHead) {
    if (epoch !== head.epoch) return resync(c, topic, sub, 'epoch', head);
    if (since > head.seq) return resync(c, topic, sub, 'ahead', head);
    const missed = await opts.bus.replay(topic, since);
    if (missed === null) return resync(c, topic, sub, 'too_old', head);
    sub.epoch = head.epoch;
    sub.sent = since;
    write(c, { op: 'subscribed', topic, epoch: head.epoch, seq: missed.at(-1)?.seq ?? since, replayed: missed.length });
    for (const e of missed) {
      sub.sent = e.seq;
      writeEvent(c, e);
    }
  }

  function unsubscribe(c: Client, topic: string) {
    c.subs.delete(topic);
    const set = byTopic.get(topic);
    set?.delete(c);
    if (set?.size === 0) {
      byTopic.delete(topic);
      snapshots.forget(topic);
    }
  }

  return {
    /** Takes over a freshly opened socket. */
    /** A new socket: who it is (its session's user), which viewer it counts as, and where from (`say` checks address and device bans). */
    accept(socket: HubSocket, user: SocketUser = async () => null, viewer = `socket:${++sockets}`, from?: ClientOrigin) {
      const c: Client = { socket, subs: new Map(), alive: true, closed: false, viewer, from, tokens: budget.burst, refilledAt: now() };
      clients.add(c);
      write(c, { op: 'hello', serverTime: now(), heartbeatMs });
      socket.on('pong', () => (c.alive = true));
      socket.on('close', () => {
        c.closed = true;
        clients.delete(c);
        for (const topic of [...c.subs.keys()]) unsubscribe(c, topic);
      });
      socket.on('message', (raw) => {
        if (c.closed || c.socket.readyState !== OPEN) return;
        if (!spend(c)) {
          c.socket.close(POLICY_CLOSE_CODE, 'too many frames');
          return;
        }
        c.alive = true;
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(raw));
        } catch {
          write(c, { op: 'error', message: '消息格式错误，应为 JSON' });
          return;
        }
        const msg = ZClientMessageSchema.safeParse(parsed);
        if (!msg.success) {
          write(c, { op: 'error', message: msg.error.issues[0]?.message ?? '消息格式错误' });
          return;
        }
        const m = msg.data;
        if (m.op === 'ping') write(c, { op: 'pong', t: m.t, serverTime: now() });
        else if (m.op === 'say') {
          const { topic, ref } = m;
          if (!opts.say) write(c, { op: 'error', topic, ref, message: '该主题不能发言' });
          else
            opts.say(user, topic, m.content, c.from).then(
              ({ id }) => write(c, { op: 'said', topic, ref, id }),
              (err: Error & { code?: number }) =>
                write(c, {
                  op: 'error',
                  topic,
                  ref,
                  message: typeof err.code === 'number' ? err.message : '发送失败，请稍后重试',
                  code: err.code,
                }),
            );
        } else if (m.op === 'unsub') {
          unsubscribe(c, m.topic);
          write(c, { op: 'unsubscribed', topic: m.topic });
        } else {
          subscribe(c, m.topic, m.since, m.epoch).catch(() => write(c, { op: 'error', topic: m.topic, message: '订阅失败，请稍后重试' }));
        }
      });
    },
    clientCount: () => clients.size(),
    /** Distinct viewers (sessions or devices, not sockets) of this process subscribed to a topic (a room's viewers). */
    subscriberCount: (topic: string) => viewersOf(byTopic.get(topic)),
    /** Distinct viewers of this process per topic. */
    topicCounts: () => new Map([...byTopic].map(([topic, set]) => [topic, viewersOf(set)])),
    async close() {
      off();
      batcher.close();
      for (const c of clients) c.socket.close(1001, 'server shutting down');
      clients.close();
      byTopic.clear();
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
