import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { CONTENT_RATES, type ContentDeps } from './ports';

/** Viewers report a comment or reply (posts' and news articles'): once per user and comment, never their own. */
export function commentReportUseCases(db: Kysely<Database>, deps: ContentDeps) {
  return {
    async report(userId: number, commentId: number, reason: string): Promise<void> {
      const c = await db
        .selectFrom('content_comment')
        .select('user_id')
        .where('id', '=', commentId)
        .where('state', '=', 0)
        .executeTakeFirst();
      if (!c) throw new AppError('COMMENT_NOT_FOUND');
      if (Number(c.user_id) === userId) throw new AppError('COMMENT_REPORT_OWN');
      const done = await db
        .selectFrom('content_comment_report')
        .select('id')
        .where('user_id', '=', userId)
        .where('comment_id', '=', commentId)
        .executeTakeFirst();
      if (done) throw new AppError('COMMENT_REPORT_ALREADY');
      await deps.limiter.enforce(`content:report:${userId}`, ...CONTENT_RATES.report);
      const stored = await db
        .insertInto('content_comment_report')
        .values({ user_id: userId, comment_id: commentId, reason, created_at: deps.now() })
        .onConflict((oc) => oc.columns(['user_id', 'comment_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!stored) throw new AppError('COMMENT_REPORT_ALREADY'); // the same report sent twice at once
    },
  };
}
