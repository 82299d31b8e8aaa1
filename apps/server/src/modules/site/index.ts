import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import { rateLimiter } from '../../http/rate-limit';
import { hotSearchUseCases } from './hot-search';
import { aboutConsoleActions } from './about-console';
import { siteConsoleActions } from './console';
import { contentRepository } from './content-repository';
import { linkConsoleActions } from './links-console';
import { siteRepository } from './repository';
import { siteAapiRoutes, siteApiRoutes, siteTapiRoutes } from './routes';
import { siteService } from './service';

export { siteCommands } from './admin';
export { seedSite } from './seed';
export type { SiteService } from './service';

/**
 * The site capability wired up: configuration, navigation, content and settings, with its route
 * plugins. `textOnly` (content's sanitiser) strips markup from about pages operators write.
 */
export function siteModule(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'brand' | 'encryptionKey'>,
  deps: { limiter?: RateLimiter; now?: () => number; textOnly: (s: string) => string },
) {
  const service = siteService(siteRepository(db), config.brand, { encryptionKey: config.encryptionKey });
  const hotSearch = hotSearchUseCases(db, { limiter: deps.limiter ?? rateLimiter(), now: deps.now ?? Date.now });
  return {
    service,
    hotSearch,
    tapi: siteTapiRoutes(service),
    aapi: siteAapiRoutes(service),
    api: siteApiRoutes(service, hotSearch),
    /** The console's content screens (decision 0028). */
    console: [...siteConsoleActions(contentRepository(db)), ...linkConsoleActions(db), ...aboutConsoleActions(db, deps.textOnly)],
  };
}
export type SiteModule = ReturnType<typeof siteModule>;
