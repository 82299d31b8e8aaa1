import { randomUUID } from 'node:crypto';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FOOTBALL_STATE, SCORE_TOPICS, matchTopic, type TLiveEvent, type TServerControl } from '@sports/contracts';
import { createTestDb, type TestDb } from '../../test/db';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config/env';
import { createSimulator } from '../feed/simulator/engine';
import { fixturesOf } from '../feed/simulator/calendar';
import { SportsEvents } from '../modules/sports/events';
import { feedService } from '../modules/sports/feed-service';
import { memoryBus, type LiveBus } from './bus';
import { REDIS_URL, redisReachable } from '../../test/redis';
import { redisBus } from './redis-bus';

const BUSES: ('memory' | 'redis')[] = [
  'memory',
  ...((await redisReachable('the Redis half of the live push tests')) ? (['redis'] as const) : []),
];

const SEED = 5;
const DATE = '2026-11-21';

/** A WebSocket client that applies events the way the browser client does and remembers everything. */
function client(url: string) {
  const ws = new WebSocket(url);
  const received: (TServerControl | TLiveEvent)[] = [];
  ws.on('message', (raw) => received.push(JSON.parse(String(raw))));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    opened,
    send: (msg: unknown) => ws.send(JSON.stringify(msg)),
    events: (topic: string) => received.filter((m): m is TLiveEvent => !('op' in m) && m.topic === topic),
    control: (topic: string) => received.filter((m): m is TServerControl => 'op' in m && 'topic' in m && m.topic === topic),
  };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each(BUSES)('live scores over WebSocket (%s bus)', (kind) => {
  let db: TestDb;
  let app: App;
  let bus: LiveBus;
  let url: string;
  let sim: ReturnType<typeof createSimulator>;
  // A football match of the calendar, and a clock ten minutes into it.
  const fixture = fixturesOf(SEED, DATE).find(
    (f) => f.competition.sport === 'football' && f.kickoffAt > Date.parse(`${DATE}T12:00:00+08:00`),
  );
  assert.isDefined(fixture, 'a football match after noon on the calendar');
  let clock = fixture.kickoffAt + 10 * 60_000;

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    const events = new SportsEvents();
    bus = kind === 'memory' ? memoryBus() : await redisBus({ url: REDIS_URL, prefix: `test:${randomUUID()}:` });
    sim = createSimulator(feedService(db.db, events), { seed: SEED, speed: 1, realNow: () => clock, tickMs: 0, daysBack: 0, daysAhead: 0 });
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused' }),
      db,
      logger: false,
      sportsEvents: events,
      bus,
      now: sim.now,
    });
    await sim.start();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
  });
  afterAll(async () => {
    await sim.stop();
    await app.close();
    await db.cleanup();
  });

  /** Plays `minutes` of the calendar minute by minute and waits until both topics are published. */
  async function play(minutes: number) {
    for (let i = 0; i < minutes; i++) {
      clock += 60_000;
      await sim.tick();
    }
    await app.realtime.bridge.drain();
  }

  it('a client that drops mid-match and comes back with since misses nothing', async () => {
    const tracked = [...sim.tracked().values()].find((t) => t.key === fixture.key);
    assert.isDefined(tracked);
    const matchId = tracked.id;
    const topics = [SCORE_TOPICS.football, matchTopic(matchId)];
    // The witness stays connected throughout; the other one drops.
    const witness = client(url);
    const dropper = client(url);
    await Promise.all([witness.opened, dropper.opened]);
    for (const c of [witness, dropper]) for (const topic of topics) c.send({ op: 'sub', topic });
    await until(() => topics.every((t) => witness.control(t).length > 0 && dropper.control(t).length > 0));
    const [firstResync] = dropper.control(matchTopic(matchId));
    expect(firstResync).toMatchObject({ op: 'resync', reason: 'first' });
    expect(firstResync?.op === 'resync' && 'match' in firstResync.snapshot && firstResync.snapshot.match.state).toBe(
      FOOTBALL_STATE.firstHalf,
    );

    await play(8);
    await until(() => topics.every((t) => dropper.events(t).length === witness.events(t).length));
    const last = Object.fromEntries(
      topics.map((t) => [t, dropper.events(t).at(-1)?.seq ?? (dropper.control(t)[0] as { seq: number }).seq]),
    );
    const epochs = Object.fromEntries(topics.map((t) => [t, (dropper.control(t)[0] as { epoch: string }).epoch]));
    dropper.ws.terminate();

    await play(55); // through half time into the second half
    const back = client(url);
    await back.opened;
    for (const topic of topics) back.send({ op: 'sub', topic, since: last[topic], epoch: epochs[topic] });
    await play(3);
    for (const topic of topics) {
      await until(() => back.events(topic).at(-1)?.seq === witness.events(topic).at(-1)?.seq);
      expect(back.control(topic)[0]).toMatchObject({ op: 'subscribed' });
      const before = dropper.events(topic);
      const all = [...before, ...back.events(topic)];
      // Every event exactly once, numbered without a gap, identical to what the witness saw.
      expect(all.map((e) => e.seq)).toEqual(witness.events(topic).map((e) => e.seq));
      expect(all).toEqual(witness.events(topic));
      const seqs = all.map((e) => e.seq);
      const [firstSeq] = seqs;
      assert.isDefined(firstSeq);
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => firstSeq + i));
    }
    // The match moved on while the client was away: the minute and state reached it through the replay.
    const patches = back.events(matchTopic(matchId)).filter((e) => e.type === 'patch');
    expect(patches.some((e) => e.type === 'patch' && e.data.state === FOOTBALL_STATE.secondHalf)).toBe(true);
    witness.ws.terminate();
    back.ws.terminate();
  });
});
