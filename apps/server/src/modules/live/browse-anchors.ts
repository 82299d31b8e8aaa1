import { ATTENTION_TYPES, type TAnchorCard, type TPage, type TPersonalSpace } from '@sports/contracts';
import { AppError } from '../../http/errors';
import type { LiveCore } from './core';
import { roomBrief } from './repository';

/** Anchor cards: hot, recommended, paged, by match; a user's fans, space and follow lists. */
export function browseAnchors(c: LiveCore) {
  const {
    repo,
    ports,
    listRooms,
    presentCards,
    followedOf,
    presentAnchors,
    anchorsInOrder,
    anchorsByMatch,
    requireMatch,
    pageAnchorItems,
  } = c;
  return {
    async hotAnchors(size: number, navId: number, viewerId: number | null): Promise<TAnchorCard[]> {
      const rows = await listRooms(navId ? { navId } : {}, size);
      return presentAnchors(
        rows.map((r) => ({ profile: r.anchor, room: roomBrief(r) })),
        viewerId,
      );
    },
    /** Anchors on air first, then the most followed; the caller's own follows excluded. */
    async recommendAnchors(viewerId: number | null, size = 6): Promise<TAnchorCard[]> {
      const { items } = await pageAnchorItems(undefined, 1, size + 50);
      const followed = await followedOf(viewerId, items);
      const pick = items.filter((a) => !followed.has(a.profile.id) && a.profile.id !== viewerId).slice(0, size);
      return presentAnchors(pick, viewerId, followed);
    },
    async pageAnchors(word: string | undefined, page: number, pageSize: number, viewerId: number | null): Promise<TPage<TAnchorCard>> {
      const ids = word ? await ports.anchorIds(word) : [];
      const nick = word ? { word, ids, total: ids.length } : undefined;
      const { items, total } = await pageAnchorItems(nick, page, pageSize);
      return { list: await presentAnchors(items, viewerId), totalNumber: total, page, pageSize };
    },
    async anchorsByMatch(matchId: number, matchType: number | undefined, viewerId: number | null): Promise<TAnchorCard[]> {
      await requireMatch(matchId, matchType);
      return presentAnchors(await anchorsByMatch([matchId]), viewerId);
    },
    /** Who follows a user (only anchors can be followed, so others have none). */
    async fans(anchorId: number, page: number, pageSize: number) {
      const { rows, total } = await repo.fanIds(anchorId, page, pageSize);
      const people = await ports.profiles(rows.map((r) => r.userId));
      return {
        list: rows.flatMap((r) => {
          const p = people.get(r.userId);
          return p ? [{ userId: p.id, nickName: p.nickName, portrait: p.portrait, level: p.level, followedAt: r.followedAt }] : [];
        }),
        totalNumber: total,
        page,
        pageSize,
      };
    },

    /** A user's public space: profile, counts, the room (anchors) and whether the caller follows them. */
    async space(userId: number, viewerId: number | null): Promise<TPersonalSpace> {
      const u = (await ports.profiles([userId])).get(userId);
      if (!u) throw new AppError('NOT_FOUND', '用户不存在');
      const own = u.isAnchor ? await repo.findRoomByAnchor(userId) : undefined;
      const full = own ? { ...own, anchor: u } : undefined;
      return {
        id: u.id,
        nickName: u.nickName,
        portrait: u.portrait,
        level: u.level,
        description: u.description,
        fansCount: u.fansCount,
        followCount: await repo.followingCount(userId),
        isAnchor: u.isAnchor ? 1 : 0,
        isAttention: viewerId && viewerId !== userId && (await repo.isFollowing(viewerId, userId)) ? 1 : 0,
        room: full ? ((await presentCards([full]))[0] ?? null) : null,
      };
    },
    /** Whom a user follows (type 1) or who follows them (type 2), as person cards. */
    async attentionOf(userId: number, type: number, page: number, pageSize: number, viewerId: number | null): Promise<TPage<TAnchorCard>> {
      if (type === ATTENTION_TYPES.anchor) {
        const { ids, total } = await repo.followedAnchors(userId, page, pageSize);
        return { list: await presentAnchors(await anchorsInOrder(ids), viewerId), totalNumber: total, page, pageSize };
      }
      const { rows, total } = await repo.fanIds(userId, page, pageSize);
      const people = await ports.profiles(rows.map((r) => r.userId));
      const items = rows.flatMap((r) => {
        const profile = people.get(r.userId);
        return profile ? [{ profile, room: null }] : [];
      });
      return { list: await presentAnchors(items, viewerId), totalNumber: total, page, pageSize };
    },
  };
}
