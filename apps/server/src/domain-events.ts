import { EventEmitter } from 'node:events';

/**
 * A module's typed domain events: `M` maps each event name to its payload. Services emit; the
 * realtime layer (and the composition root) listen. A service never builds a socket message.
 */
export class DomainEvents<M extends { [K in keyof M]: object }> {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  /** Listens to one event; returns the function that stops listening. */
  on<K extends keyof M & string>(name: K, listener: (event: M[K]) => unknown): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  /** Emits to every listener, synchronously, in the order they were added. */
  emit<K extends keyof M & string>(name: K, event: M[K]): void {
    this.emitter.emit(name, event);
  }

  /**
   * Emits and waits for what the listeners started (a listener may return a promise): the caller
   * knows the event was handled, e.g. a gift's chat line is stored before the send is answered.
   * Rejects with the first listener's failure.
   */
  async emitAndWait<K extends keyof M & string>(name: K, event: M[K]): Promise<void> {
    const listeners = this.emitter.listeners(name) as ((event: M[K]) => unknown)[];
    await Promise.all(listeners.map(async (l) => l(event)));
  }
}
