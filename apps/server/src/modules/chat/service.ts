import { memoryCounters, type SharedCounters } from '../../state/counters';
import { bannedWordRules } from './banned-words';
import { chatChannels, type ChatPorts } from './channels';
import type { ChatEvents } from './events';
import { hornUseCases } from './horns';
import { memberUseCases } from './members';
import { operatorMuteUseCases } from './operator-mute';
import { roomModes } from './room-modes';
import type { ChatRepository } from './repository';
import { roomUseCases } from './room';
import { sendUseCases } from './send';
import { welcomeUseCases } from './welcomes';

export type { ChatPorts } from './channels';
export { CHAT_TOKEN_TTL_MS, type RoomAnnouncement } from './send';

export interface ChatDeps {
  repo: ChatRepository;
  /** Where stored lines and horns are announced (the realtime layer pushes them). */
  events: ChatEvents;
  ports: ChatPorts;
  /** Where the per-user pacing is counted (shared across processes with Redis). */
  counters?: SharedCounters;
  now?: () => number;
}

/**
 * Room and match chat, one file per use case: sending and announcements (send.ts), reading a room
 * (room.ts), managers and mutes (members.ts), welcome messages (welcomes.ts), horns (horns.ts),
 * banned words (banned-words.ts). Stored lines are emitted as `chat.posted`; chat never sees sockets.
 */
export function chatService({ repo, events, ports, counters = memoryCounters(), now = Date.now }: ChatDeps) {
  const words = bannedWordRules(repo, now);
  const mask = (content: string) => words.mask(content);
  const ch = chatChannels(repo, events, ports, now);
  const modes = roomModes(ch, repo, now);
  return {
    ...sendUseCases(ch, {
      repo,
      counters,
      mask,
      now,
      modes: modes.modes,
      followsAnchor: async (u, a) => (await ports.followsAnchor?.(u, a)) ?? false,
      maySpeak: ports.maySpeak,
    }),
    setSlowMode: modes.setSlowMode,
    setFollowersOnly: modes.setFollowersOnly,
    roomModes: modes.storedModes,
    ...roomUseCases(ch, repo, ports),
    ...memberUseCases(ch, repo, ports, now),
    ...operatorMuteUseCases(ch, repo, ports, now),
    ...welcomeUseCases(repo, ports, mask, now),
    ...hornUseCases({ repo, events, ports, counters, mask, now }),
    // Banned words: this process enforces a change at once, others within BANNED_WORDS_TTL_MS.
    bannedWords: () => words.list(),
    addBannedWord: (word: string) => words.add(word),
    removeBannedWord: (word: string) => words.remove(word),
  };
}
export type ChatService = ReturnType<typeof chatService>;
