import { CONSOLE_ROUTES, type TConsolePostReport } from '@sports/contracts';
import { consoleAction, type ConsoleAction } from '../../http/console';
import { AppError } from '../../http/errors';

/** What moderation needs of the community (ports wired in compose): its reports and hiding a post. */
export interface ModerationPorts {
  postReports(limit: number): Promise<{ id: number; post_id: number; user_id: number; reason: string; created_at: number }[]>;
  /** False when there is no such post (or it was deleted by its author). */
  setPostHidden(postId: number, hidden: boolean): Promise<boolean>;
  nickNames(userIds: number[]): Promise<Map<number, string>>;
}

/** Viewers' reports of posts in the console, and hiding (or restoring) a post with a reason. */
export function moderationActions(ports: ModerationPorts): ConsoleAction[] {
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consolePostReports,
      permission: 'report.read',
      async handler(): Promise<TConsolePostReport[]> {
        const rows = await ports.postReports(200);
        const nick = await ports.nickNames(rows.map((r) => Number(r.user_id)));
        return rows.map((r) => ({
          id: Number(r.id),
          postId: Number(r.post_id),
          reporterId: Number(r.user_id),
          reporterNick: nick.get(Number(r.user_id)) ?? '',
          reason: r.reason,
          createdAt: Number(r.created_at),
        }));
      },
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
