import { randomUUID } from 'node:crypto';
import type { TLiveEvent, TLiveEventType } from '@sports/contracts';

/** A numbered event as the bus carries it: with the epoch of its topic's counter. */
export interface BusEvent {
  epoch: string;
  event: TLiveEvent;
}

export interface TopicHead {
  epoch: string;
  /** Seq of the last event published (0 before the first). */
  seq: number;
}

/**
 * Fan-out of live events. Each topic's events are numbered 1, 2, 3 … within an epoch; every
 * subscriber (every server process) receives them in that order, and the last ones are kept so a
 * client that reconnects can be given what it missed.
 */
export interface LiveBus {
  publish<K extends TLiveEventType>(topic: string, type: K, data: Extract<TLiveEvent, { type: K }>['data']): Promise<TLiveEvent>;
  onEvent(listener: (e: BusEvent) => void): () => void;
  head(topic: string): Promise<TopicHead>;
  /**
   * The head at once, for a bus that holds it in this process (in memory); absent on a bus that
   * must ask elsewhere (Redis). A score list kept for that head then answers without a promise.
   */
  headNow?(topic: string): TopicHead;
  /** The events after `since` if every one of them is still kept, else null. */
  replay(topic: string, since: number): Promise<TLiveEvent[] | null>;
  close(): Promise<void>;
}

/** How many events of a topic are kept for replay: the score lists move much more than one match. */
export const keepFor = (topic: string) => (topic.startsWith('score:') ? 2000 : 300);

interface TopicLog {
  epoch: string;
  seq: number;
  kept: TLiveEvent[];
  lastAt: number;
}

/** A topic quiet this long (a match long over) is forgotten; a client coming back for it gets a snapshot. */
export const FORGET_AFTER_MS = 6 * 3600_000;

/** The default bus: one process, numbering and replay in memory. */
export function memoryBus(now: () => number = Date.now): LiveBus {
  const topics = new Map<string, TopicLog>();
  const listeners = new Set<(e: BusEvent) => void>();
  let published = 0;
  const log = (topic: string) => {
    let t = topics.get(topic);
    if (!t) topics.set(topic, (t = { epoch: randomUUID(), seq: 0, kept: [], lastAt: now() }));
    return t;
  };
  const headNow = (topic: string): TopicHead => {
    const t = log(topic);
    return { epoch: t.epoch, seq: t.seq };
  };
  const forgetQuiet = () => {
    const cutoff = now() - FORGET_AFTER_MS;
    for (const [topic, t] of topics) if (t.lastAt < cutoff) topics.delete(topic);
  };
  return {
    async publish(topic, type, data) {
      if (++published % 1000 === 0) forgetQuiet();
      const t = log(topic);
      t.lastAt = now();
      const event = { topic, seq: ++t.seq, at: t.lastAt, type, data } as TLiveEvent;
      t.kept.push(event);
      const limit = keepFor(topic);
      if (t.kept.length > limit * 1.25) t.kept.splice(0, t.kept.length - limit);
      for (const l of listeners) l({ epoch: t.epoch, event });
      return event;
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    headNow,
    async head(topic) {
      return headNow(topic);
    },
    async replay(topic, since) {
      const t = log(topic);
      if (since >= t.seq) return [];
      const first = t.kept[0]?.seq ?? t.seq + 1;
      if (first > since + 1) return null;
      return t.kept.filter((e) => e.seq > since);
    },
    async close() {
      listeners.clear();
    },
  };
}
