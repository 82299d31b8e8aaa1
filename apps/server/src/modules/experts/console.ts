import { CONSOLE_ROUTES } from '@sports/contracts';
import { consoleAction, type ConsoleAction } from '../../http/console';
import type { ExpertPorts } from './ports';
import type { ExpertService } from './service';

/** The expert applications queue in the console, through the same review the CLI uses. */
export function expertConsoleActions(service: ExpertService, ports: Pick<ExpertPorts, 'users'>): ConsoleAction[] {
  const apps = service.applications;
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleExpertApplications,
      permission: 'expert.read',
      async handler() {
        const list = await apps.list('pending');
        const who = await ports.users(list.map((a) => a.userId));
        return list.map((a) => ({ ...a, nickName: who.get(a.userId)?.nickName ?? '' }));
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleExpertApprove,
      permission: 'expert.review',
      async handler(req, ctx) {
        const r = await apps.approve(req.params.id);
        ctx.note({ target: `expert_application:${r.id} user:${r.userId}`, before: { status: 'pending' }, after: { status: 'approved' } });
        return r;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleExpertReject,
      permission: 'expert.review',
      async handler(req, ctx) {
        const r = await apps.reject(req.params.id, req.body.reason);
        ctx.note({
          target: `expert_application:${r.id} user:${r.userId}`,
          before: { status: 'pending' },
          after: { status: 'rejected', note: req.body.reason },
        });
        return r;
      },
    }),
  ];
}
