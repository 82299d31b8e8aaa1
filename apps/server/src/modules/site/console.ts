import { CONSOLE_ROUTES } from '@sports/contracts';
import { consoleAction, type ConsoleAction } from '../../http/console';
import { AppError } from '../../http/errors';
import type { ContentRepository } from './content-repository';

type Repo = ContentRepository;
const hot = (r: NonNullable<Awaited<ReturnType<Repo['hotWord']>>>) => ({
  id: Number(r.id),
  word: r.word,
  rank: Number(r.rank),
  enabled: !!Number(r.enabled),
});
const ann = (r: NonNullable<Awaited<ReturnType<Repo['announcement']>>>) => ({
  id: Number(r.id),
  title: r.title,
  summary: r.summary,
  publishedAt: Number(r.published_at),
  enabled: !!Number(r.enabled),
});
const found = <T>(x: T | undefined): T => {
  if (x === undefined) throw new AppError('CONSOLE_NOT_FOUND');
  return x;
};

/**
 * Site content in the console: hot-search words and announcements (banners and adverts: links-console.ts). The public calls read
 * the same tables on every request, so a change shows on the site at once.
 */
export function siteConsoleActions(repo: Repo, now: () => number = Date.now): ConsoleAction[] {
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleHotWords,
      permission: 'content.read',
      handler: async () => (await repo.hotWords()).map(hot),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleHotWordAdd,
      permission: 'content.edit',
      async handler(req, ctx) {
        const after = hot(found(await repo.hotWord(await repo.addHotWord(req.body.word, req.body.rank))));
        ctx.note({ target: `hot_search:${after.id}`, after });
        return after;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleHotWordEnable,
      permission: 'content.edit',
      async handler(req, ctx) {
        const before = hot(found(await repo.hotWord(req.params.id)));
        await repo.enableHotWord(req.params.id, req.body.enabled);
        const after = { ...before, enabled: req.body.enabled };
        ctx.note({ target: `hot_search:${before.id}`, before, after });
        return after;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleAnnouncements,
      permission: 'content.read',
      handler: async () => (await repo.announcements()).map(ann),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleAnnouncementAdd,
      permission: 'content.edit',
      async handler(req, ctx) {
        const id = await repo.addAnnouncement({ ...req.body, published_at: now() });
        const after = ann(found(await repo.announcement(id)));
        ctx.note({ target: `announcement:${id}`, after });
        return after;
      },
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleAnnouncementEnable,
      permission: 'content.edit',
      async handler(req, ctx) {
        const before = ann(found(await repo.announcement(req.params.id)));
        await repo.enableAnnouncement(req.params.id, req.body.enabled);
        const after = { ...before, enabled: req.body.enabled };
        ctx.note({ target: `announcement:${before.id}`, before, after });
        return after;
      },
    }),
  ];
}
