import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { composeModules, quietLog } from '../../compose';
import { loadConfig, type AppConfig } from '../../config/env';
import type { Database } from '../schema';
import { seedSite } from '../../modules/site';
import { seedLive } from '../../modules/live';

const MARKER = 'seed.demo.version';
const VERSION = '1';
/** Live rooms came later than the first demo data; their own marker lets older databases get them. */
const LIVE_MARKER = 'seed.live.version';

/**
 * Seeds demo data once, on the first start of an empty database. Returns whether it seeded.
 * `now` is the product's clock (the feed's): demo rooms are booked to its next matches. The
 * capabilities are the server's own wiring (composeModules), over the seeding transaction.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  log?: Pick<FastifyBaseLogger, 'info'>,
  now: number = Date.now(),
  config: AppConfig = loadConfig(),
): Promise<boolean> {
  const settings = composeModules({ db, config, log: quietLog() }).site.service;
  const done = await settings.getSetting(MARKER);
  const liveDone = await settings.getSetting(LIVE_MARKER);
  if (done && liveDone) return false;
  await db.transaction().execute(async (trx) => {
    const m = composeModules({ db: trx, config, log: quietLog(), now: () => now });
    if (!done) {
      await seedSite(trx, now);
      await m.identity.seeds.demoUsers(now);
      await m.site.service.setSetting(MARKER, VERSION);
    }
    await seedLive(trx, { live: m.live.service, ports: m.live.ports, ensureDemoUser: m.identity.seeds.ensureDemoUser }, now);
    await m.site.service.setSetting(LIVE_MARKER, VERSION);
  });
  log?.info(done ? 'seeded demo live rooms' : 'seeded site data, demo accounts and live rooms');
  return true;
}
