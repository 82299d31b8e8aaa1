import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { composeModules, quietLog } from '../../compose';
import { loadConfig, type AppConfig } from '../../config/env';
import type { Database } from '../schema';
import { seedSite } from '../../modules/site';
import { seedLive } from '../../modules/live';
import { seedContent } from '../../modules/content';
import { DEMO_EXPERTS, seedExperts } from '../../modules/experts';

const MARKER = 'seed.demo.version';
const VERSION = '1';
/** Live rooms came later than the first demo data; their own marker lets older databases get them. */
const LIVE_MARKER = 'seed.live.version';
/** News and community came later still. */
const CONTENT_MARKER = 'seed.content.version';
/** Demo expert plans (issue 13), on the simulator's matches and settled by their results. */
const EXPERTS_MARKER = 'seed.experts.version';

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
  const contentDone = await settings.getSetting(CONTENT_MARKER);
  const expertsDone = await settings.getSetting(EXPERTS_MARKER);
  if (done && liveDone && contentDone && expertsDone) return false;
  if (!done || !liveDone || !contentDone)
    await db.transaction().execute(async (trx) => {
      const m = composeModules({ db: trx, config, log: quietLog(), now: () => now });
      if (!done) {
        await seedSite(trx, now);
        await m.identity.seeds.demoUsers(now);
        await m.site.service.setSetting(MARKER, VERSION);
      }
      if (!liveDone) {
        await seedLive(trx, { live: m.live.service, ports: m.live.ports, ensureDemoUser: m.identity.seeds.ensureDemoUser }, now);
        await m.site.service.setSetting(LIVE_MARKER, VERSION);
      }
      if (!contentDone) {
        // Articles are dated by the wall clock (the feed's clock may run ahead of it in a simulation).
        await seedContent({ content: m.content.service, ensureDemoUser: m.identity.seeds.ensureDemoUser }, Date.now());
        await m.site.service.setSetting(CONTENT_MARKER, VERSION);
      }
    });
  if (!expertsDone) {
    // Outside the transaction above: publishing and settling open their own (money) transactions.
    const m = composeModules({ db, config, log: quietLog(), now: () => now });
    const expertUser = await db.selectFrom('app_user').select('id').where('username', '=', 'expert').executeTakeFirst();
    const experts = [
      ...(expertUser ? [{ id: Number(expertUser.id), style: 'mixed' as const }] : []),
      ...(await Promise.all(
        DEMO_EXPERTS.map(async (e) => ({
          id: (
            await m.identity.seeds.ensureDemoUser(
              { mobile: e.mobile, nick: e.nick, level: 8, isAnchor: false, description: e.description, fans: 0 },
              now,
            )
          ).id,
          style: e.style,
        })),
      )),
    ];
    const r = await seedExperts({ service: m.experts.service, ports: m.expertPorts, experts }, now);
    await m.site.service.setSetting(EXPERTS_MARKER, VERSION);
    log?.info(r, 'seeded demo expert plans');
  }
  log?.info(done ? 'seeded demo live rooms' : 'seeded site data, demo accounts and live rooms');
  return true;
}
