/** A queued item and how to answer its caller. */
export interface Queued<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit: the items that arrive in the same turn of the event loop (and those arriving while a
 * group is being written) are handed to `write` together, at most `max` at a time, in the order they
 * came; one group is written at a time. `write` settles every item of its group; should it throw
 * instead, the group's items get its error. Gift booking and chat lines use it (a statement or a
 * transaction costs more than the rows it writes).
 */
export function groupCommit<T, R>(max: number, write: (group: Queued<T, R>[]) => Promise<void>) {
  let waiting: Queued<T, R>[] = [];
  let running = false;
  async function drain() {
    while (waiting.length > 0) {
      const group = waiting.slice(0, max);
      waiting = waiting.slice(group.length);
      await write(group).catch((err: unknown) => group.forEach((q) => q.reject(err)));
    }
    running = false;
  }
  return {
    /** Queues one item; answers with what `write` settled it with. */
    add(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (running) return;
        running = true;
        // The items that reach this point in this turn of the event loop form the first group.
        setImmediate(() => void drain());
      });
    },
  };
}
