import type { Kysely, Selectable } from 'kysely';
import type { TPage, TPost } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { containsWord } from '../../db/like';
import { paginate } from '../../db/paging';
import { AppError } from '../../http/errors';
import type { CircleUseCases } from './circles';
import { likedBy, toggleLike, type LikeResult } from './likes';
import { CONTENT_RATES, POST_IMAGE_RE, UNKNOWN_USER, type ContentDeps } from './ports';
import { wordFilter } from './words';

type PostRow = Selectable<Database['content_post']> & { circle_name: string };

function one(posts: TPost[]): TPost {
  const [p] = posts;
  if (!p) throw new AppError('POST_NOT_FOUND');
  return p;
}

function parseImages(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** Circles and posts: write (text + up to 9 images), lists, detail, likes, shield, report, delete. */
export function postUseCases(db: Kysely<Database>, deps: ContentDeps, circles: Pick<CircleUseCases, 'openForPosts'>) {
  const { ports, limiter, now } = deps;
  const refuseBanned = wordFilter(ports);
  const shown = () => db.selectFrom('content_post as p').innerJoin('content_circle as c', 'c.id', 'p.circle_id').where('p.state', '=', 0);
  /** Posts the viewer shielded, reported or whose author they shielded leave their view. */
  const forViewer = (q: ReturnType<typeof shown>, viewer: number | null) =>
    viewer === null
      ? q
      : q
          .where(
            'p.id',
            'not in',
            db
              .selectFrom('content_shield')
              .select('post_id')
              .where('user_id', '=', viewer)
              .where('post_id', 'is not', null)
              .$castTo<number>(),
          )
          .where(
            'p.user_id',
            'not in',
            db
              .selectFrom('content_shield')
              .select('author_id')
              .where('user_id', '=', viewer)
              .where('author_id', 'is not', null)
              .$castTo<number>(),
          )
          .where('p.id', 'not in', db.selectFrom('content_report').select('post_id').where('user_id', '=', viewer));
  const columns = [
    'p.id',
    'p.circle_id',
    'p.user_id',
    'p.title',
    'p.content',
    'p.images',
    'p.like_count',
    'p.comment_count',
    'p.state',
    'p.created_at',
    'c.name as circle_name',
  ] as const;

  async function present(rows: PostRow[], viewer: number | null): Promise<TPost[]> {
    const users = await ports.users([...new Set(rows.map((r) => Number(r.user_id)))]);
    const ids = rows.map((r) => Number(r.id));
    const liked = await likedBy(db, 'post', viewer, ids);
    return rows.map((r) => {
      const u = users.get(Number(r.user_id)) ?? UNKNOWN_USER(Number(r.user_id));
      return {
        id: Number(r.id),
        circleId: Number(r.circle_id),
        circleName: r.circle_name,
        userId: u.id,
        nickName: u.nickName,
        portrait: u.portrait,
        isAnchor: u.isAnchor,
        title: r.title,
        content: r.content,
        images: parseImages(r.images),
        likeCount: Number(r.like_count),
        commentCount: Number(r.comment_count),
        liked: liked.has(Number(r.id)),
        mine: viewer === Number(r.user_id),
        createdAt: Number(r.created_at),
      };
    });
  }

  async function page(q: ReturnType<typeof shown>, viewer: number | null, p: number, size: number, word?: string): Promise<TPage<TPost>> {
    const { rows, total } = await paginate(
      q,
      (b) => {
        let s = b.select([...columns]);
        if (word) s = s.orderBy((eb) => eb.case().when(containsWord('p.title', word)).then(0).else(1).end());
        return s.orderBy('p.id', 'desc');
      },
      p,
      size,
    );
    return { list: await present(rows, viewer), totalNumber: total, page: p, pageSize: size };
  }

  async function postOrThrow(id: number) {
    const row = await shown()
      .select([...columns])
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('POST_NOT_FOUND');
    return row;
  }

  /** Why a post is hidden from the viewer by their own shield or report, if it is. */
  async function hiddenBy(viewer: number, post: PostRow): Promise<'post' | 'author' | 'report' | null> {
    const shields = await db
      .selectFrom('content_shield')
      .select(['post_id', 'author_id'])
      .where('user_id', '=', viewer)
      .where((eb) => eb.or([eb('post_id', '=', Number(post.id)), eb('author_id', '=', Number(post.user_id))]))
      .execute();
    if (shields.some((s) => s.post_id !== null)) return 'post';
    if (shields.length) return 'author';
    const report = await db
      .selectFrom('content_report')
      .select('id')
      .where('user_id', '=', viewer)
      .where('post_id', '=', Number(post.id))
      .executeTakeFirst();
    return report ? 'report' : null;
  }

  /**
   * A post the user may like or comment on: not deleted, not hidden by an operator, and not
   * shielded or reported by the user (each refused with its own message).
   */
  async function openFor(userId: number, id: number): Promise<PostRow> {
    const row = await db
      .selectFrom('content_post as p')
      .innerJoin('content_circle as c', 'c.id', 'p.circle_id')
      .select([...columns])
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!row || Number(row.state) === 1) throw new AppError('POST_NOT_FOUND');
    if (Number(row.state) === 2) throw new AppError('POST_HIDDEN');
    const why = await hiddenBy(userId, row);
    if (why === 'report') throw new AppError('POST_REPORTED_ACT');
    if (why) throw new AppError('POST_SHIELDED_ACT');
    return row;
  }

  return {
    openFor,
    async uploadImages(userId: number, files: string[]): Promise<string[]> {
      await limiter.enforce(`content:upload:${userId}`, ...CONTENT_RATES.upload, 'POST_TOO_FAST');
      return ports.saveImages(userId, files);
    },
    async save(userId: number, input: { circleId: number; content: string; title: string; images: string[] }): Promise<TPost> {
      await circles.openForPosts(input.circleId);
      if (input.images.some((u) => !POST_IMAGE_RE.test(u))) throw new AppError('POST_IMAGE_INVALID');
      await ports.mayWrite(userId);
      await refuseBanned(input.title, input.content);
      await limiter.enforce(`content:post:${userId}`, ...CONTENT_RATES.post, 'POST_TOO_FAST');
      const r = await db
        .insertInto('content_post')
        .values({
          circle_id: input.circleId,
          user_id: userId,
          title: input.title,
          content: input.content,
          images: JSON.stringify([...new Set(input.images)]),
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return one(await present([await postOrThrow(Number(r.id))], userId));
    },
    async listGeneral(
      viewer: number | null,
      q: { circleId?: number; keyword?: string; page: number; pageSize: number },
    ): Promise<TPage<TPost>> {
      let query = forViewer(shown(), viewer);
      if (q.circleId) query = query.where('p.circle_id', '=', q.circleId);
      const word = q.keyword?.trim();
      if (word) query = query.where((eb) => eb.or([containsWord('p.title', word), containsWord('p.content', word)]));
      return page(query, viewer, q.page, q.pageSize, word || undefined);
    },
    async listByUser(viewer: number | null, userId: number, p: number, size: number): Promise<TPage<TPost>> {
      return page(forViewer(shown(), viewer).where('p.user_id', '=', userId), viewer, p, size);
    },
    /** A post by its URL; one the viewer shielded or reported (or whose author they shielded) says so instead. */
    async detail(viewer: number | null, id: number): Promise<TPost> {
      const row = await postOrThrow(id);
      const why = viewer === null ? null : await hiddenBy(viewer, row);
      if (why) throw new AppError(why === 'post' ? 'POST_SHIELDED' : why === 'author' ? 'POST_AUTHOR_SHIELDED' : 'POST_REPORTED');
      return one(await present([row], viewer));
    },
    async exists(id: number): Promise<{ userId: number } | null> {
      const r = await shown().select('p.user_id').where('p.id', '=', id).executeTakeFirst();
      return r ? { userId: Number(r.user_id) } : null;
    },
    async items(viewer: number, ids: number[]): Promise<Map<number, TPost>> {
      if (!ids.length) return new Map();
      const rows = await shown()
        .select([...columns])
        .where('p.id', 'in', ids)
        .execute();
      return new Map((await present(rows, viewer)).map((p) => [p.id, p]));
    },
    /** Likes once, or takes the like back (see likes.ts); the author hears of a user's first like only. */
    async toggleLike(userId: number, id: number): Promise<LikeResult> {
      const post = await openFor(userId, id);
      await limiter.enforce(`content:like:${userId}`, ...CONTENT_RATES.like, 'LIKE_TOO_FAST');
      const notice = { to: Number(post.user_id), type: 1, targetId: id, excerpt: post.title || post.content.slice(0, 30) };
      return toggleLike(db, { kind: 'post', targetId: id, userId, at: now(), notice });
    },
    /** Shields a post, an author or both for the user; shielding again changes nothing (unique indexes of 0027). */
    async shield(userId: number, q: { postId?: number; authorId?: number }): Promise<void> {
      if (q.authorId === userId) throw new AppError('SHIELD_SELF');
      if (q.postId !== undefined) await postOrThrow(q.postId);
      const rows = [
        { user_id: userId, post_id: q.postId ?? null, author_id: null, created_at: now() },
        { user_id: userId, post_id: null, author_id: q.authorId ?? null, created_at: now() },
      ].filter((r) => r.post_id !== null || r.author_id !== null);
      if (rows.length)
        await db
          .insertInto('content_shield')
          .values(rows)
          .onConflict((oc) => oc.doNothing())
          .execute();
    },
    async report(userId: number, postId: number, reason: string): Promise<void> {
      await postOrThrow(postId);
      const done = await db
        .selectFrom('content_report')
        .select('id')
        .where('user_id', '=', userId)
        .where('post_id', '=', postId)
        .executeTakeFirst();
      if (done) throw new AppError('REPORT_ALREADY');
      await limiter.enforce(`content:report:${userId}`, ...CONTENT_RATES.report);
      const stored = await db
        .insertInto('content_report')
        .values({ user_id: userId, post_id: postId, reason, created_at: now() })
        .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!stored) throw new AppError('REPORT_ALREADY'); // a concurrent report of the same post got in first
    },
    async deleteOwn(userId: number, postId: number): Promise<void> {
      const post = await postOrThrow(postId);
      if (Number(post.user_id) !== userId) throw new AppError('POST_NOT_OWN');
      await db.updateTable('content_post').set({ state: 1 }).where('id', '=', postId).execute();
    },
    async feedback(userId: number, content: string, contact: string): Promise<void> {
      await limiter.enforce(`content:feedback:${userId}`, ...CONTENT_RATES.feedback, 'FEEDBACK_TOO_FAST');
      await db.insertInto('content_feedback').values({ user_id: userId, content, contact, created_at: now() }).execute();
    },

    // ---- operators
    /** A post of the demo seed, written as of `createdAt` (no limits: not a user's request). */
    async seedPost(p: { circleId: number; userId: number; title: string; content: string; createdAt: number }): Promise<number> {
      const r = await db
        .insertInto('content_post')
        .values({ circle_id: p.circleId, user_id: p.userId, title: p.title, content: p.content, images: '[]', created_at: p.createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    /** An operator hides a post (2) or shows it again (0). */
    async setPostHidden(postId: number, hidden: boolean): Promise<boolean> {
      const r = await db
        .updateTable('content_post')
        .set({ state: hidden ? 2 : 0 })
        .where('id', '=', postId)
        .where('state', '!=', 1)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
export type PostUseCases = ReturnType<typeof postUseCases>;
