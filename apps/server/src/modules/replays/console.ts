import { CLIP_ROUTES } from '@sports/contracts';
import { consoleAction, type ConsoleAction } from '../../http/console';
import type { ClipService } from './clips';

/** Replays' operator actions for the console: cutting a highlight from any room's replay. */
export function replayConsoleActions(clips: ClipService): ConsoleAction[] {
  return [
    consoleAction({
      route: CLIP_ROUTES.consoleClipCut,
      permission: 'content.edit',
      async handler(req, ctx) {
        // created_by 0: an operator's cut (the audit log names the operator)
        const c = await clips.create(req.body, 0, { operator: true });
        ctx.note({
          target: `replay:${c.replayId} clip:${c.id}`,
          after: { title: c.title, type: c.type, price: c.price, startMs: req.body.startMs, endMs: req.body.endMs },
        });
        return c;
      },
    }),
  ];
}
