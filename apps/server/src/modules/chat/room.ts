import {
  CHAT_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_RATE,
  EMOJI_SET,
  roomTopic,
  topicRoomId,
  type TChatInfo,
  type TChatPage,
  type TChatSnapshot,
} from '@sports/contracts';
import type { ChatChannels, ChatPorts } from './channels';
import type { ChatRepository } from './repository';

/** Reading a room's chat: history, the resync snapshot, the welcome line, notice, the viewer's standing. */
export function roomUseCases(ch: ChatChannels, repo: ChatRepository, ports: ChatPorts) {
  return {
    /** History, oldest first within the page; `before` pages back. */
    async page(input: { roomId?: number; matchId?: number; channel?: string; before?: number; pageSize?: number }): Promise<TChatPage> {
      return ch.pageOf(await ch.channelOf(input), input.before, input.pageSize ?? CHAT_PAGE_SIZE);
    },

    /** The room's lines of a time span, oldest first (played back with a replay). */
    async roomLinesBetween(roomId: number, from: number, to: number, limit: number) {
      return ch.linesBetween(roomId, from, to, limit);
    },

    /** The resync snapshot of a `room:<id>` topic, or null for another topic or an unknown room. */
    async snapshot(topic: string): Promise<TChatSnapshot | null> {
      const roomId = topicRoomId(topic);
      const r = roomId === null ? null : await ports.room(roomId);
      if (roomId === null || !r) return null;
      const { list } = await ch.pageOf(ch.roomChannel(r), undefined, CHAT_PAGE_SIZE);
      return { roomId, messages: list };
    },

    async welcome(roomId: number) {
      const r = await ch.room(roomId);
      const anchor = await ports.user(r.anchorId);
      const w = await repo.welcomeInUse(r.anchorId);
      return { roomId, content: w?.content ?? null, anchorNickName: anchor?.nickName ?? '' };
    },
    async notice(roomId: number) {
      const r = await ch.room(roomId);
      return { roomId, notice: r.notice };
    },
    async info(roomId: number, userId: number | null): Promise<TChatInfo> {
      const r = await ch.room(roomId);
      const anchor = await ports.user(r.anchorId);
      const w = await repo.welcomeInUse(r.anchorId);
      const isAnchor = userId === r.anchorId;
      const isManager = userId !== null && !isAnchor && Boolean(await repo.isManager(roomId, userId));
      const f = userId !== null ? await ch.activeForbid(roomId, userId) : null;
      return {
        roomId,
        topic: roomTopic(roomId),
        anchorId: r.anchorId,
        anchorNickName: anchor?.nickName ?? '',
        notice: r.notice,
        welcome: w?.content ?? null,
        loggedIn: userId !== null,
        isAnchor,
        isManager,
        canMute: isAnchor || isManager,
        forbiddenUntil: f ? (f.until ?? 0) : null,
        maxLength: CHAT_MAX_LENGTH,
      };
    },
    barrageSettings() {
      return { emoji: EMOJI_SET, maxLength: CHAT_MAX_LENGTH, rate: { burst: CHAT_RATE.burst, perMs: CHAT_RATE.perMs } };
    },
  };
}
