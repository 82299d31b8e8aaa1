import { AppError } from '../../http/errors';
import type { LiveCore } from './core';
import { roomSummary } from './presenter';
import type { SessionUser } from '../identity';

/** How many rooms' anchors a process remembers (roomLifecycle's anchorOf). */
export const ANCHORS_KEPT = 10_000;

/** What other capabilities do with rooms (media, chat, gifts, nobility): look a room up, make an anchor's room, follow the stream's live state. */
export function roomLifecycle(c: LiveCore) {
  const { repo, ports, now, anchorCopy, roomsChanged } = c;
  /** Rooms' anchors as found: a room keeps its anchor for life and is never deleted, so nothing here goes stale. */
  const anchors = new Map<number, number>();
  const lifecycle = {
    /** What other capabilities need of a room, or null when there is no such room. */
    async roomSummary(
      roomId: number,
    ): Promise<{ id: number; anchorId: number; title: string; notice: string; matchId: number | null; isLive: boolean } | null> {
      const r = await repo.findRoomRaw(roomId);
      return r ? roomSummary(r) : null;
    },
    /**
     * A room's anchor, or null when there is no such room: what a gift or a chat line needs of its
     * room, read once per room and process (ANCHORS_KEPT at most; a room not found is asked again).
     */
    async anchorOf(roomId: number): Promise<number | null> {
      const known = anchors.get(roomId);
      if (known !== undefined) return known;
      const r = await repo.findRoomRaw(roomId);
      if (!r) return null;
      if (anchors.size >= ANCHORS_KEPT) anchors.clear();
      anchors.set(roomId, Number(r.anchor_id));
      return Number(r.anchor_id);
    },
    /** Rooms that are live now. */
    async liveRoomIds(): Promise<number[]> {
      return (await repo.liveRoomIds()).map((r) => Number(r.id));
    },
    async roomExists(roomId: number): Promise<boolean> {
      return !!(await repo.findRoomRaw(roomId));
    },
    /** Creates the anchor's room unless it exists; returns its id. */
    async ensureRoom(anchorId: number, nickName: string, navId: number | null = null): Promise<number> {
      const existing = await repo.findRoomByAnchor(anchorId);
      if (existing) return Number(existing.id);
      const copy = await anchorCopy(anchorId);
      const t = now();
      return repo.insertRoom({ anchor_id: anchorId, title: `${nickName}的直播间`, nav_id: navId, created_at: t, updated_at: t, ...copy });
    },
    /**
     * Refreshes live's copy of the user's fan count and role from identity (a no-op without a room).
     * Live calls it where it changes the role; whoever changes either outside live calls it too.
     */
    async anchorChanged(userId: number): Promise<void> {
      await repo.setAnchorCopy(userId, await anchorCopy(userId));
    },
    /**
     * The anchor's own room (creating it on first use); NOT_ANCHOR for anyone else.
     * Every room-managing call goes through this (SPEC §6: only anchors manage rooms).
     */
    async requireOwnRoom(user: Pick<SessionUser, 'id' | 'isAnchor' | 'nickName'>) {
      if (!user.isAnchor) throw new AppError('NOT_ANCHOR');
      const existing = await repo.findRoomByAnchor(Number(user.id));
      if (existing) return existing;
      const room = await repo.findRoomRaw(await lifecycle.ensureRoom(Number(user.id), user.nickName));
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      return room;
    },
    /**
     * Live state follows the stream (called by media on publish and unpublish): going live opens a
     * history row, going offline closes it with the peak viewer count. Idempotent.
     */
    async setLive(roomId: number, live: boolean): Promise<void> {
      const room = await repo.findRoomRaw(roomId);
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      const t = now();
      if (live) {
        if (room.is_live) return;
        const sessionId = await repo.insertSession({
          room_id: roomId,
          anchor_id: Number(room.anchor_id),
          title: room.title,
          nav_id: room.nav_id,
          match_id: room.match_id,
          match_type: room.match_type,
          started_at: t,
          ended_at: null,
        });
        await repo.updateRoom(roomId, {
          is_live: 1,
          started_at: t,
          ended_at: null,
          peak_viewers: ports.viewers(roomId),
          current_session_id: sessionId,
          updated_at: t,
        });
        roomsChanged(room.match_id);
      } else {
        if (!room.is_live) return;
        const peak = Math.max(Number(room.peak_viewers), ports.viewers(roomId));
        if (room.current_session_id !== null) await repo.endSession(Number(room.current_session_id), t, peak);
        await repo.updateRoom(roomId, { is_live: 0, ended_at: t, current_session_id: null, peak_viewers: 0, updated_at: t });
        roomsChanged(room.match_id);
      }
    },
  };
  return lifecycle;
}
export type RoomLifecycle = ReturnType<typeof roomLifecycle>;
