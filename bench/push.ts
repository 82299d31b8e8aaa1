// Live push fan-out: events per second delivered to many WebSocket clients through the hub
// (numbering, per-client subscription state, back-pressure checks), as a ratio of a bare `ws`
// broadcast of the same messages to the same number of clients in the same run. `npm run bench:push`
import { WebSocketServer, WebSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import { memoryBus } from '../apps/server/src/realtime/bus';
import { atLeast } from './floor';
import { benchApp, simulateToday } from './harness';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const patch = (i: number) => ({ id: 1 + (i % 40), sport: 'football' as const, homeScore: i % 5, minute: i % 90 });

/** Connects `n` clients and resolves when each has received `expected` numbered messages. */
async function receivers(url: string, n: number, expected: number, onOpen: (ws: WebSocket) => void) {
  let done = 0;
  let finish!: () => void;
  const all = new Promise<void>((r) => (finish = r));
  const sockets = await Promise.all(
    Array.from({ length: n }, () => {
      const ws = new WebSocket(url);
      let got = 0;
      ws.on('message', (raw) => {
        if (String(raw).startsWith('{"op"')) return;
        if (++got === expected && ++done === n) finish();
      });
      return new Promise<WebSocket>((r) => ws.once('open', () => (onOpen(ws), r(ws))));
    }),
  );
  return { sockets, all };
}

async function baseline(): Promise<number> {
  const wss = new WebSocketServer({ port: 0 });
  await new Promise((r) => wss.once('listening', r));
  const { sockets, all } = await receivers(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, CLIENTS, EVENTS, () => undefined);
  await new Promise((r) => setTimeout(r, 100));
  const start = performance.now();
  for (let i = 1; i <= EVENTS; i++) {
    const msg = JSON.stringify({ topic: 'score:football', seq: i, at: Date.now(), type: 'patch', data: patch(i) });
    for (const c of wss.clients) c.send(msg);
    if (i % 200 === 0) await new Promise((r) => setImmediate(r));
  }
  await all;
  const rate = (EVENTS * CLIENTS * 1000) / (performance.now() - start);
  sockets.forEach((s) => s.terminate());
  wss.close();
  return rate;
}

async function hub(): Promise<number> {
  const bus = memoryBus();
  // All the clients share one address: the per-address socket cap is for the internet.
  const { app, close } = await benchApp({ bus, seed: false, env: { WS_MAX_PER_IP: String(CLIENTS * 2) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
  const { sockets, all } = await receivers(url, CLIENTS, EVENTS, (ws) => ws.send(JSON.stringify({ op: 'sub', topic: 'score:football' })));
  await new Promise((r) => setTimeout(r, 300)); // subscriptions answered
  const start = performance.now();
  for (let i = 1; i <= EVENTS; i++) {
    await bus.publish('score:football', 'patch', patch(i));
    if (i % 200 === 0) await new Promise((r) => setImmediate(r));
  }
  await all;
  const rate = (EVENTS * CLIENTS * 1000) / (performance.now() - start);
  sockets.forEach((s) => s.terminate());
  await close();
  return rate;
}

const base = await baseline();
console.log(`baseline bare ws broadcast: ${base.toFixed(0)} deliveries/s (${CLIENTS} clients × ${EVENTS} events)`);
const h = await hub();
// Floor: issue 16's bound, at most 1.2× a bare broadcast's cost per delivery (1.0× measured on a quiet machine).
console.log(
  `hub fan-out (memory bus)    ${atLeast('hub fan-out vs bare ws', h / base, 1 / 1.2).toFixed(2)}× baseline  (${h.toFixed(0)} deliveries/s)`,
);

// Subscribes: many clients asking for the football score topic at once, each answered with a
// resync snapshot, as subscribes per second against a bare `ws` server answering each `sub` with a
// fixed string of the same size. The hub's snapshot is built once per topic version and shared.
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 500);

async function subscribeRate(url: string): Promise<{ rate: number; bytes: number }> {
  let bytes = 0;
  const start = performance.now();
  const sockets = await Promise.all(
    Array.from(
      { length: SUBSCRIBERS },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.on('error', reject);
          ws.on('open', () => ws.send(JSON.stringify({ op: 'sub', topic: 'score:football' })));
          ws.on('message', (raw) => {
            const text = String(raw);
            if (!text.startsWith('{"op":"resync"')) return;
            bytes = text.length;
            resolve(ws);
          });
        }),
    ),
  );
  const rate = (SUBSCRIBERS * 1000) / (performance.now() - start);
  sockets.forEach((s) => s.terminate());
  return { rate, bytes };
}

const seeded = await benchApp({ prepare: ({ db }) => simulateToday(db), env: { WS_MAX_PER_IP: String(SUBSCRIBERS * 2) } });
await seeded.app.listen({ port: 0, host: '127.0.0.1' });
const hubUrl = `ws://127.0.0.1:${(seeded.app.server.address() as AddressInfo).port}/ws`;
await subscribeRate(hubUrl); // warm-up (connections, first build)
const hubSubs = await subscribeRate(hubUrl);
await seeded.close();

const bareWss = new WebSocketServer({ port: 0 });
await new Promise((r) => bareWss.once('listening', r));
const fixed = `{"op":"resync","topic":"score:football",${'"x":"'.padEnd(hubSubs.bytes - 40, 'x')}"}`;
bareWss.on('connection', (ws) => ws.on('message', () => ws.send(fixed)));
const bareUrl = `ws://127.0.0.1:${(bareWss.address() as AddressInfo).port}`;
await subscribeRate(bareUrl);
const bareSubs = await subscribeRate(bareUrl);
bareWss.close();
console.log(
  `baseline bare ws sub answer:  ${bareSubs.rate.toFixed(0)} subscribes/s (${SUBSCRIBERS} clients at once, ${hubSubs.bytes} B answer)`,
);
// Floor: just under the 0.54× measured when it was written.
console.log(
  `hub subscribe (resync)      ${atLeast('hub subscribe vs bare ws', hubSubs.rate / bareSubs.rate, 0.4).toFixed(2)}× baseline  (${hubSubs.rate.toFixed(0)} subscribes/s)`,
);
