import { CONSOLE_ROUTES, type TConsoleAboutPage } from '@sports/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { consoleAction, type ConsoleAction } from '../../http/console';
import { AppError } from '../../http/errors';

const present = (r: { id: string; title: string; body: string; updated_at: number }): TConsoleAboutPage => ({
  id: r.id,
  title: r.title,
  body: r.body,
  updatedAt: Number(r.updated_at),
});

/**
 * The about pages in the console: title and body of each /about page. The body is plain text
 * (paragraphs split by a blank line, rendered escaped); `textOnly` removes any markup on save.
 * The page reads the row on every request, so an edit shows at once.
 */
export function aboutConsoleActions(db: Kysely<Database>, textOnly: (s: string) => string, now: () => number = Date.now): ConsoleAction[] {
  const find = async (q: Kysely<Database>, id: string) => {
    const r = await q.selectFrom('about_page').select(['id', 'title', 'body', 'updated_at']).where('id', '=', id).executeTakeFirst();
    if (!r) throw new AppError('NOT_FOUND', '页面不存在');
    return present(r);
  };
  return [
    consoleAction({
      route: CONSOLE_ROUTES.consoleAboutPages,
      permission: 'content.read',
      handler: async () =>
        (await db.selectFrom('about_page').select(['id', 'title', 'body', 'updated_at']).orderBy('sort').orderBy('id').execute()).map(
          present,
        ),
    }),
    consoleAction({
      route: CONSOLE_ROUTES.consoleAboutUpdate,
      permission: 'content.edit',
      atomic: true,
      handler: (req, ctx) =>
        db.transaction().execute(async (trx) => {
          const before = await find(trx, req.params.id);
          const title = textOnly(req.body.title).trim();
          const body = textOnly(req.body.body).replace(/\r\n?/g, '\n').trim();
          if (!title) throw new AppError('BAD_REQUEST', '请填写标题');
          if (!body) throw new AppError('BAD_REQUEST', '请填写正文');
          await trx.updateTable('about_page').set({ title, body, updated_at: now() }).where('id', '=', req.params.id).execute();
          const after = await find(trx, req.params.id);
          await ctx.commit(trx, { target: `about_page:${after.id}`, before, after });
          return after;
        }),
    }),
  ];
}
