// Live push fan-out: events per second delivered to many WebSocket clients through the hub
// (numbering, per-client subscription state, back-pressure checks), as a ratio of a bare `ws`
// broadcast of the same messages to the same number of clients in the same run. `npm run bench:push`
import { WebSocketServer, WebSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import { memoryBus } from '../apps/server/src/realtime/bus';
import { benchApp } from './harness';

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
console.log(`hub fan-out (memory bus)    ${(h / base).toFixed(2)}× baseline  (${h.toFixed(0)} deliveries/s)`);
