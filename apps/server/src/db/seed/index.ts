import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../schema';
import { seedIdentity } from '../../modules/identity/seed';
import { seedSite } from '../../modules/site/seed';
import { seedLive } from '../../modules/live/seed';

const MARKER = 'seed.demo.version';
const VERSION = '1';
/** Live rooms came later than the first demo data; their own marker lets older databases get them. */
const LIVE_MARKER = 'seed.live.version';

/**
 * Seeds demo data once, on the first start of an empty database. Returns whether it seeded.
 * `now` is the product's clock (the feed's): demo rooms are booked to its next matches.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  log?: Pick<FastifyBaseLogger, 'info'>,
  now: number = Date.now(),
): Promise<boolean> {
  const done = await db.selectFrom('site_setting').select('value').where('key', '=', MARKER).executeTakeFirst();
  const liveDone = await db.selectFrom('site_setting').select('value').where('key', '=', LIVE_MARKER).executeTakeFirst();
  if (done && liveDone) return false;
  await db.transaction().execute(async (trx) => {
    if (!done) {
      await seedSite(trx, now);
      await seedIdentity(trx, now);
      await trx.insertInto('site_setting').values({ key: MARKER, value: VERSION }).execute();
    }
    await seedLive(trx, now);
    await trx.insertInto('site_setting').values({ key: LIVE_MARKER, value: VERSION }).execute();
  });
  log?.info(done ? 'seeded demo live rooms' : 'seeded site data, demo accounts and live rooms');
  return true;
}
