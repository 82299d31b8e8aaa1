import { CONSOLE_ROUTES, type TConsoleDashboard } from '@sports/contracts';
import { consoleAction, type ConsoleAction } from '../../http/console';
import type { OperatorsService } from './service';

/** The console's own screens: the dashboard (figures from the other capabilities' ports) and the audit log. */
export function operatorsActions(service: OperatorsService, ports: { dashboard(): Promise<TConsoleDashboard> }): ConsoleAction[] {
  return [
    consoleAction({ route: CONSOLE_ROUTES.consoleDashboard, permission: 'dashboard.read', handler: () => ports.dashboard() }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleAudit,
      permission: 'audit.read',
      handler: async (req) => service.auditLog(req.query.page, req.query.pageSize, req.query.operator || undefined),
    }),
  ];
}
