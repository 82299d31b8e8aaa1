import type { Kysely } from 'kysely';
import type { TInfoDetail, TInfoItem, TPage, TPost } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { paginate } from '../../db/paging';
import { AppError } from '../../http/errors';
import { circleUseCases } from './circles';
import { commentReportUseCases } from './comment-report';
import { commentUseCases } from './comments';
import { newsUseCases } from './news';
import { newsEditor } from './news-editor';
import { sendSystemNotice } from './notices';
import type { ContentDeps } from './ports';
import { postUseCases } from './posts';
import { contentReportDesks } from './report-desk';

/**
 * The content capability: news written by operators, the community's circles and posts, comments
 * with replies on both, likes, favourites and notices. Every write checks its rules and limits
 * here; the routes only parse and pass the caller.
 */
export function contentService(db: Kysely<Database>, deps: ContentDeps) {
  const news = newsUseCases(db, deps.now);
  const editor = newsEditor(db, deps.now);
  const circles = circleUseCases(db);
  const posts = postUseCases(db, deps, circles);
  const comments = commentUseCases(db, deps, {
    async find(type, id) {
      if (type === 1) {
        const p = await posts.exists(id);
        return p ? { authorId: p.userId } : null;
      }
      return (await news.exists(id)) ? { authorId: null } : null;
    },
    async openFor(userId, type, id) {
      if (type === 1) return { authorId: Number((await posts.openFor(userId, id)).user_id) };
      if (!(await news.exists(id))) throw new AppError('INFO_NOT_FOUND');
      return { authorId: null };
    },
  });

  return {
    news,
    /** Operators' writing and publishing of news (the console and the CLI). */
    editor,
    circles,
    posts,
    comments,
    commentReports: commentReportUseCases(db, deps),
    /** The console's queues of reported posts and comments. */
    reportDesks: contentReportDesks(db, deps),
    /** A system message (an operator's warning) in the user's notices, inside the caller's transaction `trx`. */
    systemNotice: (trx: Kysely<Database>, userId: number, text: string) =>
      sendSystemNotice(trx, { to: userId, text, type: 0, targetId: 0 }, deps.now()),
    async infoDetail(viewer: number | null, id: number): Promise<TInfoDetail> {
      const d = await news.detail(id);
      const collected =
        viewer !== null &&
        Boolean(
          await db
            .selectFrom('content_collect')
            .select('id')
            .where('user_id', '=', viewer)
            .where('type', '=', 1)
            .where('target_id', '=', id)
            .executeTakeFirst(),
        );
      return { ...d, collected };
    },
    /** The author's like notice is stored by the like itself, once per user and post. */
    async likePost(userId: number, id: number) {
      return posts.toggleLike(userId, id);
    },
    /** Adds (flag 1) or removes (flag 0) a favourite; adding twice keeps one. */
    async collect(userId: number, q: { collectId: number; flag: number; type: number }): Promise<{ collected: boolean }> {
      if (q.flag === 0) {
        await db
          .deleteFrom('content_collect')
          .where('user_id', '=', userId)
          .where('type', '=', q.type)
          .where('target_id', '=', q.collectId)
          .execute();
        return { collected: false };
      }
      const exists = q.type === 1 ? await news.exists(q.collectId) : Boolean(await posts.exists(q.collectId));
      if (!exists) throw new AppError(q.type === 1 ? 'INFO_NOT_FOUND' : 'POST_NOT_FOUND');
      await db
        .insertInto('content_collect')
        .values({ user_id: userId, type: q.type, target_id: q.collectId, created_at: deps.now() })
        .onConflict((oc) => oc.columns(['user_id', 'type', 'target_id']).doNothing())
        .execute();
      return { collected: true };
    },
    /** The user's favourites, newest first; ones taken off the site are left out. */
    async myCollect(userId: number, q: { type: number; page: number; pageSize: number }): Promise<TPage<TInfoItem | TPost>> {
      const base = db.selectFrom('content_collect').where('user_id', '=', userId).where('type', '=', q.type);
      const { rows, total } = await paginate(base, (b) => b.select('target_id').orderBy('id', 'desc'), q.page, q.pageSize);
      const ids = rows.map((r) => Number(r.target_id));
      const found: Map<number, TInfoItem | TPost> = q.type === 1 ? await news.items(ids) : await posts.items(userId, ids);
      return { list: ids.flatMap((id) => found.get(id) ?? []), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
