import { matchTopic, roomTopic, topicMatchId, topicRoomId, type TChatMessage, type TChatPage } from '@sports/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClientOrigin } from '../../http/client-origin';
import { AppError } from '../../http/errors';
import type { TPublicUser } from '../identity';
import type { ChatEvents } from './events';
import { presentMessage, presentNewLine, type ChatRoles, type LineKind } from './presenter';
import type { ChatChannel, ChatRepository } from './repository';

/** What chat needs from other capabilities (rooms, matches, users, nobility), through their services. */
export interface ChatPorts {
  room(roomId: number): Promise<{ id: number; anchorId: number; notice: string; matchId: number | null } | null>;
  /** The anchor of a room, or null when there is no such room (a room's anchor never changes: live remembers it). */
  anchorOf(roomId: number): Promise<number | null>;
  matchExists(matchId: number): Promise<boolean>;
  user(userId: number): Promise<TPublicUser | null>;
  userByNick(nickName: string): Promise<TPublicUser | null>;
  /** Whether the user follows the anchor (live); absent: a follower-only room lets only its anchor and managers speak. */
  followsAnchor?(userId: number, anchorId: number): Promise<boolean>;
  /** Refuses a user under a site-wide mute or ban, or from a banned address or device (identity's sanctions), with its message. */
  maySpeak(userId: number, from?: ClientOrigin): Promise<void>;
  /** The user's current noble rank (1 = lowest), or null; absent: no nobility. */
  nobleOf?(userId: number): Promise<number | null>;
  /** wallet: one database transaction, for a horn's row and its payment together; absent: horns cannot be bought. */
  transaction?<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /** wallet: books a horn's price paid to the house in `trx`; the buyer's diamonds after it (INSUFFICIENT_BALANCE when short). */
  spend?(trx: Kysely<Database>, ref: string, userId: number, diamonds: number, memo: string): Promise<number>;
  /** wallet: the user's diamonds now, so a horn they cannot pay for is refused before it uses their rate budget. */
  diamonds?(userId: number): Promise<number>;
}

/** The author of a line as it shows them (read when the line is stored, unless the caller knows them). */
export type LineAuthor = { nickName: string; portrait: string; level: number };

/** A chat channel with the anchor of its room. */
export type Channel = ChatChannel & { anchorId: number | null };

/**
 * What every chat use case shares: finding a channel and its roles, storing a line and announcing
 * it (the `chat.posted` event), reading history pages, the mute check.
 */
export function chatChannels(repo: ChatRepository, events: ChatEvents, ports: ChatPorts, now: () => number) {
  async function room(roomId: number) {
    const r = await ports.room(roomId);
    if (!r) throw new AppError('ROOM_NOT_FOUND');
    return r;
  }
  const roomChannel = (r: { id: number; anchorId: number }): Channel => ({ roomId: r.id, matchId: null, anchorId: r.anchorId });
  const topicOf = (ch: ChatChannel) => (ch.roomId !== null ? roomTopic(ch.roomId) : matchTopic(ch.matchId));

  /** A channel with its room's anchor (null on a match page), so the roles need no second room read. */
  async function channelOf(input: { roomId?: number; matchId?: number; channel?: string }): Promise<Channel> {
    let roomId = input.roomId;
    let matchId = input.matchId;
    if (input.channel && roomId === undefined && matchId === undefined) {
      const c = input.channel.trim();
      roomId = topicRoomId(c) ?? (/^[1-9]\d{0,14}$/.test(c) ? Number(c) : undefined);
      matchId = topicMatchId(c) ?? undefined;
    }
    if (roomId !== undefined) {
      const anchorId = await ports.anchorOf(roomId);
      if (anchorId === null) throw new AppError('ROOM_NOT_FOUND');
      return roomChannel({ id: roomId, anchorId });
    }
    if (matchId !== undefined) {
      if (!(await ports.matchExists(matchId))) throw new AppError('MATCH_NOT_FOUND');
      return { roomId: null, matchId, anchorId: null };
    }
    throw new AppError('CHAT_CHANNEL_INVALID');
  }

  /** Roles in a room: the anchor and the managers. */
  async function rolesOf(ch: Channel) {
    if (ch.roomId === null) return { anchorId: null, managers: new Set<number>() };
    const managers = new Set((await repo.managerIds(ch.roomId)).map((m) => Number(m.user_id)));
    return { anchorId: ch.anchorId, managers };
  }

  return {
    room,
    roomChannel,
    topicOf,
    channelOf,

    /**
     * Stores a line, with its author as they are now (`known` when the caller has just read them),
     * and emits it (`chat.posted`) once stored.
     */
    async post(ch: Channel, userId: number | null, kind: LineKind, content: string, known?: LineAuthor) {
      // The author and their rank are independent reads: asked for together.
      const [author, noble] = await Promise.all([
        userId === null ? null : (known ?? ports.user(userId)),
        userId !== null && ports.nobleOf ? ports.nobleOf(userId) : null,
      ]);
      if (userId !== null && !author) throw new AppError('UNAUTHORIZED');
      // A line shows only its own author's role: whether they manage the room is read by the insert
      // itself, and counts only for a room member who is not its anchor.
      const withRole = ch.roomId !== null && userId !== null && userId !== ch.anchorId;
      const line = {
        room_id: ch.roomId,
        match_id: ch.matchId,
        user_id: userId,
        content,
        created_at: now(),
        nick_name: author?.nickName ?? null,
        portrait: author?.portrait ?? null,
        level: author?.level ?? null,
        noble,
      };
      const stored = await repo.insertMessage(
        { ...line, type: kind.type, extra: kind.extra ? JSON.stringify(kind.extra) : null },
        withRole,
      );
      const roles: ChatRoles = { anchorId: ch.anchorId, managers: new Set(stored.manages && userId !== null ? [userId] : []) };
      const message = presentNewLine({ ...line, id: stored.id }, kind, roles);
      await events.emitAndWait('chat.posted', { topic: topicOf(ch), message });
      return message;
    },

    async pageOf(ch: Channel, before: number | undefined, pageSize: number): Promise<TChatPage> {
      const rows = await repo.page(ch, before, pageSize + 1);
      const roles = await rolesOf(ch);
      return {
        list: rows
          .slice(0, pageSize)
          .reverse()
          .map((r) => presentMessage(r, roles)),
        hasMore: rows.length > pageSize,
        pageSize,
      };
    },

    /** A room's lines sent in [from, to), oldest first (a replay's chat). */
    async linesBetween(roomId: number, from: number, to: number, limit: number): Promise<TChatMessage[]> {
      const rows = await repo.between(roomId, from, to, limit);
      const roles = await rolesOf(roomChannel(await room(roomId)));
      return rows.map((r) => presentMessage(r, roles));
    },

    /** The user's mute in the room when it is still running, else null. */
    async activeForbid(roomId: number, userId: number) {
      const f = await repo.forbidOf(roomId, userId);
      if (!f) return null;
      if (f.until !== null && Number(f.until) <= now()) return null;
      return { id: Number(f.id), until: f.until === null ? null : Number(f.until) };
    },
  };
}
export type ChatChannels = ReturnType<typeof chatChannels>;
