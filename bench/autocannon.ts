// autocannon in a child process (so the load does not share the server's event loop), for the
// benches that load a server over real HTTP.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface Load {
  rps: number;
  /** Requests answered in the run. */
  total: number;
  p99: number;
  /** Socket errors and answers other than 2xx. */
  errors: number;
  /** Bytes read per second. */
  throughput: number;
}

/** Loads `url` with `connections` keep-alive connections for `seconds`, sending `headers` on every request. */
export function load(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Load> {
  return new Promise((resolve, reject) => {
    const args = [autocannonBin, '-c', String(opts.connections), '-d', String(opts.seconds), '-j'];
    for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
    const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const r = JSON.parse(out) as {
          requests: { average: number; total: number };
          latency: { p99: number };
          errors: number;
          non2xx: number;
          throughput: { average: number };
        };
        resolve({
          rps: r.requests.average,
          total: r.requests.total,
          p99: r.latency.p99,
          errors: r.errors + r.non2xx,
          throughput: r.throughput.average,
        });
      } catch (e) {
        reject(e as Error);
      }
    });
  });
}
