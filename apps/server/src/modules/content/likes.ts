import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sendNotice, type Notice } from './notices';

export type LikeKind = 'post' | 'comment';

const COUNTER = { post: 'content_post', comment: 'content_comment' } as const;

export interface LikeResult {
  liked: boolean;
  likeCount: number;
}

/** Which of `ids` (posts or comments) the viewer has liked; none for an anonymous viewer. */
export async function likedBy(db: Kysely<Database>, kind: LikeKind, viewer: number | null, ids: number[]): Promise<Set<number>> {
  if (viewer === null || !ids.length) return new Set();
  const rows = await db
    .selectFrom('content_like')
    .select('target_id')
    .where('kind', '=', kind)
    .where('user_id', '=', viewer)
    .where('target_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => Number(r.target_id)));
}

/**
 * Likes a post or comment for the user, or takes the like back, exactly under concurrency. The
 * unique like row decides, never a read made before the write: an insert that stores the row is
 * a like (+1); one that meets an existing row removes it (-1); a removal that finds nothing (a
 * concurrent call took it first) changes nothing. The counter moves with the row in the same
 * transaction, so it always equals the number of like rows. The first like ever of this user on
 * this target also stores `notice` (its author's like notice); later likes do not.
 */
export async function toggleLike(
  db: Kysely<Database>,
  q: { kind: LikeKind; targetId: number; userId: number; at: number; notice: Omit<Notice, 'from' | 'kind'> },
): Promise<LikeResult> {
  const { kind, targetId, userId, at } = q;
  const table = COUNTER[kind];
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('content_like')
      .values({ kind, target_id: targetId, user_id: userId, created_at: at })
      .onConflict((oc) => oc.columns(['kind', 'target_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    let delta = inserted ? 1 : 0;
    if (!inserted) {
      const del = await trx
        .deleteFrom('content_like')
        .where('kind', '=', kind)
        .where('target_id', '=', targetId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      delta = -Number(del.numDeletedRows);
    }
    if (delta !== 0)
      await trx
        .updateTable(table)
        .set((eb) => ({ like_count: eb('like_count', delta > 0 ? '+' : '-', 1) }))
        .where('id', '=', targetId)
        .execute();
    if (inserted) {
      const first = await trx
        .insertInto('content_like_notice')
        .values({ kind, target_id: targetId, user_id: userId, created_at: at })
        .onConflict((oc) => oc.columns(['kind', 'target_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (first) await sendNotice(trx, { ...q.notice, from: userId, kind: 'like' }, at);
    }
    const r = await trx.selectFrom(table).select('like_count').where('id', '=', targetId).executeTakeFirstOrThrow();
    return { liked: Boolean(inserted), likeCount: Number(r.like_count) };
  });
}
