import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../schema';
import { seedIdentity } from '../../modules/identity/seed';
import { seedSite } from '../../modules/site/seed';

const MARKER = 'seed.demo.version';
const VERSION = '1';

/** Seeds demo data once, on the first start of an empty database. Returns whether it seeded. */
export async function seedDemoData(db: Kysely<Database>, log?: Pick<FastifyBaseLogger, 'info'>): Promise<boolean> {
  const done = await db.selectFrom('site_setting').select('value').where('key', '=', MARKER).executeTakeFirst();
  if (done) return false;
  await db.transaction().execute(async (trx) => {
    await seedSite(trx);
    await seedIdentity(trx);
    await trx.insertInto('site_setting').values({ key: MARKER, value: VERSION }).execute();
  });
  log?.info('seeded site data and demo accounts');
  return true;
}
