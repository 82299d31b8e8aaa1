import path from 'node:path';
import { loadConfig, type AppConfig } from './config/env';
import { announceReady, loggerOptions } from './config/logger';
import { buildApp, type App } from './app';
import { openDb, type Db } from './db/client';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import { demoBroadcast, dressDemoRoom } from './media';
import { createFeed } from './feed';
import { SportsEvents } from './modules/sports';
import { openfootballDir, openfootballProvider, seasonFilesIn } from './feed/openfootball';
import { memoryBus } from './realtime/bus';
import { redisBus } from './realtime/redis-bus';
import { memoryCounters } from './state/counters';
import { redisCounters } from './state/redis-counters';
import { attachWeb } from './web/next';

/** The anchor of the demo broadcast; their room is titled 演示主播的直播间. */
const DEMO_ANCHOR = {
  mobile: '13800000019',
  nick: '演示主播',
  description: '演示直播间：生成的测试画面循环播放，聊天与礼物都可以直接体验',
};

/** The demo broadcast (DEMO_BROADCAST) into the demo anchor's room through our own RTMP ingest. */
async function startDemo(app: App, db: Db, config: AppConfig, rtmpPort: number) {
  const demo = demoBroadcast({
    up: async (user, host) => {
      await dressDemoRoom({ info: (u) => app.live.info(u), update: (u, b) => app.live.update(u, b), navs: () => app.site.navList() }, user);
      return app.media.service.up(user, host);
    },
    anchor: () => app.identitySeeds.demoSessionUser({ ...DEMO_ANCHOR, level: 1, isAnchor: true, fans: 0 }),
    rtmpPort,
    dir: path.join(config.dataDir, 'demo'),
    log: app.log,
  });
  await demo.start().catch((err: unknown) => app.log.error({ err }, 'demo broadcast failed to start'));
  return demo;
}

/** Starts the whole product on one origin: API, docs, pages. */
async function main() {
  const config = loadConfig();
  const db = openDb(config);
  // The schema first: the app's own start (the trigram indexes' first merge) reads its tables.
  const applied = await migrateToLatest(db.db);
  const sportsEvents = new SportsEvents();
  const bus = config.redisUrl ? await redisBus({ url: config.redisUrl }) : memoryBus();
  const counters = config.redisUrl ? await redisCounters({ url: config.redisUrl }) : memoryCounters();
  // The API reads the feed's clock, set once the feed is made.
  const clock = { now: Date.now, wallOf: (feedMs: number) => feedMs };
  const app = await buildApp({
    config,
    db,
    logger: loggerOptions(config.logLevel),
    sportsEvents,
    bus,
    counters,
    now: () => clock.now(),
    wallOf: (feedMs) => clock.wallOf(feedMs),
  });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  const feed = createFeed(config, db.db, sportsEvents, app.log);
  clock.now = feed.now;
  clock.wallOf = feed.wallOf;
  try {
    await feed.start();
  } catch (err) {
    // Scores then stand still, but the rest of the product serves on.
    app.log.error({ err }, 'sports feed failed to start');
  }
  // The real seasons of the data centre; importing is idempotent, so every start brings new files in.
  const seasonsDir = openfootballDir(config.feed.openfootballDir);
  if (seasonsDir) {
    await openfootballProvider(app.sportsService, seasonFilesIn(seasonsDir), app.log)
      .start()
      .catch((err: unknown) => app.log.error({ err, dir: seasonsDir }, 'season import failed'));
  }
  // After the feed's first import, so the demo rooms are booked to matches on its calendar.
  if (await seedDemoData(db.db, app.log, clock.now(), config)) app.log.info('demo data seeded');

  const nextApp = await attachWeb(app, { dev: config.env === 'development', port: config.port, hostname: 'localhost' });

  let demo: { stop(): void } | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      demo?.stop();
      await feed.stop();
      await app.close();
      await nextApp.close?.();
      await db.destroy();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.media.enabled) {
    const rtmpPort = await app.media.start();
    if (config.media.demo) demo = await startDemo(app, db, config, rtmpPort);
  }
  const url = `http://localhost:${config.port}`;
  app.log.info(
    { url },
    `${config.brand.name} ready on ${url} (${db.dialect}, brand ${config.brand.id}, feed ${feed.name}, ${config.redisUrl ? 'redis' : 'memory'} bus)`,
  );
  if (process.stdout.isTTY) announceReady(url);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
