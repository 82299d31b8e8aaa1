import { CONSOLE_ROUTES, REPORT_KINDS, type TReportKind } from '@sports/contracts';
import { consoleAction, type ConsoleAction, type ReportDesk } from '../../http/console';
import { AppError } from '../../http/errors';

/** How many reports one queue page shows (newest first). */
const QUEUE_LIMIT = 200;

/** What moderation needs of the other capabilities (wired in compose): each kind's report queue, and hiding a post. */
export interface ModerationPorts {
  desks: Record<TReportKind, ReportDesk>;
  /** False when there is no such post (or it was deleted by its author). */
  setPostHidden(postId: number, hidden: boolean): Promise<boolean>;
}

/**
 * Viewers' reports in the console, one queue per kind (rooms, posts, comments) with one set of acts,
 * each kind served by the capability that owns it; and hiding (or restoring) a post by hand.
 */
export function moderationActions(ports: ModerationPorts): ConsoleAction[] {
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleReports,
      permission: 'report.read',
      handler: (req) => ports.desks[req.query.kind].list(req.query.state, QUEUE_LIMIT),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleReportAct,
      permission: 'report.act',
      // Each desk writes its audit entry in the transaction that settles the reports (ctx.commit).
      atomic: true,
      handler: (req, ctx) => ports.desks[req.params.kind].act(req.params.id, req.body, ctx),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consolePostHide,
      permission: 'report.act',
      async handler(req, ctx) {
        const { hidden, reason } = req.body;
        if (!(await ports.setPostHidden(req.params.id, hidden))) throw new AppError('CONSOLE_NOT_FOUND');
        ctx.note({ target: `post:${req.params.id}`, before: { hidden: !hidden }, after: { hidden, reason } });
        return { postId: req.params.id, hidden };
      },
    }),
  ];
}

/** Open reports of every kind (the dashboard). */
export async function openReportCount(desks: Record<TReportKind, ReportDesk>): Promise<number> {
  let n = 0;
  for (const kind of REPORT_KINDS) n += await desks[kind].openCount();
  return n;
}
