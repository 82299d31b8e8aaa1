import type { BusEvent } from './bus';

/**
 * Holds a topic's chat lines for one tick so a busy room's lines leave as one frame for every
 * viewer (goim's merge of a room's messages): a line costs one serialisation and one socket write
 * per tick and viewer instead of per line and viewer. A must-deliver message of the topic flushes
 * what is held first, so the topic's order is kept.
 */
export function tickBatcher(tickMs: number, send: (topic: string, events: BusEvent[]) => void) {
  const held = new Map<string, BusEvent[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = (topic: string) => {
    const events = held.get(topic);
    if (!events) return;
    held.delete(topic);
    send(topic, events);
  };
  const flushAll = () => {
    timer = null;
    for (const topic of [...held.keys()]) flush(topic);
  };

  return {
    /** Keeps `e` until the tick ends (or its topic is flushed). */
    hold(e: BusEvent) {
      const topic = e.event.topic;
      const events = held.get(topic);
      if (events) events.push(e);
      else held.set(topic, [e]);
      if (timer === null) {
        timer = setTimeout(flushAll, tickMs);
        timer.unref();
      }
    },
    /** Sends what the topic holds now (before one of its must-deliver messages). */
    flush,
    close() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      held.clear();
    },
  };
}
