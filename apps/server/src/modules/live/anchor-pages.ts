import type { TProfile } from '../identity';
import type { AnchorItem, AnchorSlot } from './core';
import type { LivePorts } from './ports';
import { roomBrief, type AnchorMatch, type LiveRepository } from './repository';

/** Anchors whose nickname has a word: their ids (null when more than were counted) and how many. */
export type AnchorWord = { word: string; ids: number[] | null; total: number };

/** Anchor lists paged across live's rooms and identity's anchors (search, recommendations, the anchor pages). */
export function anchorPages(repo: LiveRepository, ports: LivePorts) {
  /**
   * Anchors by nickname: those on air first, then those with a room, then those without; each part
   * most followed first and then by id. Those with a room are paged in live's SQL (its copy of the
   * fan counts orders them), those without in identity's; the page's ids with their rooms.
   * `nick`: the word, the ids of the anchors whose nickname has it and their total; `ids` null when
   * there are more than the caller counted (a common word: the rooms are found by their copy of the
   * nickname, walking the list's order).
   */
  async function pageAnchorSlots(
    nick: AnchorWord | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ slots: AnchorSlot[]; total: number }> {
    const nickIds: AnchorMatch = nick ? (nick.ids ?? { word: nick.word }) : undefined;
    const total = nick ? nick.total : await ports.anchorCount();
    const from = (page - 1) * pageSize;
    const rooms = await repo.pageAnchorRooms(nickIds, from, pageSize);
    const slots: AnchorSlot[] = rooms.map((r) => ({
      id: Number(r.anchor_id),
      room: roomBrief(r),
    }));
    const limit = pageSize - rooms.length;
    if (limit > 0) {
      // The anchors with a room end on this page (so many have one), or before it (count them).
      const withRoom = rooms.length ? from + rooms.length : await repo.countAnchorRooms(nickIds);
      const offset = from + rooms.length - withRoom;
      if (offset < total - withRoom) {
        const except = await repo.roomOwners(nickIds);
        for (const id of await ports.anchorIdsPage({ word: nick?.word, except, offset, limit })) slots.push({ id, room: null });
      }
    }
    return { slots, total };
  }

  /** Slots with their profiles; anyone identity no longer calls an anchor is left out (as in ownedBy). */
  function slotItems(slots: AnchorSlot[], profiles: Map<number, TProfile>): AnchorItem[] {
    return slots.flatMap(({ id, room }) => {
      const profile = profiles.get(id);
      return profile?.isAnchor ? [{ profile, room }] : [];
    });
  }

  async function pageAnchorItems(
    nick: AnchorWord | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ items: AnchorItem[]; total: number }> {
    const { slots, total } = await pageAnchorSlots(nick, page, pageSize);
    return { items: slotItems(slots, await ports.profiles(slots.map((x) => x.id))), total };
  }

  return { pageAnchorSlots, slotItems, pageAnchorItems };
}
