import { loadConfig } from './config/env';
import { buildApp } from './app';
import { openDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';
import { createFeed } from './feed';
import { openfootballDir, openfootballProvider, seasonFilesIn } from './feed/openfootball';
import { sportsModule } from './modules/sports';
import { SportsEvents } from './modules/sports/events';
import { memoryBus } from './realtime/bus';
import { redisBus } from './realtime/redis-bus';
import { memoryCounters } from './state/counters';
import { redisCounters } from './state/redis-counters';
import { attachWeb } from './web/next';

/** Starts the whole product on one origin: API, docs, pages. */
async function main() {
  const config = loadConfig();
  const db = openDb(config);
  const sportsEvents = new SportsEvents();
  const bus = config.redisUrl ? await redisBus({ url: config.redisUrl }) : memoryBus();
  const counters = config.redisUrl ? await redisCounters({ url: config.redisUrl }) : memoryCounters();
  // The feed is created first so the API reads the feed's clock; it starts once the schema is there.
  const clock = { now: Date.now };
  const app = await buildApp({ config, db, sportsEvents, bus, counters, now: () => clock.now() });
  const feed = createFeed(config, db.db, sportsEvents, app.log);
  clock.now = feed.now;
  const applied = await migrateToLatest(db.db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  try {
    await feed.start();
  } catch (err) {
    // Scores then stand still, but the rest of the product serves on.
    app.log.error({ err }, 'sports feed failed to start');
  }
  // The real seasons of the data centre; importing is idempotent, so every start brings new files in.
  const seasonsDir = openfootballDir(config.feed.openfootballDir);
  if (seasonsDir) {
    await openfootballProvider(sportsModule(db.db).service, seasonFilesIn(seasonsDir), app.log)
      .start()
      .catch((err: unknown) => app.log.error({ err, dir: seasonsDir }, 'season import failed'));
  }
  // After the feed's first import, so the demo rooms are booked to matches on its calendar.
  if (await seedDemoData(db.db, app.log, clock.now())) app.log.info('demo data seeded');

  const nextApp = await attachWeb(app, { dev: config.env === 'development', port: config.port, hostname: 'localhost' });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
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
  if (config.media.enabled) await app.media.start();
  app.log.info(
    `${config.brand.name} ready on http://localhost:${config.port} (${db.dialect}, brand ${config.brand.id}, feed ${feed.name}, ${config.redisUrl ? 'redis' : 'memory'} bus)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
