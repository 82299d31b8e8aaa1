import { randomBytes } from 'node:crypto';
import {
  CHAT_MAX_LENGTH,
  CHAT_RATE,
  splitEmoji,
  type TGiftExtra,
  type TNobleEnterExtra,
  type TRedPacketChatExtra,
} from '@sports/contracts';
import type { ClientOrigin } from '../../http/client-origin';
import { AppError } from '../../http/errors';
import type { SharedCounters } from '../../state/counters';
import { hashToken } from '../identity';
import type { ChatChannels, LineAuthor } from './channels';
import { SYSTEM_LINE, type LineKind } from './presenter';
import type { ChatRepository } from './repository';
import type { RoomModeValues } from './room-modes';
import { clean, lengthOf } from './text';

/** How long a chat token (/tapi/chat/getToken/new) is good for. */
export const CHAT_TOKEN_TTL_MS = 2 * 3600_000;

/**
 * A line another capability posts into a room: a money event with its typed details, or a system
 * line. A gift's announcer that knows its sender already passes them (`author`), so the line does not read them again.
 */
export type RoomAnnouncement =
  | { type: 'gift'; userId: number; content: string; extra: TGiftExtra; author?: LineAuthor }
  | { type: 'redpacket'; userId: number; content: string; extra: TRedPacketChatExtra }
  | { type: 'enter'; userId: number; content: string; extra: TNobleEnterExtra }
  | { type: 'system'; userId: number | null; content: string };

/** A room as its announcer read it: enough to place the line and tell the anchor's lines apart. */
export type KnownRoom = { id: number; anchorId: number };

/** Sending: people's messages (with the user rules), announcements from other capabilities, chat tokens. */
export function sendUseCases(
  ch: ChatChannels,
  deps: {
    repo: ChatRepository;
    counters: SharedCounters;
    mask: (content: string) => Promise<string>;
    now: () => number;
    /** The room's chat modes (slow mode, follower-only). */
    modes?: (roomId: number) => Promise<RoomModeValues>;
    /** Whether the user follows the anchor (follower-only rooms). */
    followsAnchor?: (userId: number, anchorId: number) => Promise<boolean>;
    /** Site-wide sanctions (identity): a muted or banned user, a banned address or device. */
    maySpeak: (userId: number, from?: ClientOrigin) => Promise<void>;
  },
) {
  const { repo, counters, mask, now, modes, followsAnchor, maySpeak } = deps;
  /** In a follower-only room the anchor, its managers and the anchor's followers may speak. */
  async function mayFollowerSpeak(roomId: number, anchorId: number | null, uid: number): Promise<boolean> {
    if (anchorId === null || uid === anchorId) return true;
    if (await followsAnchor?.(uid, anchorId)) return true;
    return (await repo.managerIds(roomId)).some((m) => Number(m.user_id) === uid);
  }
  return {
    /**
     * A user's message from `from` (address and device). Refused (nothing stored, nothing pushed): not
     * logged in, muted or banned site-wide or from a banned address or device, muted in the room, not a follower in a
     * follower-only room, empty, longer than CHAT_MAX_LENGTH, faster than CHAT_RATE or the room's
     * slow mode. Banned words are masked with `**`. `author`: the session's user as the caller has
     * just read them (the line shows them without reading them again).
     */
    async send(
      userId: number | null,
      input: {
        roomId?: number;
        matchId?: number;
        channel?: string;
        content: string;
        token?: string;
        from?: ClientOrigin;
        author?: LineAuthor;
      },
    ) {
      const channel = await ch.channelOf(input);
      let uid = userId;
      if (uid === null && input.token) {
        const t = await repo.token(hashToken(input.token), now());
        if (!t || t.grp !== ch.topicOf(channel)) throw new AppError('CHAT_TOKEN_INVALID');
        uid = Number(t.user_id);
      }
      if (uid === null) throw new AppError('UNAUTHORIZED');
      await maySpeak(uid, input.from);
      if (channel.roomId !== null && (await ch.activeForbid(channel.roomId, uid))) throw new AppError('CHAT_FORBIDDEN');
      const mode = channel.roomId !== null && modes ? await modes(channel.roomId) : { slowSeconds: 0, followersOnly: false };
      if (mode.followersOnly && channel.roomId !== null && !(await mayFollowerSpeak(channel.roomId, channel.anchorId, uid)))
        throw new AppError('CHAT_FOLLOWERS_ONLY');
      const content = clean(input.content);
      if (!content) throw new AppError('CHAT_EMPTY');
      if (lengthOf(content) > CHAT_MAX_LENGTH) throw new AppError('CHAT_TOO_LONG');
      if (!(await counters.take(`chat:u:${uid}`, CHAT_RATE.burst, CHAT_RATE.perMs))) throw new AppError('CHAT_TOO_FAST');
      const slow = mode.slowSeconds;
      if (slow > 0 && !(await counters.take(`chat:slow:${channel.roomId}:${uid}`, 1, slow * 1000))) throw new AppError('CHAT_SLOW_MODE');
      const masked = await mask(content);
      const onlyEmoji = splitEmoji(masked).every((p) => 'emoji' in p || !p.text.trim());
      // The session's user as the caller read them; a chat token's user is read with the line.
      const author = uid === userId ? input.author : undefined;
      return ch.post(channel, uid, { type: onlyEmoji ? 'emoji' : 'text', extra: null }, masked, author);
    },

    /**
     * A money event in a room (a gift, a red packet, a noble's entry) or a system line from another
     * capability: stored and pushed with its typed details. No user rules apply; the caller has
     * already checked and booked the event. A caller that has just read the room passes it (its id
     * and anchor) so it is not read again; given an id, the room is looked up.
     */
    async announce(room: number | KnownRoom, input: RoomAnnouncement) {
      const channel = ch.roomChannel(typeof room === 'number' ? await ch.room(room) : room);
      const kind: LineKind = input.type === 'system' ? SYSTEM_LINE : input;
      const author = input.type === 'gift' ? input.author : undefined;
      return ch.post(channel, input.userId, kind, clean(input.content), author);
    },

    /** A chat token for a group (room or match channel), for a client that cannot send the session. */
    async token(userId: number, group: string) {
      const channel = await ch.channelOf({ channel: group });
      const token = randomBytes(24).toString('base64url');
      const expiresAt = now() + CHAT_TOKEN_TTL_MS;
      const grp = ch.topicOf(channel);
      await repo.insertToken({ token_hash: hashToken(token), user_id: userId, grp, expires_at: expiresAt, created_at: now() });
      return { token, group: grp, expiresAt };
    },
  };
}
