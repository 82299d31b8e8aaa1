/**
 * Where the API server leaves its in-process caller for the pages it renders in the same process
 * (Fastify hosts Next, decision 0001): server rendering then calls the API without a loopback
 * socket. A registered symbol, so every bundle of the process finds the same slot.
 */
export const IN_PROCESS_API = Symbol.for('sports.inProcessApi');

export interface TInProcessRequest {
  method: 'GET' | 'POST';
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

/** One API call answered in process: its status and body text. */
export type TInProcessApi = (req: TInProcessRequest) => Promise<{ status: number; body: string }>;
