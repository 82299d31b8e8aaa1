import { SEARCH_TYPES, type TPage, type TRoomCard, type TRoomDetail, type TSearchResult } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { AppError } from '../../http/errors';
import type { LiveCore } from './core';

/** Room lists, a room's page, its viewer count and the search. */
export function browseRooms(c: LiveCore) {
  const { repo, ports, roomFilter, ownedBy, withOwners, listRooms, findRoom, presentCards, presentAnchors, pageAnchorSlots, slotItems } = c;
  return {
    async page(q: {
      roomType: number;
      navId?: number;
      roomId?: number;
      word?: string;
      page: number;
      pageSize: number;
    }): Promise<TPage<TRoomCard>> {
      const f = await roomFilter({ liveOnly: q.roomType === 1, navId: q.navId, roomId: q.roomId, word: q.word || undefined });
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
     * nickname has it (anchor-list order), one page of each list `type` asks for, with their totals.
     */
    async search(q: { word: string; type: number; page: number; pageSize: number }, viewerId: number | null): Promise<TSearchResult> {
      const { word, page, pageSize } = q;
      const wantRooms = q.type !== SEARCH_TYPES.anchors;
      const wantAnchors = q.type !== SEARCH_TYPES.rooms;
      const nickIds = await ports.anchorIds(word);
      const filter = { word, nickAnchorIds: nickIds };
      const rows = wantRooms ? await repo.pageRooms(filter, 'hot', (page - 1) * pageSize, pageSize) : [];
      const roomTotal = wantRooms ? await repo.countRooms(filter) : 0;
      const { slots, total: anchorTotal } = wantAnchors
        ? await pageAnchorSlots({ word, ids: nickIds }, page, pageSize)
        : { slots: [], total: 0 };
      // One batch of profiles for both lists (a room's anchor is often among the anchors found).
      const profiles = await ports.profiles([...rows.map((r) => Number(r.anchor_id)), ...slots.map((x) => x.id)]);
      const rooms = await presentCards(ownedBy(rows, profiles));
      const anchors = await presentAnchors(slotItems(slots, profiles), viewerId);
      return { rooms, anchors, roomTotal, anchorTotal, page, pageSize };
    },
  };
}
