import type { Kysely } from 'kysely';
import { paginate } from '../../db/paging';
import type { Database } from '../../db/schema';

/** Follows of anchors and marks on matches (attention, reserve), and the rank of followers gained. */
export function followsRepository(db: Kysely<Database>) {
  return {
    // follows
    async isFollowing(userId: number, anchorId: number) {
      return !!(await db
        .selectFrom('live_follow')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('anchor_id', '=', anchorId)
        .executeTakeFirst());
    },
    async followedAmong(userId: number, anchorIds: number[]): Promise<Set<number>> {
      if (!anchorIds.length) return new Set();
      const rows = await db
        .selectFrom('live_follow')
        .select('anchor_id')
        .where('user_id', '=', userId)
        .where('anchor_id', 'in', anchorIds)
        .execute();
      return new Set(rows.map((r) => Number(r.anchor_id)));
    },
    /** Follows or unfollows; true when that changed anything (the fan count then moves, through identity). */
    async setFollow(userId: number, anchorId: number, on: boolean, now: number): Promise<boolean> {
      if (on) {
        const r = await db
          .insertInto('live_follow')
          .values({ user_id: userId, anchor_id: anchorId, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'anchor_id']).doNothing())
          .executeTakeFirst();
        return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
      }
      const r = await db.deleteFrom('live_follow').where('user_id', '=', userId).where('anchor_id', '=', anchorId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    async followedAnchors(userId: number, page: number, pageSize: number) {
      const base = db.selectFrom('live_follow').where('user_id', '=', userId);
      const { rows, total } = await paginate(base, (q) => q.select('anchor_id').orderBy('created_at', 'desc'), page, pageSize);
      return { ids: rows.map((r) => Number(r.anchor_id)), total };
    },
    /** Who follows a user, latest first: one page of ids with when, and how many. */
    async fanIds(anchorId: number, page: number, pageSize: number) {
      const base = db.selectFrom('live_follow').where('anchor_id', '=', anchorId);
      const { rows, total } = await paginate(
        base,
        (q) => q.select(['user_id', 'created_at']).orderBy('created_at', 'desc'),
        page,
        pageSize,
      );
      return { rows: rows.map((r) => ({ userId: Number(r.user_id), followedAt: Number(r.created_at) })), total };
    },

    // match marks (attention, reserve)
    async setMark(userId: number, matchId: number, matchType: number, kind: 'attention' | 'reserve', on: boolean, now: number) {
      if (on) {
        await db
          .insertInto('live_match_mark')
          .values({ user_id: userId, match_id: matchId, match_type: matchType, kind, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'match_id', 'kind']).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('live_match_mark')
          .where('user_id', '=', userId)
          .where('match_id', '=', matchId)
          .where('kind', '=', kind)
          .execute();
      }
    },
    /** Every match the user marked so (the service orders them by kick-off). */
    async markedMatchIds(userId: number, kind: 'attention' | 'reserve'): Promise<number[]> {
      const rows = await db
        .selectFrom('live_match_mark')
        .select('match_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .execute();
      return rows.map((r) => Number(r.match_id));
    },
    async markedAmong(userId: number, kind: 'attention' | 'reserve', matchIds: number[]): Promise<Set<number>> {
      if (!matchIds.length) return new Set();
      const rows = await db
        .selectFrom('live_match_mark')
        .select('match_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('match_id', 'in', matchIds)
        .execute();
      return new Set(rows.map((r) => Number(r.match_id)));
    },

    async followingCount(userId: number): Promise<number> {
      const { n } = await db
        .selectFrom('live_follow')
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    // ranks
    /** Users by followers gained since a time, most first (then by id); one slice of them. */
    async followersGained(since: number, offset: number, limit: number): Promise<{ anchorId: number; score: number }[]> {
      const rows = await db
        .selectFrom('live_follow')
        .where('created_at', '>=', since)
        .select('anchor_id')
        .select((eb) => eb.fn.countAll<number>().as('score'))
        .groupBy('anchor_id')
        .orderBy('score', 'desc')
        .orderBy('anchor_id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ anchorId: Number(r.anchor_id), score: Number(r.score) }));
    },
  };
}
