import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/schema';
import { siteRepository } from './repository';
import { siteAapiRoutes, siteApiRoutes, siteTapiRoutes } from './routes';
import { siteService } from './service';

export { siteCommands } from './admin';
export { seedSite } from './seed';
export type { SiteService } from './service';

/** The site capability wired up: configuration, navigation, content and settings, with its route plugins. */
export function siteModule(db: Kysely<Database>, config: Pick<AppConfig, 'brand' | 'encryptionKey'>) {
  const service = siteService(siteRepository(db), config.brand, { encryptionKey: config.encryptionKey });
  return { service, tapi: siteTapiRoutes(service), aapi: siteAapiRoutes(service), api: siteApiRoutes(service) };
}
export type SiteModule = ReturnType<typeof siteModule>;
