import type { ClientOrigin } from '../http/client-origin';
import type { BusEvent, LiveBus } from './bus';
import type { SnapshotFor } from './snapshot-cache';

/** The part of a `ws` WebSocket the hub uses. */
export interface HubSocket {
  readonly bufferedAmount: number;
  readonly readyState: number;
  /** A Buffer goes out as a text frame when `binary` is false (encoded once for every subscriber). */
  send(data: string | Buffer, options?: { binary: boolean }): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', cb: (data: Buffer | string) => void): void;
  on(event: 'pong' | 'close', cb: () => void): void;
}

/** Who is on the other end of a socket: the user id of the upgrade request's session, or null. */
export type SocketUser = () => Promise<number | null>;
/**
 * Handles a `say` (chat) from a socket: stores and publishes the message and returns its id, or
 * throws an error whose message (Chinese) and `code` go back to the client.
 */
export type SayHandler = (user: SocketUser, topic: string, content: string, from: ClientOrigin | undefined) => Promise<{ id: number }>;

export interface HubOptions {
  bus: LiveBus;
  snapshot: SnapshotFor;
  /** A client whose unsent data passes this is too slow: it is closed (4008) and reconnects. */
  maxBufferedBytes?: number;
  /**
   * Past this much unsent data a client is behind: volatile messages (LIVE_EVENT_DELIVERY: chat,
   * statistics) are not sent to it; must-deliver ones still are. Default: a quarter of maxBufferedBytes.
   */
  volatileBufferedBytes?: number;
  maxTopicsPerClient?: number;
  heartbeatMs?: number;
  now?: () => number;
  say?: SayHandler;
  /** Frames a client may send: a burst, refilled at a steady rate; past it the socket is closed (1008). */
  frameBudget?: { burst: number; perSecond: number };
  /** How long a shared snapshot of one topic version may be reused. */
  snapshotMaxAgeMs?: number;
  /** A topic's chat lines wait this long and leave as one `batch` frame (0: each at once). */
  chatTickMs?: number;
}

export interface Subscription {
  epoch: string | null;
  /** Last seq sent to this client. */
  sent: number;
  /** Events that arrived while the subscription was being answered. */
  pending: BusEvent[] | null;
  /** Volatile events after the last sent one were dropped: the client hears of it before the next. */
  dropped?: boolean;
  /** The request being answered (`since:epoch`): the same request again while it is is a no-op. */
  request: string;
}

export interface Client {
  socket: HubSocket;
  subs: Map<string, Subscription>;
  alive: boolean;
  closed: boolean;
  /** Who watches: one session or device, however many sockets it opens (viewer counts are of these). */
  viewer: string;
  /** The client's address (behind TRUST_PROXY, the forwarded one) and device id, when the socket came over HTTP. */
  from: ClientOrigin | undefined;
  /** Frames the client may still send now (a token bucket refilled per second). */
  tokens: number;
  refilledAt: number;
}

export const OPEN = 1;
export const SLOW_CONSUMER_CODE = 4008;
/** RFC 6455 policy violation: the client sent frames faster than its budget. */
export const POLICY_CLOSE_CODE = 1008;
export const DEFAULT_FRAME_BUDGET = { burst: 60, perSecond: 20 };
export const TEXT_FRAME = { binary: false };
/** goim merges a room's messages per 50–100 ms; a line waits at most this long. */
export const DEFAULT_CHAT_TICK_MS = 50;
