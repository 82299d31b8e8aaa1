import { rankSince, type TRankItem, type TRankType } from '@sports/contracts';
import type { TProfile } from '../identity';
import type { LiveCore } from './core';
import { anchorRankItem } from './presenter';

/** The anchor rank (followers gained) and the price rank (diamonds gifted), by day, week or month. */
export function rankAnchors(c: LiveCore) {
  const { repo, ports, now } = c;
  return {
    /** Where the rank's period (this day, week or month) started: a kept rank answer is for one period. */
    rankPeriod(type: TRankType): number {
      return rankSince(type, now());
    },
    /** The first `size` of the rank for the period starting at `since` (this period's start unless given). */
    async rank(kind: 'anchor' | 'price', type: TRankType, opts: { since?: number; size?: number } = {}): Promise<TRankItem[]> {
      const { since = rankSince(type, now()), size = 20 } = opts;
      if (kind === 'price') {
        const top = await ports.wealthRank(since, size);
        const rooms = await repo.roomsOfAnchors(top.map((r) => r.userId));
        return top.map((r, i) => {
          const room = rooms.get(r.userId);
          return { rank: i + 1, ...r, roomId: room ? room.id : null, isLive: room?.isLive ? 1 : 0 };
        });
      }
      // Followers of users who are no longer anchors do not count; read in slices until `size` anchors are found.
      const top: { profile: TProfile; score: number }[] = [];
      const slice = Math.max(size * 2, 50);
      for (let offset = 0; top.length < size; offset += slice) {
        const rows = await repo.followersGained(since, offset, slice);
        const profiles = await ports.profiles(rows.map((r) => r.anchorId));
        for (const r of rows) {
          const profile = profiles.get(r.anchorId);
          if (profile?.isAnchor && top.length < size) top.push({ profile, score: r.score });
        }
        if (rows.length < slice) break;
      }
      const rooms = await repo.roomsOfAnchors(top.map((r) => r.profile.id));
      return top.map(({ profile, score }, i) => anchorRankItem(i + 1, profile, rooms.get(profile.id), score));
    },
  };
}
