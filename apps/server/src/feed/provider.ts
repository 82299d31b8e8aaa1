/**
 * A source of sports data. Providers write only through the sports feed service (which stores
 * and announces changes as domain events); nothing reads a provider directly.
 */
export interface FeedProvider {
  readonly name: string;
  /** Loads what it needs and starts delivering; resolves once the data it has is stored. */
  start(): Promise<void>;
  /** Stops delivering; resolves when nothing is being written any more. */
  stop(): Promise<void>;
}

/** The logging a provider needs (pino's shape). */
export interface FeedLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
