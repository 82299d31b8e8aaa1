import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RateLimiter } from '../../http/rate-limit';
import type { ContentPorts } from './ports';
import { contentConsoleActions } from './console';
import { contentTapiRoutes } from './routes';
import { contentService } from './service';

export { contentCommands } from './admin';
export { seedContent } from './seed';
export type { ContentPorts, ContentUser } from './ports';
export { sanitizeBody, textOnly } from './sanitize';

/** The content capability wired up: news, community, comments and favourites, with their routes and console actions. */
export function contentModule(db: Kysely<Database>, deps: { ports: ContentPorts; limiter: RateLimiter; now?: () => number }) {
  const service = contentService(db, { ports: deps.ports, limiter: deps.limiter, now: deps.now ?? Date.now });
  return { service, tapi: contentTapiRoutes(service), console: contentConsoleActions(service, deps) };
}
export type ContentModule = ReturnType<typeof contentModule>;
