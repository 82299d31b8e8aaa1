import { HEARTBEAT_MS, type TClientMessage, type TLiveEvent, type TServerMessage } from '@sports/contracts';
import { deviceId } from './device';
import { envelopeOf } from './realtime-envelope';

// The browser side of the live push protocol (docs/realtime.md): one socket per page (see
// subscribeShared), topics subscribed on demand, events handed over in seq order. After a drop it
// reconnects with backoff and resubscribes each topic with the last seq it applied, so the server
// replays what was missed or sends a snapshot; a gap it notices itself makes it resubscribe the same way.
// In production a message is checked for the envelope the client itself relies on (op, topic, seq,
// type, data: see envelopeOf), as API answers are (decisions 0043, 0048): the server builds its
// messages from the contract's types and its tests pin them to the union. In development and tests
// every message is parsed with the one server-message union (ZServerMessageSchema), one that does not
// parse is ignored; the union (and zod with it) is loaded when the first socket opens, messages that
// come before it are held, in order.

/** What a resync carries, by topic: score list, match, room chat or horn snapshot. */
export type TResyncSnapshot = Extract<TServerMessage, { op: 'resync' }>['snapshot'];

export interface RealtimeHandlers {
  /** Each numbered event of the topic, in order, exactly once. */
  onEvent?: (event: TLiveEvent) => void;
  /** The topic's full state: replace what you know (first subscription, or too much was missed). */
  onResync?: (snapshot: TResyncSnapshot) => void;
}

/** The part of the browser WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface RealtimeOptions {
  /** Default: ws(s)://<this origin>/ws. */
  url?: string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  /** Default: 'envelope' in production, 'schema' elsewhere. */
  check?: TMessageCheck;
}

interface TopicState {
  handlers: Set<RealtimeHandlers>;
  /** Last seq applied; null until the server confirmed the subscription. */
  seq: number | null;
  epoch: string | null;
  /** A resubscription after a gap is on its way: later events wait for its answer. */
  resubscribing: boolean;
}

/** The server-message parser, once its module is loaded (loadServerMessages). */
let parseServerMessage: ((raw: unknown) => TServerMessage | null) | null = null;
let parserLoading: Promise<void> | null = null;

/** Loads the server-message union (a chunk of its own, with zod); resolves when messages can be parsed. */
export function loadServerMessages(): Promise<void> {
  parserLoading ??= import('@sports/contracts/live-push').then(({ ZServerMessageSchema }) => {
    parseServerMessage = (raw) => {
      const msg = ZServerMessageSchema.safeParse(raw);
      return msg.success ? msg.data : null;
    };
  });
  return parserLoading;
}

/**
 * How a message is checked before the handlers see it: 'envelope' (production: no zod on the page,
 * see envelopeOf) or 'schema' (development and tests: the full server-message union).
 */
export type TMessageCheck = 'envelope' | 'schema';
const DEFAULT_CHECK: TMessageCheck = process.env.NODE_ENV === 'production' ? 'envelope' : 'schema';

const OPEN = 1;
/** First reconnect delay and its cap, in ms (doubling with jitter in between). */
const BACKOFF = { baseMs: 500, maxMs: 15_000 };

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/** A browser socket; the device cookie is made first, so the upgrade request carries it (chat checks device bans). */
function openSocket(url: string): SocketLike {
  deviceId();
  return new WebSocket(url) as unknown as SocketLike;
}

/** Delay before reconnect attempt `n` (0-based): base · 2^n capped, with ±25 % jitter. */
export function backoffDelay(n: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const raw = Math.min(maxMs, baseMs * 2 ** n);
  return Math.round(raw * (0.75 + random() * 0.5));
}

export function createRealtime(opts: RealtimeOptions = {}) {
  const topics = new Map<string, TopicState>();
  const random = opts.random ?? Math.random;
  const check = opts.check ?? DEFAULT_CHECK;
  let socket: SocketLike | null = null;
  let attempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let lastHeard = 0;
  let closed = false;

  const send = (msg: TClientMessage) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(msg));
  };
  const subscribeMessage = (topic: string, t: TopicState): TClientMessage =>
    t.seq !== null && t.epoch !== null ? { op: 'sub', topic, since: t.seq, epoch: t.epoch } : { op: 'sub', topic };

  /** Messages that came before the parser was loaded, in order. */
  let held: unknown[] = [];
  const receive = (raw: unknown) => {
    if (check === 'envelope') {
      const msg = envelopeOf(raw);
      if (msg) handle(msg);
      return;
    }
    if (parseServerMessage && !held.length) {
      const msg = parseServerMessage(raw);
      if (msg) handle(msg);
      return;
    }
    held.push(raw);
    if (held.length > 1) return;
    void loadServerMessages().then(() => {
      const waiting = held;
      held = [];
      for (const r of waiting) receive(r);
    });
  };

  function connect() {
    if (closed || socket) return;
    if (check === 'schema') void loadServerMessages();
    const s = (opts.createSocket ?? openSocket)(opts.url ?? defaultUrl());
    socket = s;
    s.onopen = () => {
      attempts = 0;
      lastHeard = Date.now();
      for (const [topic, t] of topics) {
        t.resubscribing = false;
        send(subscribeMessage(topic, t));
      }
      pingTimer = setInterval(() => {
        // Two heartbeats without a word from the server: the connection is dead even if the socket says otherwise.
        if (Date.now() - lastHeard > 2 * HEARTBEAT_MS) s.close(4000, 'heartbeat timeout');
        else send({ op: 'ping', t: Date.now() });
      }, HEARTBEAT_MS);
    };
    s.onmessage = (ev) => {
      lastHeard = Date.now();
      if (typeof ev.data !== 'string') return;
      let raw: unknown;
      try {
        raw = JSON.parse(ev.data);
      } catch {
        return;
      }
      receive(raw);
    };
    s.onerror = () => undefined;
    s.onclose = () => {
      if (pingTimer) clearInterval(pingTimer);
      pingTimer = null;
      socket = null;
      if (closed || topics.size === 0) return;
      reconnectTimer = setTimeout(
        () => {
          reconnectTimer = null;
          connect();
        },
        backoffDelay(attempts++, BACKOFF.baseMs, BACKOFF.maxMs, random),
      );
    };
  }

  function handle(msg: TServerMessage) {
    if ('op' in msg && msg.op === 'batch') {
      for (const e of msg.events) handle(e);
      return;
    }
    if ('op' in msg) {
      const t = 'topic' in msg && msg.topic ? topics.get(msg.topic) : undefined;
      if (!t) return;
      if (msg.op === 'subscribed') {
        // Replayed events (since+1 … msg.seq) follow; keep our seq so they apply in order.
        t.epoch = msg.epoch;
        t.resubscribing = false;
        if (t.seq === null) t.seq = msg.seq;
      } else if (msg.op === 'resync') {
        t.epoch = msg.epoch;
        t.seq = msg.seq;
        t.resubscribing = false;
        for (const h of t.handlers) h.onResync?.(msg.snapshot);
      } else if (msg.op === 'dropped' && t.seq !== null && !t.resubscribing && msg.seq > t.seq) {
        // Volatile messages the server skipped while we were behind: not a gap to ask about again.
        t.seq = msg.seq;
      }
      return;
    }
    const t = topics.get(msg.topic);
    if (!t || t.seq === null || t.resubscribing) return;
    if (msg.seq <= t.seq) return; // already applied (a replay overlapping live events)
    if (msg.seq !== t.seq + 1) {
      // A gap: ask again from the last applied seq; the server replays or resyncs.
      t.resubscribing = true;
      send({ op: 'sub', topic: msg.topic, since: t.seq, epoch: t.epoch ?? undefined });
      return;
    }
    t.seq = msg.seq;
    for (const h of t.handlers) h.onEvent?.(msg);
  }

  return {
    /** Follows a topic; returns the function that stops following it. */
    subscribe(topic: string, handlers: RealtimeHandlers): () => void {
      let t = topics.get(topic);
      if (!t) {
        t = { handlers: new Set(), seq: null, epoch: null, resubscribing: false };
        topics.set(topic, t);
        send(subscribeMessage(topic, t));
      } else if (t.seq !== null) {
        // A newcomer to a followed topic needs its full state too: ask for a fresh snapshot, which
        // every follower applies (events wait for it, like after a gap).
        t.seq = null;
        t.epoch = null;
        t.resubscribing = false;
        send({ op: 'sub', topic });
      }
      t.handlers.add(handlers);
      connect();
      return () => {
        const cur = topics.get(topic);
        if (!cur) return;
        cur.handlers.delete(handlers);
        if (cur.handlers.size === 0) {
          topics.delete(topic);
          send({ op: 'unsub', topic });
        }
      };
    },
    /** Closes the socket for good. */
    close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (pingTimer) clearInterval(pingTimer);
      topics.clear();
      socket?.close(1000, 'bye');
      socket = null;
    },
  };
}
type Realtime = ReturnType<typeof createRealtime>;

/** How long the shared connection stays open after its last subscription ends (a page change reuses it). */
export const SHARED_LINGER_MS = 2000;

interface SharedConnection {
  realtime: Realtime;
  subscriptions: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
}
const shared = new Map<string, SharedConnection>();

/**
 * Follows a topic on the page's one connection to the endpoint (`opts.url`, default /ws): every live
 * component of a page subscribes here, so a page opens one socket whatever it shows. The connection
 * is made by the first subscription and closed SHARED_LINGER_MS after the last one ends. `opts` other
 * than `url` apply when the connection is made. Returns the function that stops following.
 */
export function subscribeShared(topic: string, handlers: RealtimeHandlers, opts: RealtimeOptions = {}): () => void {
  const key = opts.url ?? defaultUrl();
  let conn = shared.get(key);
  if (!conn) {
    conn = { realtime: createRealtime({ ...opts, url: key }), subscriptions: 0, closeTimer: null };
    shared.set(key, conn);
  }
  const c = conn;
  if (c.closeTimer) clearTimeout(c.closeTimer);
  c.closeTimer = null;
  c.subscriptions++;
  const off = c.realtime.subscribe(topic, handlers);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    off();
    if (--c.subscriptions > 0) return;
    c.closeTimer = setTimeout(() => {
      shared.delete(key);
      c.realtime.close();
    }, SHARED_LINGER_MS);
  };
}
