import { SEARCH_COUNT_MAX, SEARCH_TYPES, type TPage, type TRoomCard, type TRoomDetail, type TSearchResult } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { AppError } from '../../http/errors';
import type { LiveCore } from './core';

/** Room lists, a room's page, its viewer count and the search. */
export function browseRooms(c: LiveCore) {
  const { repo, ports, ownedBy, withOwners, listRooms, findRoom, presentCards, presentAnchors, pageAnchorSlots, slotItems } = c;
  return {
    async page(q: {
      roomType: number;
      navId?: number;
      roomId?: number;
      word?: string;
      page: number;
      pageSize: number;
    }): Promise<TPage<TRoomCard>> {
      const f = { liveOnly: q.roomType === 1, navId: q.navId, roomId: q.roomId, word: q.word || undefined };
      const rows = await repo.pageRooms(f, 'page', (q.page - 1) * q.pageSize, q.pageSize);
      const total = await repo.countRooms(f);
      return { list: await presentCards(await withOwners(rows)), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
    async detail(roomId: number, viewerId: number | null): Promise<TRoomDetail> {
      const r = await findRoom(roomId);
      if (!r) throw new AppError('ROOM_NOT_FOUND');
      const card = itemAt(await presentCards([r]), 0, 'card of the room');
      const [match] = r.match_id === null ? [] : await ports.matchesByIds([Number(r.match_id)], viewerId);
      const play = r.is_live && ports.play ? await ports.play(roomId) : null;
      return {
        ...card,
        notice: r.notice,
        description: r.anchor.description,
        isAttention: viewerId && (await repo.isFollowing(viewerId, Number(r.anchor_id))) ? 1 : 0,
        isOwner: viewerId === Number(r.anchor_id) ? 1 : 0,
        match: match ?? null,
        play: play ?? null,
      };
    },
    /** Viewers now; also keeps the broadcast's peak for history and ranks. */
    async online(roomId: number) {
      const r = await repo.findRoomRaw(roomId);
      if (!r) throw new AppError('ROOM_NOT_FOUND');
      const online = ports.viewers(roomId);
      if (r.is_live && online > Number(r.peak_viewers)) await repo.updateRoom(roomId, { peak_viewers: online });
      return { roomId, online, isLive: r.is_live ? 1 : 0 };
    },
    async hotRooms(size: number): Promise<TRoomCard[]> {
      const rows = await listRooms({}, size);
      return (await presentCards(rows)).sort((a, b) => b.isLive - a.isLive || b.online - a.online || b.fansCount - a.fansCount);
    },
    /**
     * Rooms whose title or anchor's nickname has the word (hot order: live first) and anchors whose
     * nickname has it (anchor-list order), one page of each list `type` asks for, with their totals
     * counted up to SEARCH_COUNT_MAX. A word with more matches than that pages by walking the list's
     * order, so a common word costs what a rare one does (decision 0052).
     */
    async search(q: { word: string; type: number; page: number; pageSize: number }, viewerId: number | null): Promise<TSearchResult> {
      const { word, page, pageSize } = q;
      const roomTotal = q.type !== SEARCH_TYPES.anchors ? await repo.countRoomsWithWord(word, SEARCH_COUNT_MAX) : 0;
      const filter = { word, commonWord: roomTotal > SEARCH_COUNT_MAX };
      const rows = roomTotal ? await repo.pageRooms(filter, 'hot', (page - 1) * pageSize, pageSize) : [];
      const nickIds = q.type !== SEARCH_TYPES.rooms ? await ports.someAnchorIds(word, SEARCH_COUNT_MAX + 1) : [];
      const nick = { word, ids: nickIds.length > SEARCH_COUNT_MAX ? null : nickIds, total: nickIds.length };
      const { slots, total: anchorTotal } = nickIds.length ? await pageAnchorSlots(nick, page, pageSize) : { slots: [], total: 0 };
      // One batch of profiles for both lists (a room's anchor is often among the anchors found).
      const profiles = await ports.profiles([...rows.map((r) => Number(r.anchor_id)), ...slots.map((x) => x.id)]);
      const rooms = await presentCards(ownedBy(rows, profiles));
      const anchors = await presentAnchors(slotItems(slots, profiles), viewerId);
      return { rooms, anchors, roomTotal, anchorTotal, page, pageSize };
    },
  };
}
