/** What the heartbeat needs of a connection. */
export interface Beating {
  /** Heard from (a pong or any message) since the last ping. */
  alive: boolean;
  socket: { ping(): void; terminate(): void };
}

/** Slots the connections are spread over: one is pinged every intervalMs / SLOTS. */
const SLOTS = 10;

/**
 * The connections of a hub, each pinged once per `intervalMs` and dropped when it has not been heard
 * from since its last ping; one shared timer. The connections are spread over slots pinged one after
 * the other, so thousands of sockets are not pinged (and do not answer) in the same instant: such a
 * burst of pongs would delay whatever is being pushed at that moment.
 */
export function heartbeats<C extends Beating>(intervalMs: number) {
  const slots = Array.from({ length: SLOTS }, () => new Set<C>());
  let joining = 0;
  let turn = 0;
  const timer = setInterval(() => {
    const slot = slots[turn];
    turn = (turn + 1) % SLOTS;
    for (const c of slot ?? []) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
  }, intervalMs / SLOTS);
  timer.unref();

  return {
    add(c: C) {
      slots[joining]?.add(c);
      joining = (joining + 1) % SLOTS;
    },
    delete(c: C) {
      for (const slot of slots) if (slot.delete(c)) return;
    },
    size: () => slots.reduce((n, slot) => n + slot.size, 0),
    *[Symbol.iterator]() {
      for (const slot of slots) yield* slot;
    },
    /** Stops the pings and forgets every connection. */
    close() {
      clearInterval(timer);
      for (const slot of slots) slot.clear();
    },
  };
}
