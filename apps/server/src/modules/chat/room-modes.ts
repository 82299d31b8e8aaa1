import type { ChatChannels } from './channels';
import { SYSTEM_LINE } from './presenter';
import type { ChatRepository } from './repository';

/** How long a process trusts its copy of a room's modes (another process's change shows within this). */
const MODE_TTL_MS = 5_000;

export type RoomModeValues = { slowSeconds: number; followersOnly: boolean };

/**
 * Operators' per-room chat modes: slow mode (one message per user every N seconds, 0 off) and
 * follower-only (only users who follow the room's anchor may speak; the anchor and the room's
 * managers always may). The send check reads them from a short per-process cache; this process
 * sees its own change at once.
 */
export function roomModes(ch: ChatChannels, repo: ChatRepository, now: () => number) {
  const cache = new Map<number, RoomModeValues & { at: number }>();
  async function modes(roomId: number): Promise<RoomModeValues> {
    const hit = cache.get(roomId);
    if (hit && now() - hit.at < MODE_TTL_MS) return hit;
    const m = await repo.roomModes(roomId);
    cache.set(roomId, { ...m, at: now() });
    return m;
  }
  const remember = (roomId: number, m: RoomModeValues) => cache.set(roomId, { ...m, at: now() });
  return {
    modes,
    /** A room's modes as stored now (the console). */
    storedModes: (roomId: number) => repo.roomModes(roomId),
    /** Sets a room's slow mode (the room must exist); answers the previous value for the audit log. */
    async setSlowMode(roomId: number, seconds: number): Promise<{ before: number; after: number }> {
      const room = await ch.room(roomId);
      const before = await repo.roomModes(roomId);
      await repo.setRoomMode(roomId, { slow_seconds: seconds }, now());
      remember(roomId, { ...before, slowSeconds: seconds });
      await ch.post(
        ch.roomChannel(room),
        null,
        SYSTEM_LINE,
        seconds ? `本直播间已开启慢速模式：每${seconds}秒可发言一次` : '本直播间已关闭慢速模式',
      );
      return { before: before.slowSeconds, after: seconds };
    },
    /** Turns a room's follower-only mode on or off (the room must exist); answers the previous value. */
    async setFollowersOnly(roomId: number, on: boolean): Promise<{ before: boolean; after: boolean }> {
      const room = await ch.room(roomId);
      const before = await repo.roomModes(roomId);
      await repo.setRoomMode(roomId, { followers_only: on ? 1 : 0 }, now());
      remember(roomId, { ...before, followersOnly: on });
      await ch.post(ch.roomChannel(room), null, SYSTEM_LINE, on ? '本直播间已开启仅关注主播的用户可发言' : '本直播间已关闭仅关注可发言');
      return { before: before.followersOnly, after: on };
    },
  };
}
export type RoomModes = ReturnType<typeof roomModes>;
