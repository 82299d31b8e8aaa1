import { CONSOLE_ROUTES } from '@sports/contracts';
import { consoleAction, type ConsoleAction, type ConsoleContext } from '../../http/console';
import type { RateLimiter } from '../../http/rate-limit';
import type { CircleAudit } from './circles';
import type { NewsAudit } from './news-editor';
import { CONTENT_RATES, type ContentPorts } from './ports';
import type { ContentService } from './service';

/** Each write's audit entry commits in the write's own transaction (decision 0028). */
const newsAudit =
  (ctx: ConsoleContext): NewsAudit =>
  (trx, c) =>
    ctx.commit(trx, { target: `content_info:${c.id}`, before: c.before ?? undefined, after: c.after });
const circleAudit =
  (ctx: ConsoleContext): CircleAudit =>
  (trx, c) =>
    ctx.commit(trx, { target: `content_circle:${c.id}`, before: c.before ?? undefined, after: c.after });

/**
 * News and circles in the console, through the same editor functions as `npm run admin -- news …`
 * and `community circle add`. The site reads the same rows on every call, so a change (or a
 * scheduled time coming) shows without a restart.
 */
export function contentConsoleActions(
  svc: ContentService,
  deps: { ports: Pick<ContentPorts, 'saveOperatorImages'>; limiter: RateLimiter },
): ConsoleAction[] {
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleNews,
      permission: 'content.read',
      handler: (req) => svc.editor.list(req.query),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleNewsDetail,
      permission: 'content.read',
      handler: (req) => svc.editor.detail(req.params.id),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleNewsCreate,
      permission: 'content.edit',
      atomic: true,
      handler: (req, ctx) => svc.editor.create({ ...req.body, authorName: ctx.operator.name }, newsAudit(ctx)),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleNewsUpdate,
      permission: 'content.edit',
      atomic: true,
      handler: async (req, ctx) => {
        const current = await svc.editor.detail(req.params.id);
        return svc.editor.update(req.params.id, { ...req.body, authorName: current.authorName }, newsAudit(ctx));
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleNewsPublish,
      permission: 'content.edit',
      atomic: true,
      handler: (req, ctx) => svc.editor.publish(req.params.id, req.body, newsAudit(ctx)),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleImages,
      permission: 'content.edit',
      async handler(req, ctx) {
        await deps.limiter.enforce(`console:upload:${ctx.operator.id}`, ...CONTENT_RATES.upload);
        const urls = await deps.ports.saveOperatorImages(req.body.files);
        ctx.note({ target: `upload:${urls.join(',')}`, after: { urls } });
        return urls;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleCircles,
      permission: 'content.read',
      handler: () => svc.circles.all(),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleCircleCreate,
      permission: 'content.edit',
      atomic: true,
      handler: (req, ctx) => svc.circles.create(req.body, circleAudit(ctx)),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleCircleUpdate,
      permission: 'content.edit',
      atomic: true,
      handler: (req, ctx) => svc.circles.update(req.params.id, req.body, circleAudit(ctx)),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleCircleEnable,
      permission: 'content.edit',
      atomic: true,
      handler: (req, ctx) => svc.circles.enable(req.params.id, req.body.enabled, circleAudit(ctx)),
    }),
  ];
}
