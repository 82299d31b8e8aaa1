import type { Kysely, Selectable } from 'kysely';
import type { TComment, TContentNotice, TMyComment, TPage, TReply } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { paginate } from '../../db/paging';
import { AppError } from '../../http/errors';
import { likedBy, toggleLike, type LikeResult } from './likes';
import { sendNotice, SYSTEM_SENDER } from './notices';
import { CONTENT_RATES, UNKNOWN_USER, type ContentDeps } from './ports';
import { wordFilter } from './words';

type CommentRow = Selectable<Database['content_comment']>;
/** Who a system message is from, as the inbox shows it. */
/** 1 a post, 2 a news article. */
export type TargetType = 1 | 2;

export interface CommentTargets {
  /** The target's author (posts; null for news), or null when there is no such target. */
  find(type: TargetType, id: number): Promise<{ authorId: number | null } | null>;
  /** The target if the user may comment on it or like its comments; throws the reason otherwise. */
  openFor(userId: number, type: TargetType, id: number): Promise<{ authorId: number | null }>;
}

/** Comments and one level of replies on posts and news, their likes and the notices they make. */
export function commentUseCases(db: Kysely<Database>, deps: ContentDeps, targets: CommentTargets) {
  const { ports, limiter, now } = deps;
  const refuseBanned = wordFilter(ports);
  const counter = (type: TargetType) => (type === 1 ? 'content_post' : 'content_info');

  async function present(rows: CommentRow[], viewer: number | null): Promise<TReply[]> {
    const ids = rows.map((r) => Number(r.id));
    const users = await ports.users([
      ...new Set(rows.flatMap((r) => [Number(r.user_id), ...(r.reply_to_user_id === null ? [] : [Number(r.reply_to_user_id)])])),
    ]);
    const liked = await likedBy(db, 'comment', viewer, ids);
    return rows.map((r) => {
      const u = users.get(Number(r.user_id)) ?? UNKNOWN_USER(Number(r.user_id));
      const to = r.reply_to_user_id === null ? null : (users.get(Number(r.reply_to_user_id)) ?? UNKNOWN_USER(Number(r.reply_to_user_id)));
      return {
        id: Number(r.id),
        postId: Number(r.target_id),
        type: Number(r.target_type),
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        userId: u.id,
        nickName: u.nickName,
        portrait: u.portrait,
        replyToNickName: to ? to.nickName : null,
        content: r.content,
        likeCount: Number(r.like_count),
        liked: liked.has(Number(r.id)),
        createdAt: Number(r.created_at),
      };
    });
  }

  return {
    /** Top-level comments, newest first, each with all its replies oldest first. */
    async list(viewer: number | null, type: TargetType, targetId: number, p: number, size: number): Promise<TPage<TComment>> {
      if (!(await targets.find(type, targetId))) throw new AppError(type === 1 ? 'POST_NOT_FOUND' : 'INFO_NOT_FOUND');
      const base = db
        .selectFrom('content_comment')
        .where('target_type', '=', type)
        .where('target_id', '=', targetId)
        .where('parent_id', 'is', null)
        .where('state', '=', 0);
      const { rows, total } = await paginate(base, (b) => b.selectAll().orderBy('id', 'desc'), p, size);
      const replies = rows.length
        ? await db
            .selectFrom('content_comment')
            .selectAll()
            .where(
              'parent_id',
              'in',
              rows.map((r) => Number(r.id)),
            )
            .where('state', '=', 0)
            .orderBy('id')
            .execute()
        : [];
      const shown = await present([...rows, ...replies], viewer);
      const byParent = new Map<number, TReply[]>();
      for (const r of shown) if (r.parentId !== null) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
      const list = shown.filter((r) => r.parentId === null).map((c) => ({ ...c, replies: byParent.get(c.id) ?? [] }));
      return { list, totalNumber: total, page: p, pageSize: size };
    },
    /** A comment, or a reply to one (`commentId`); the author of what is answered gets a notice. */
    async add(userId: number, q: { type: TargetType; postId: number; commentId?: number; content: string }): Promise<TComment> {
      const target = await targets.openFor(userId, q.type, q.postId);
      let parent: CommentRow | undefined;
      if (q.commentId !== undefined) {
        parent = await db.selectFrom('content_comment').selectAll().where('id', '=', q.commentId).where('state', '=', 0).executeTakeFirst();
        if (!parent || Number(parent.target_type) !== q.type || Number(parent.target_id) !== q.postId)
          throw new AppError('COMMENT_NOT_FOUND');
      }
      await ports.mayWrite(userId);
      await refuseBanned(q.content);
      await limiter.enforce(`content:comment:${userId}`, ...CONTENT_RATES.comment, 'COMMENT_TOO_FAST');
      const id = await db.transaction().execute(async (trx) => {
        const r = await trx
          .insertInto('content_comment')
          .values({
            target_type: q.type,
            target_id: q.postId,
            // Replies stay one level deep: a reply to a reply joins its thread, naming whom it answers.
            parent_id: parent ? Number(parent.parent_id ?? parent.id) : null,
            reply_to_user_id: parent ? Number(parent.user_id) : null,
            user_id: userId,
            content: q.content,
            created_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable(counter(q.type))
          .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
          .where('id', '=', q.postId)
          .execute();
        return Number(r.id);
      });
      const to = parent ? Number(parent.user_id) : target.authorId;
      await sendNotice(db, { to, from: userId, kind: 'reply', type: q.type, targetId: q.postId, excerpt: q.content }, now());
      const row = await db.selectFrom('content_comment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const [shown] = await present([row], userId);
      if (!shown) throw new AppError('COMMENT_NOT_FOUND');
      return { ...shown, replies: [] };
    },
    /** Likes once, or takes the like back (see likes.ts); the author hears of a user's first like only. */
    async toggleLike(userId: number, id: number): Promise<LikeResult> {
      const c = await db.selectFrom('content_comment').selectAll().where('id', '=', id).where('state', '=', 0).executeTakeFirst();
      if (!c) throw new AppError('COMMENT_NOT_FOUND');
      await targets.openFor(userId, Number(c.target_type) as TargetType, Number(c.target_id));
      await limiter.enforce(`content:like:${userId}`, ...CONTENT_RATES.like, 'LIKE_TOO_FAST');
      const notice = { to: Number(c.user_id), type: Number(c.target_type), targetId: Number(c.target_id), excerpt: c.content };
      return toggleLike(db, { kind: 'comment', targetId: id, userId, at: now(), notice });
    },
    /** Replies to and likes of what the user wrote, newest first. */
    async notices(userId: number, p: number, size: number, kind?: TContentNotice['kind']): Promise<TPage<TContentNotice>> {
      let base = db.selectFrom('content_notice').where('user_id', '=', userId);
      if (kind) base = base.where('kind', '=', kind);
      const { rows, total } = await paginate(base, (b) => b.selectAll().orderBy('id', 'desc'), p, size);
      const users = await ports.users([...new Set(rows.filter((r) => r.kind !== 'system').map((r) => Number(r.from_user_id)))]);
      const list = rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        fromNickName: r.kind === 'system' ? SYSTEM_SENDER : (users.get(Number(r.from_user_id)) ?? UNKNOWN_USER(0)).nickName,
        postId: Number(r.target_id),
        type: Number(r.target_type),
        excerpt: r.excerpt,
        createdAt: Number(r.created_at),
      }));
      return { list, totalNumber: total, page: p, pageSize: size };
    },
    /** Comments and replies the user wrote, newest first, with the title of what they are on. */
    async mine(userId: number, p: number, size: number): Promise<TPage<TMyComment>> {
      // A comment an operator hid leaves its author's list too (the warning in their inbox says why).
      const base = db.selectFrom('content_comment').where('user_id', '=', userId).where('state', '=', 0);
      const { rows, total } = await paginate(base, (b) => b.selectAll().orderBy('id', 'desc'), p, size);
      const ids = (type: number) => [...new Set(rows.filter((r) => Number(r.target_type) === type).map((r) => Number(r.target_id)))];
      const [postIds, infoIds] = [ids(1), ids(2)];
      const posts = postIds.length
        ? await db.selectFrom('content_post').select(['id', 'title', 'content']).where('id', 'in', postIds).where('state', '=', 0).execute()
        : [];
      const infos = infoIds.length
        ? await db.selectFrom('content_info').select(['id', 'title']).where('id', 'in', infoIds).where('published', '=', 1).execute()
        : [];
      const titles = new Map<string, string>([
        ...posts.map((r) => [`1:${r.id}`, r.title || r.content.slice(0, 30)] as const),
        ...infos.map((r) => [`2:${r.id}`, r.title] as const),
      ]);
      const users = await ports.users([...new Set(rows.flatMap((r) => (r.reply_to_user_id === null ? [] : [Number(r.reply_to_user_id)])))]);
      const list = rows.map((r) => {
        const title = titles.get(`${r.target_type}:${r.target_id}`);
        const to = r.reply_to_user_id === null ? null : (users.get(Number(r.reply_to_user_id)) ?? UNKNOWN_USER(0)).nickName;
        return {
          id: Number(r.id),
          type: Number(r.target_type),
          postId: Number(r.target_id),
          content: r.content,
          replyToNickName: to,
          likeCount: Number(r.like_count),
          targetTitle: title ?? '',
          targetShown: title !== undefined,
          createdAt: Number(r.created_at),
        };
      });
      return { list, totalNumber: total, page: p, pageSize: size };
    },
  };
}
export type CommentUseCases = ReturnType<typeof commentUseCases>;
