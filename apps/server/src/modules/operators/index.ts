import type { Kysely } from 'kysely';
import type { TConsoleDashboard } from '@sports/contracts';
import type { Database } from '../../db/schema';
import type { ConsoleAction } from '../../http/console';
import type { RateLimiter } from '../../http/rate-limit';
import { operatorsActions } from './actions';
import { operatorsRepository } from './repository';
import { consoleRoutes } from './routes';
import { operatorsService } from './service';

export { operatorCommands } from './admin';
export { weekFigures } from './dashboard';
export { moderationActions, openReportCount, type ModerationPorts } from './moderation';
export { OPERATOR_COOKIE, OPERATOR_HEADER } from './routes';
export { totpCode } from './secrets';
export type { OperatorsService } from './service';

/**
 * Operator accounts, console sessions, permissions and the audit log (issue 15, decision 0028).
 * `capi(actions)` registers the console: its own calls and every capability's declared actions.
 */
export function operatorsModule(
  db: Kysely<Database>,
  deps: { limiter?: RateLimiter; now?: () => number; dashboard(): Promise<TConsoleDashboard> },
) {
  const service = operatorsService(operatorsRepository(db), { limiter: deps.limiter, now: deps.now });
  const own = operatorsActions(service, { dashboard: deps.dashboard });
  return {
    service,
    capi: (actions: ConsoleAction[]) => consoleRoutes(service, [...own, ...actions]),
  };
}
export type OperatorsModule = ReturnType<typeof operatorsModule>;
