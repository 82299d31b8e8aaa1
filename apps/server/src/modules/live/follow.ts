import { ATTENTION_OPERATIONS, ATTENTION_TYPES, matchTypeOfSport, type TAttentionPage, type TScoreMatch } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { LiveCore } from './core';

/** Following anchors and matches, and the lists of what a user follows. */
export function follows(c: LiveCore) {
  const { repo, ports, now, presentAnchors, anchorsInOrder, markedMatches, requireMatch, requireAnchorUser } = c;
  return {
    /** Whether the user follows the anchor (chat's follower-only mode). */
    followsAnchor: (userId: number, anchorId: number) => repo.isFollowing(userId, anchorId),
    async operAttention(userId: number, q: { type: number; operateType: number; targetId: number; matchType?: number }) {
      const on = q.operateType === ATTENTION_OPERATIONS.follow;
      if (q.type === ATTENTION_TYPES.anchor) {
        if (q.targetId === userId) throw new AppError('FOLLOW_SELF');
        const anchor = await requireAnchorUser(q.targetId);
        const changed = await repo.setFollow(userId, q.targetId, on, now());
        if (!changed) return { isAttention: on ? 1 : 0, fansCount: anchor.fansCount };
        const fansCount = await ports.addFans(q.targetId, on ? 1 : -1);
        // Live's copy follows (the room lists order by it): the count identity just returned.
        await repo.setAnchorCopy(q.targetId, { anchor_fans: fansCount });
        return { isAttention: on ? 1 : 0, fansCount };
      }
      const m = await requireMatch(q.targetId, q.matchType);
      await repo.setMark(userId, q.targetId, matchTypeOfSport(m.sport), 'attention', on, now());
      return { isAttention: on ? 1 : 0, fansCount: null };
    },
    async pageAttention(userId: number, q: { attentionType: number; page: number; pageSize: number }): Promise<TAttentionPage> {
      if (q.attentionType === ATTENTION_TYPES.anchor) {
        const { ids, total } = await repo.followedAnchors(userId, q.page, q.pageSize);
        return {
          list: await presentAnchors(await anchorsInOrder(ids), userId),
          matches: [],
          totalNumber: total,
          page: q.page,
          pageSize: q.pageSize,
        };
      }
      const { ids, total } = await markedMatches(userId, 'attention', q);
      return { list: [], matches: await ports.matchesByIds(ids, userId), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
    async attentionMatches(userId: number): Promise<TScoreMatch[]> {
      const { ids } = await markedMatches(userId, 'attention');
      return ports.matchesByIds(ids, userId);
    },
  };
}
