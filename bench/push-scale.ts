// Push at scale, against a bare `ws` server given the same sockets and broadcasting the same trace in
// the same run. Each server runs in its own process (so its RSS and CPU are its own); the clients run here.
// - Score push: BENCH_SOCKETS (default 5,000) idle sockets on the football score topic, then a trace
//   of score patches; the delivery latency's p99 and the server's RSS per idle socket.
// - Chat fan-out: BENCH_CHAT_SOCKETS (default 1,000) viewers of one room, then a busy room's chat
//   (BENCH_CHAT_LINES lines, default 200, one per BENCH_CHAT_EVERY_MS, default 25: 40 a second);
//   the server's CPU per delivered line. Bare sends each line as its own frame; the hub merges a
//   tick's lines into one (issue 16).
// `npm run bench:push-scale` (BENCH_TRACE score patches, default 50, one per 200 ms)
import { fork } from 'node:child_process';
import { getHeapSpaceStatistics } from 'node:v8';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { atMost, must } from './floor';
import { lightClient, type LightSocket } from './ws-light-client';

const patch = (i: number) => ({ id: 1 + (i % 40), sport: 'football' as const, homeScore: i % 5, minute: i % 90 });
/** A fan's chat line as the chat module publishes it on the room's topic. */
const chatLine = (i: number) => ({
  id: 1000 + i,
  roomId: 1,
  matchId: null,
  userId: 100 + (i % 50),
  nickName: `球迷${100 + (i % 50)}`,
  portrait: '',
  level: 1 + (i % 30),
  role: 'user' as const,
  content: ['主队加油', '这球必进[微笑]', '裁判你在看吗', '666666'][i % 4] ?? '',
  createdAt: 1_790_000_000_000 + i * 25,
  noble: i % 7 === 0 ? 2 : null,
  type: 'text' as const,
  extra: null,
});
const TRACES = {
  score: {
    topic: 'score:football',
    type: 'patch',
    data: patch,
    sockets: Number(process.env.BENCH_SOCKETS ?? 5000),
    events: Number(process.env.BENCH_TRACE ?? 50),
    everyMs: 200,
  },
  chat: {
    /** The hub's is the demo data's first room (it answers a subscription to a room that exists). */
    topic: 'room:1',
    type: 'chat',
    data: chatLine,
    sockets: Number(process.env.BENCH_CHAT_SOCKETS ?? 1000),
    events: Number(process.env.BENCH_CHAT_LINES ?? 200),
    everyMs: Number(process.env.BENCH_CHAT_EVERY_MS ?? 25),
  },
} as const;
type TraceKind = keyof typeof TRACES;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Command = { cmd: 'rss' } | { cmd: 'trace' };
type Reply = { port: number; topic: string } | { rss: number; young: number } | { cpu: number };
/** CPU time (user + system, µs) this process has used. */
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** The server side, in a forked process: a bare `ws` broadcaster or the product's hub. */
async function serve(kind: 'bare' | 'hub', trace: (typeof TRACES)[TraceKind]) {
  const { type, events, everyMs } = trace;
  let topic: string = trace.topic;
  const SOCKETS = trace.sockets;
  let publish: (i: number) => Promise<void>;
  let port: number;
  if (kind === 'bare') {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => wss.once('listening', r));
    port = (wss.address() as AddressInfo).port;
    let seq = 0;
    publish = async (i) => {
      const msg = JSON.stringify({ topic, seq: ++seq, at: Date.now(), type, data: trace.data(i) });
      for (const c of wss.clients) c.send(msg);
    };
  } else {
    const { memoryBus } = await import('../apps/server/src/realtime/bus');
    const { benchApp } = await import('./harness');
    const bus = memoryBus();
    const chat = trace.type === 'chat';
    const { app, db } = await benchApp({ bus, seed: chat, env: { WS_MAX_PER_IP: String(SOCKETS * 2) } });
    if (chat) topic = 'room:' + (await db.db.selectFrom('live_room').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    publish = async (i) => void (await bus.publish(topic, type, trace.data(i)));
  }
  const send = (r: Reply) => process.send!(r);
  process.on('message', async (m: Command) => {
    if (m.cmd === 'rss') {
      for (let i = 0; i < 3; i++) (globalThis.gc as () => void)();
      await sleep(200);
      // The young generation's committed size: it grows with the allocation rate (connecting the
      // sockets), holds garbage, not sockets, and is already grown in the hub's process by the app's
      // start; counted, it made the measure swing by ±3 KB per socket between runs.
      const young = getHeapSpaceStatistics()
        .filter((sp) => sp.space_name.startsWith('new_'))
        .reduce((n, sp) => n + sp.physical_space_size, 0);
      send({ rss: process.memoryUsage().rss, young });
    } else {
      const start = cpu();
      for (let i = 0; i < events; i++) {
        await publish(i);
        await sleep(everyMs);
      }
      send({ cpu: cpu() - start });
    }
  });
  send({ port, topic });
}

/** Starts a server process, connects the sockets, reads its RSS and replays the trace. */
async function measure(kind: 'bare' | 'hub', traceKind: TraceKind) {
  const { sockets: SOCKETS, events: TRACE } = TRACES[traceKind];
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, PUSH_SERVER: kind, PUSH_TRACE: traceKind },
  });
  const replies: Reply[] = [];
  let wake = () => {};
  child.on('message', (m: Reply) => (replies.push(m), wake()));
  const next = async <T extends Reply>(): Promise<T> => {
    while (!replies.length) await new Promise<void>((r) => (wake = r));
    return replies.shift() as T;
  };
  const { port, topic } = await next<{ port: number; topic: string }>();
  child.send({ cmd: 'rss' } satisfies Command);
  const before = await next<{ rss: number; young: number }>();

  // The clients are light (ws-light-client.ts): with the `ws` client, 5,000 sockets in this process
  // took longer to read a patch than the server took to send it, and measured themselves.
  const latencies = new Int32Array(SOCKETS * TRACE);
  let received = 0;
  const sockets: LightSocket[] = [];
  const path = kind === 'bare' ? '/' : '/ws';
  for (let i = 0; i < SOCKETS; i += 250) {
    // in batches, as a crowd arrives, not one SYN flood
    const batch = Array.from(
      { length: Math.min(250, SOCKETS - i) },
      () =>
        new Promise<void>((resolve, reject) => {
          const s = lightClient('127.0.0.1', port, path, {
            onOpen: (ws) => (kind === 'hub' ? ws.sendText(JSON.stringify({ op: 'sub', topic })) : resolve()),
            onControl: (_, resync) => resync && resolve(),
            onEvent: (at, now) => {
              if (received < latencies.length) latencies[received++] = now - at;
            },
            onError: reject,
          });
          sockets.push(s);
        }),
    );
    await Promise.all(batch);
  }
  await sleep(1000);
  child.send({ cmd: 'rss' } satisfies Command);
  const after = await next<{ rss: number; young: number }>();
  const perSocket = (after.rss - before.rss - (after.young - before.young)) / SOCKETS;
  const rawPerSocket = (after.rss - before.rss) / SOCKETS;
  const clientStart = cpu();
  child.send({ cmd: 'trace' } satisfies Command);
  const serverCpu = (await next<{ cpu: number }>()).cpu;
  const clientCpu = cpu() - clientStart;
  await sleep(500);
  if (received < latencies.length) throw new Error(`${kind}: ${received} of ${latencies.length} deliveries arrived`);
  latencies.sort();
  const p50 = latencies[Math.floor(latencies.length * 0.5)] ?? 0;
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  for (const s of sockets) s.destroy();
  child.kill();
  // CPU per delivery during the trace (µs): the server's, and this process's to show it is not the bottleneck.
  const perDelivery = (us: number) => us / latencies.length;
  const r = { p50, p99, perSocket, rawPerSocket, serverCpu: perDelivery(serverCpu), clientCpu: perDelivery(clientCpu) };
  console.log(
    `${kind.padEnd(4)} p50 ${p50} ms, p99 ${p99} ms, ${(perSocket / 1024).toFixed(1)} KB RSS per idle socket (${(rawPerSocket / 1024).toFixed(1)} KB with the young generation); CPU per delivery: server ${r.serverCpu.toFixed(1)} µs, clients ${r.clientCpu.toFixed(1)} µs`,
  );
  return r;
}

if (process.env.PUSH_SERVER) await serve(process.env.PUSH_SERVER as 'bare' | 'hub', TRACES[process.env.PUSH_TRACE as TraceKind]);
else {
  const { score, chat } = TRACES;
  console.log(`${score.sockets} sockets, ${score.events} patches one per ${score.everyMs} ms; baseline: bare ws`);
  const bare = await measure('bare', 'score');
  const hub = await measure('hub', 'score');
  // issue 16: p99 at most 1.3× bare; at most 10 KB RSS per idle socket. The bare figures of 5–9 KB
  // the issue saw counted the young generation bare's process grows while the sockets connect (see
  // serve); without it bare holds 3–4 KB and the hub (a subscription, a viewer and an origin per
  // socket) 5–6 KB: its ceiling is 2×, and the 10 KB is checked on the whole RSS.
  const p99 = atMost('score push p99 vs bare ws', hub.p99 / Math.max(1, bare.p99), 1.3);
  const rss = atMost('RSS per idle socket vs bare ws', hub.perSocket / bare.perSocket, 2);
  must('hub RSS per idle socket at most 10 KB', hub.rawPerSocket <= 10 * 1024);
  console.log(`hub p99                ${p99.toFixed(2)}× baseline  (${hub.p99} ms)`);
  console.log(`hub RSS per socket     ${rss.toFixed(2)}× baseline  (${(hub.perSocket / 1024).toFixed(1)} KB)`);

  console.log(
    `\n${chat.sockets} viewers of one room, ${chat.events} chat lines one per ${chat.everyMs} ms; baseline: bare ws, a frame per line`,
  );
  const bareChat = await measure('bare', 'chat');
  const hubChat = await measure('hub', 'chat');
  // issue 16: chat fan-out at most 1.2× bare CPU per delivery (the hub merges a tick's lines into one frame).
  const chatCpu = atMost('chat fan-out CPU per delivery vs bare ws', hubChat.serverCpu / bareChat.serverCpu, 1.2);
  console.log(`hub chat CPU per line   ${chatCpu.toFixed(2)}× baseline  (${hubChat.serverCpu.toFixed(1)} µs)`);
}
