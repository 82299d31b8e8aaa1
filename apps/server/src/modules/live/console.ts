import { CONSOLE_ROUTES } from '@sports/contracts';
import { consoleAction, type ConsoleAction } from '../../http/console';
import type { LiveService } from './service';

/** Live's operator actions for the console: anchor applications (reports of rooms: console-reports.ts). */
export function liveConsoleActions(live: LiveService): ConsoleAction[] {
  return [
    consoleAction({ route: CONSOLE_ROUTES.consoleApplications, permission: 'anchor.read', handler: () => live.pendingApplications() }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleApplicationApprove,
      permission: 'anchor.review',
      async handler(req, ctx) {
        const r = await live.reviewUser(req.body.userId, true);
        ctx.note({ target: `user:${req.body.userId}`, before: { state: 'pending' }, after: { state: 'approved', roomId: r.roomId } });
        return r;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleApplicationReject,
      permission: 'anchor.review',
      async handler(req, ctx) {
        await live.reviewUser(req.body.userId, false, req.body.reason);
        ctx.note({
          target: `user:${req.body.userId}`,
          before: { state: 'pending' },
          after: { state: 'rejected', reason: req.body.reason },
        });
        return { ok: true as const };
      },
    }),
  ];
}
