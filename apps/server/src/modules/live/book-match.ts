import { matchTypeOfSport, sportOfMatchType, type TMatchWithAnchors, type TPage, type TScoreMatch } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { AppError } from '../../http/errors';
import { OPEN_MATCH_AHEAD_MS, OPEN_MATCH_BACK_MS, type LiveCore } from './core';

/** Booking matches, and matches with the anchors streaming them (booked, upcoming, bindable). */
export function matchBookings(c: LiveCore) {
  const { repo, ports, now, presentAnchors, anchorsByMatch, markedMatches, requireMatch, requireAnchorUser } = c;
  const bookings = {
    async reserve(userId: number, body: { matchId: number; matchType?: number; operateType: number }) {
      const m = await requireMatch(body.matchId, body.matchType);
      const on = body.operateType === 1;
      const over = m.sport === 'basketball' ? m.state >= 10 : m.state >= 8;
      if (on && over) throw new AppError('MATCH_FINISHED');
      await repo.setMark(userId, body.matchId, matchTypeOfSport(m.sport), 'reserve', on, now());
      return { isReserve: on ? 1 : 0 };
    },
    /** A user's booked matches, each with the anchors streaming it. */
    async reservedMatches(userId: number, viewerId: number | null): Promise<TMatchWithAnchors[]> {
      const { ids } = await markedMatches(userId, 'reserve');
      return bookings.withAnchors(ids, viewerId);
    },
    async withAnchors(matchIds: number[], viewerId: number | null): Promise<TMatchWithAnchors[]> {
      const matches = await ports.matchesByIds(matchIds, viewerId);
      const rows = await anchorsByMatch(matchIds);
      const cards = await presentAnchors(rows, viewerId);
      const reserved = viewerId ? await repo.markedAmong(viewerId, 'reserve', matchIds) : new Set<number>();
      return matches.map((m) => ({
        match: m,
        anchors: cards.filter((_, i) => itemAt(rows, i, 'anchor row of a card').matchId === m.id),
        isReserve: reserved.has(m.id) ? 1 : 0,
      }));
    },
    /** Upcoming (and running) matches that anchors are booked to stream; with userId, only that anchor's. */
    async nextMatches(anchorId: number | undefined, viewerId: number | null): Promise<TMatchWithAnchors[]> {
      const t = now();
      const { ids } = await ports.openMatches({ from: t - OPEN_MATCH_BACK_MS, to: t + OPEN_MATCH_AHEAD_MS, page: 1, pageSize: 1000 });
      const rows = await anchorsByMatch(ids);
      const bound = [...new Set(rows.filter((r) => anchorId === undefined || r.profile.id === anchorId).map((r) => r.matchId))];
      const order = new Map(ids.map((id, i) => [id, i]));
      bound.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      return bookings.withAnchors(bound, viewerId);
    },
    /** Matches an anchor can bind (open matches); anchorId narrows to the match that anchor has bound. */
    async bindableMatches(
      q: { page: number; pageSize: number; matchType?: number; word?: string },
      viewerId: number | null,
    ): Promise<TPage<TScoreMatch>> {
      const t = now();
      const { ids, total } = await ports.openMatches({
        from: t - OPEN_MATCH_BACK_MS,
        to: t + OPEN_MATCH_AHEAD_MS,
        sport: q.matchType ? sportOfMatchType(q.matchType) : undefined,
        word: q.word || undefined,
        page: q.page,
        pageSize: q.pageSize,
      });
      return { list: await ports.matchesByIds(ids, viewerId), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
    async anchorMatches(anchorId: number, viewerId: number | null): Promise<TScoreMatch[]> {
      const room = await repo.findRoomByAnchor(anchorId);
      if (!room) {
        await requireAnchorUser(anchorId);
        return [];
      }
      return room.match_id === null ? [] : ports.matchesByIds([Number(room.match_id)], viewerId);
    },
  };
  return bookings;
}
