import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import { rateLimiter } from '../../http/rate-limit';
import { sharedAnswers } from '../../http/shared-answers';
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
 * A kept public answer is also rebuilt after this long, for what changes with time alone (the
 * day's hot searches, an announcement's publish time).
 */
export const SITE_ANSWER_MAX_AGE_MS = 2000;

/**
 * The site capability wired up: configuration, navigation, content and settings, with its route
 * plugins. `textOnly` (content's sanitiser) strips markup from about pages operators write.
 */
export function siteModule(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'brand' | 'encryptionKey'>,
  deps: { limiter?: RateLimiter; now?: () => number; textOnly: (s: string) => string },
) {
  const repo = siteRepository(db);
  const service = siteService(repo, config.brand, { encryptionKey: config.encryptionKey });
  const hotSearch = hotSearchUseCases(db, { limiter: deps.limiter ?? rateLimiter(), now: deps.now ?? Date.now });
  const kept = sharedAnswers(() => repo.contentVersion(), { maxAgeMs: SITE_ANSWER_MAX_AGE_MS, maxEntries: 200 });
  return {
    service,
    hotSearch,
    tapi: siteTapiRoutes(service, kept),
    aapi: siteAapiRoutes(service, kept),
    api: siteApiRoutes(service, hotSearch, kept),
    /** The console's content screens (decision 0028). */
    console: [...siteConsoleActions(contentRepository(db)), ...linkConsoleActions(db), ...aboutConsoleActions(db, deps.textOnly)],
  };
}
export type SiteModule = ReturnType<typeof siteModule>;
