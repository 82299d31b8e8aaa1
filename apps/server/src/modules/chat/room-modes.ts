import type { ChatChannels } from './channels';
import type { ChatRepository } from './repository';

/** How long a process trusts its copy of a room's slow mode (another process's change shows within this). */
const MODE_TTL_MS = 5_000;

/**
 * Operators' per-room chat modes: slow mode, one message per user every N seconds (0 off). The send
 * check reads it from a short per-process cache; this process sees its own change at once.
 */
export function roomModes(ch: ChatChannels, repo: ChatRepository, now: () => number) {
  const cache = new Map<number, { seconds: number; at: number }>();
  return {
    async slowSeconds(roomId: number): Promise<number> {
      const hit = cache.get(roomId);
      if (hit && now() - hit.at < MODE_TTL_MS) return hit.seconds;
      const seconds = await repo.slowSeconds(roomId);
      cache.set(roomId, { seconds, at: now() });
      return seconds;
    },
    /** Sets a room's slow mode (the room must exist); answers the previous value for the audit log. */
    async setSlowMode(roomId: number, seconds: number): Promise<{ before: number; after: number }> {
      const room = await ch.room(roomId);
      const before = await repo.slowSeconds(roomId);
      await repo.setSlowSeconds(roomId, seconds, now());
      cache.set(roomId, { seconds, at: now() });
      await ch.post(
        ch.roomChannel(room),
        null,
        'system',
        seconds ? `本直播间已开启慢速模式：每${seconds}秒可发言一次` : '本直播间已关闭慢速模式',
      );
      return { before, after: seconds };
    },
  };
}
export type RoomModes = ReturnType<typeof roomModes>;
