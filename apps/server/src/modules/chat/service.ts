import { randomBytes } from 'node:crypto';
import {
  CHAT_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_RATE,
  EMOJI_SET,
  WELCOME_MAX_COUNT,
  matchTopic,
  roomTopic,
  splitEmoji,
  topicMatchId,
  topicRoomId,
  type TChatInfo,
  type TChatMessage,
  type TChatMessageType,
  type TChatPage,
  type TChatSnapshot,
  type THorn,
  type TPage,
  type TRoomMember,
  type TWelcomeItem,
} from '@sports/contracts';
import { AppError } from '../../http/errors';
import { memoryCounters, type SharedCounters } from '../../state/counters';
import type { LiveBus } from '../../realtime/bus';
import { hashToken, type TPublicUser } from '../identity';
import { bannedWordRules } from './banned-words';
import type { ChatChannel, ChatRepository } from './repository';
import { clean, lengthOf } from './text';

/** How long a chat token (/tapi/chat/getToken/new) is good for. */
export const CHAT_TOKEN_TTL_MS = 2 * 3600_000;
const HORN_MAX_LENGTH = 100;

type MessageRow = Awaited<ReturnType<ChatRepository['page']>>[number];
/** A chat channel with the anchor of its room. */
type Channel = ChatChannel & { anchorId: number | null };

/** A person as chat shows them. */
/** What chat needs from other capabilities (rooms, matches, users, nobility), through their services. */
export interface ChatPorts {
  room(roomId: number): Promise<{ id: number; anchorId: number; notice: string; matchId: number | null } | null>;
  matchExists(matchId: number): Promise<boolean>;
  user(userId: number): Promise<TPublicUser | null>;
  userByNick(nickName: string): Promise<TPublicUser | null>;
  /** The user's current noble rank (1 = lowest), or null; absent: no nobility. */
  nobleOf?(userId: number): Promise<number | null>;
}

export interface ChatDeps {
  repo: ChatRepository;
  bus: LiveBus;
  ports: ChatPorts;
  /** Where the per-user pacing is counted (shared across processes with Redis). */
  counters?: SharedCounters;
  now?: () => number;
}

/**
 * Room and match chat: sending (login, mute list, length, banned words, rate limit), history,
 * live push on the room's topic, managers and mutes, welcome messages, notices, horns.
 */
export function chatService({ repo, bus, ports, counters = memoryCounters(), now = Date.now }: ChatDeps) {
  const words = bannedWordRules(repo, now);
  const mask = (content: string) => words.mask(content);

  async function room(roomId: number) {
    const r = await ports.room(roomId);
    if (!r) throw new AppError('ROOM_NOT_FOUND');
    return r;
  }

  /** A channel with its room's anchor (null on a match page), so the roles need no second room read. */
  async function channelOf(input: { roomId?: number; matchId?: number; channel?: string }): Promise<Channel> {
    let roomId = input.roomId;
    let matchId = input.matchId;
    if (input.channel && roomId === undefined && matchId === undefined) {
      const c = input.channel.trim();
      roomId = topicRoomId(c) ?? (/^[1-9]\d{0,14}$/.test(c) ? Number(c) : undefined);
      matchId = topicMatchId(c) ?? undefined;
    }
    if (roomId !== undefined) return roomChannel(await room(roomId));
    if (matchId !== undefined) {
      if (!(await ports.matchExists(matchId))) throw new AppError('MATCH_NOT_FOUND');
      return { roomId: null, matchId, anchorId: null };
    }
    throw new AppError('CHAT_CHANNEL_INVALID');
  }
  const roomChannel = (r: { id: number; anchorId: number }): Channel => ({ roomId: r.id, matchId: null, anchorId: r.anchorId });
  const topicOf = (ch: ChatChannel) => (ch.roomId !== null ? roomTopic(ch.roomId) : matchTopic(ch.matchId));

  /** Roles in a room: the anchor and the managers. */
  async function rolesOf(ch: Channel) {
    if (ch.roomId === null) return { anchorId: null, managers: new Set<number>() };
    const managers = new Set((await repo.managerIds(ch.roomId)).map((m) => Number(m.user_id)));
    return { anchorId: ch.anchorId, managers };
  }
  function present(row: MessageRow, roles: { anchorId: number | null; managers: Set<number> }): TChatMessage {
    const userId = row.user_id === null ? null : Number(row.user_id);
    const role = userId === null ? 'system' : userId === roles.anchorId ? 'anchor' : roles.managers.has(userId) ? 'manager' : 'user';
    return {
      id: Number(row.id),
      roomId: row.room_id === null ? null : Number(row.room_id),
      matchId: row.match_id === null ? null : Number(row.match_id),
      userId,
      nickName: row.nick_name ?? '系统消息',
      portrait: row.portrait ?? '',
      level: row.level ?? 0,
      role,
      type: row.type as TChatMessageType,
      content: row.content,
      createdAt: Number(row.created_at),
      noble: row.noble === null ? null : Number(row.noble),
      extra: row.extra ? (JSON.parse(row.extra) as Record<string, unknown>) : null,
    };
  }

  async function activeForbid(roomId: number, userId: number) {
    const f = await repo.forbidOf(roomId, userId);
    if (!f) return null;
    if (f.until !== null && Number(f.until) <= now()) return null;
    return { id: Number(f.id), until: f.until === null ? null : Number(f.until) };
  }

  /** Stores a message, with its author as they are now, and pushes it on the channel's topic. */
  async function post(
    ch: Channel,
    userId: number | null,
    type: TChatMessageType,
    content: string,
    extra?: Record<string, unknown>,
  ): Promise<TChatMessage> {
    const author = userId === null ? null : await ports.user(userId);
    if (userId !== null && !author) throw new AppError('UNAUTHORIZED');
    const noble = author && ports.nobleOf ? await ports.nobleOf(author.id) : null;
    const row = await repo.insertMessage({
      room_id: ch.roomId,
      match_id: ch.matchId,
      user_id: userId,
      type,
      content,
      created_at: now(),
      nick_name: author?.nickName ?? null,
      portrait: author?.portrait ?? null,
      level: author?.level ?? null,
      noble,
      extra: extra ? JSON.stringify(extra) : null,
    });
    const message = present(row, await rolesOf(ch));
    await bus.publish(topicOf(ch), 'chat', message);
    return message;
  }

  async function pageOf(ch: Channel, before: number | undefined, pageSize: number): Promise<TChatPage> {
    const rows = await repo.page(ch, before, pageSize + 1);
    const roles = await rolesOf(ch);
    return {
      list: rows
        .slice(0, pageSize)
        .reverse()
        .map((r) => present(r, roles)),
      hasMore: rows.length > pageSize,
      pageSize,
    };
  }

  async function canMute(roomId: number, userId: number) {
    const r = await room(roomId);
    if (r.anchorId === userId) return { room: r, isAnchor: true, isManager: false };
    const isManager = Boolean(await repo.isManager(roomId, userId));
    return { room: r, isAnchor: false, isManager };
  }

  function member(row: Awaited<ReturnType<ChatRepository['members']>>['rows'][number]): TRoomMember {
    return {
      id: Number(row.id),
      roomId: Number(row.room_id),
      userId: Number(row.user_id),
      nickName: row.nick_name,
      portrait: row.portrait,
      until: row.until === null || row.until === undefined ? null : Number(row.until),
      byNickName: row.by_nick_name,
      createdAt: Number(row.created_at),
    };
  }

  async function anchorUser(userId: number) {
    const u = await ports.user(userId);
    if (!u) throw new AppError('UNAUTHORIZED');
    if (!u.isAnchor) throw new AppError('NOT_ANCHOR');
    return u;
  }

  return {
    /**
     * A user's message. Refused (nothing stored, nothing pushed): not logged in, muted in the room,
     * empty, longer than CHAT_MAX_LENGTH, faster than CHAT_RATE. Banned words are masked with `**`.
     */
    async send(userId: number | null, input: { roomId?: number; matchId?: number; channel?: string; content: string; token?: string }) {
      const ch = await channelOf(input);
      let uid = userId;
      if (uid === null && input.token) {
        const t = await repo.token(hashToken(input.token), now());
        if (!t || t.grp !== topicOf(ch)) throw new AppError('CHAT_TOKEN_INVALID');
        uid = Number(t.user_id);
      }
      if (uid === null) throw new AppError('UNAUTHORIZED');
      if (ch.roomId !== null && (await activeForbid(ch.roomId, uid))) throw new AppError('CHAT_FORBIDDEN');
      const content = clean(input.content);
      if (!content) throw new AppError('CHAT_EMPTY');
      if (lengthOf(content) > CHAT_MAX_LENGTH) throw new AppError('CHAT_TOO_LONG');
      if (!(await counters.take(`chat:u:${uid}`, CHAT_RATE.burst, CHAT_RATE.perMs))) throw new AppError('CHAT_TOO_FAST');
      const masked = await mask(content);
      const onlyEmoji = splitEmoji(masked).every((p) => 'emoji' in p || !p.text.trim());
      return post(ch, uid, onlyEmoji ? 'emoji' : 'text', masked);
    },

    /**
     * A money event in a room (a gift, a red packet, a noble's entry) from another capability:
     * stored and pushed like a message, with its details in `extra`. No user rules apply; the
     * caller has already checked and booked the event.
     */
    async announce(
      roomId: number,
      input: { type: 'gift' | 'redpacket' | 'enter' | 'system'; userId: number | null; content: string; extra?: Record<string, unknown> },
    ) {
      return post(roomChannel(await room(roomId)), input.userId, input.type, clean(input.content), input.extra);
    },

    /** History, oldest first within the page; `before` pages back. */
    async page(input: { roomId?: number; matchId?: number; channel?: string; before?: number; pageSize?: number }): Promise<TChatPage> {
      return pageOf(await channelOf(input), input.before, input.pageSize ?? CHAT_PAGE_SIZE);
    },

    /** The resync snapshot of a `room:<id>` topic, or null for another topic or an unknown room. */
    async snapshot(topic: string): Promise<TChatSnapshot | null> {
      const roomId = topicRoomId(topic);
      const r = roomId === null ? null : await ports.room(roomId);
      if (roomId === null || !r) return null;
      const { list } = await pageOf(roomChannel(r), undefined, CHAT_PAGE_SIZE);
      return { roomId, messages: list };
    },

    async welcome(roomId: number) {
      const r = await room(roomId);
      const anchor = await ports.user(r.anchorId);
      const w = await repo.welcomeInUse(r.anchorId);
      return { roomId, content: w?.content ?? null, anchorNickName: anchor?.nickName ?? '' };
    },
    async notice(roomId: number) {
      const r = await room(roomId);
      return { roomId, notice: r.notice };
    },
    async info(roomId: number, userId: number | null): Promise<TChatInfo> {
      const r = await room(roomId);
      const anchor = await ports.user(r.anchorId);
      const w = await repo.welcomeInUse(r.anchorId);
      const isAnchor = userId === r.anchorId;
      const isManager = userId !== null && !isAnchor && Boolean(await repo.isManager(roomId, userId));
      const f = userId !== null ? await activeForbid(roomId, userId) : null;
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

    // Managers: only the room's anchor sets them.
    async managers(actorId: number, q: { roomId: number; nickName?: string; page: number; pageSize: number }): Promise<TPage<TRoomMember>> {
      const r = await room(q.roomId);
      if (r.anchorId !== actorId) throw new AppError('CHAT_NOT_ROOM_ANCHOR');
      const { total, rows } = await repo.members('chat_manager', q.roomId, { ...q, now: now() });
      return { list: rows.map(member), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
    async addManager(actorId: number, roomId: number, nickName: string) {
      const r = await room(roomId);
      if (r.anchorId !== actorId) throw new AppError('CHAT_NOT_ROOM_ANCHOR');
      const target = await ports.userByNick(nickName);
      if (!target) throw new AppError('CHAT_USER_NOT_FOUND');
      if (target.id === actorId) throw new AppError('CHAT_SELF');
      if (await repo.isManager(roomId, target.id)) throw new AppError('CHAT_ALREADY_MANAGER');
      const by = await ports.user(actorId);
      await repo.addManager({
        room_id: roomId,
        user_id: target.id,
        by_user_id: actorId,
        created_at: now(),
        nick_name: target.nickName,
        portrait: target.portrait,
        by_nick_name: by?.nickName ?? '',
      });
      await post(roomChannel(r), null, 'system', `${target.nickName} 被主播设为房管`);
    },
    async removeManager(actorId: number, id: number) {
      const m = await repo.member('chat_manager', id);
      if (!m) throw new AppError('CHAT_RECORD_NOT_FOUND');
      const r = await room(Number(m.room_id));
      if (r.anchorId !== actorId) throw new AppError('CHAT_NOT_ROOM_ANCHOR');
      await repo.removeMember('chat_manager', id);
    },

    // Mutes: the anchor and the room's managers; never the anchor or a manager.
    async forbids(actorId: number, q: { roomId: number; nickName?: string; page: number; pageSize: number }): Promise<TPage<TRoomMember>> {
      const rights = await canMute(q.roomId, actorId);
      if (!rights.isAnchor && !rights.isManager) throw new AppError('CHAT_NO_MUTE_RIGHT');
      const { total, rows } = await repo.members('chat_forbid', q.roomId, { ...q, now: now() });
      return { list: rows.map(member), totalNumber: total, page: q.page, pageSize: q.pageSize };
    },
    async addForbid(actorId: number, roomId: number, nickName: string, minutes?: number) {
      const rights = await canMute(roomId, actorId);
      if (!rights.isAnchor && !rights.isManager) throw new AppError('CHAT_NO_MUTE_RIGHT');
      const target = await ports.userByNick(nickName);
      if (!target) throw new AppError('CHAT_USER_NOT_FOUND');
      const targetId = target.id;
      if (targetId === actorId) throw new AppError('CHAT_SELF');
      if (targetId === rights.room.anchorId || (await repo.isManager(roomId, targetId))) throw new AppError('CHAT_CANNOT_MUTE');
      if (await activeForbid(roomId, targetId)) throw new AppError('CHAT_ALREADY_FORBIDDEN');
      const until = minutes ? now() + minutes * 60_000 : null;
      const by = await ports.user(actorId);
      await repo.upsertForbid({
        room_id: roomId,
        user_id: targetId,
        until,
        by_user_id: actorId,
        created_at: now(),
        nick_name: target.nickName,
        portrait: target.portrait,
        by_nick_name: by?.nickName ?? '',
      });
      await post(roomChannel(rights.room), null, 'system', `${target.nickName} 已被禁言${minutes ? `${minutes}分钟` : ''}`);
    },
    async removeForbid(actorId: number, id: number) {
      const m = await repo.member('chat_forbid', id);
      if (!m) throw new AppError('CHAT_RECORD_NOT_FOUND');
      const rights = await canMute(Number(m.room_id), actorId);
      if (!rights.isAnchor && !rights.isManager) throw new AppError('CHAT_NO_MUTE_RIGHT');
      await repo.removeMember('chat_forbid', id);
    },

    // Anchor welcome messages (/tapi/user/wel/*).
    async welcomes(userId: number): Promise<TWelcomeItem[]> {
      await anchorUser(userId);
      return (await repo.welcomes(userId)).map((w) => ({
        id: Number(w.id),
        content: w.content,
        inUse: Boolean(w.in_use),
        createdAt: Number(w.created_at),
      }));
    },
    async addWelcome(userId: number, content: string) {
      await anchorUser(userId);
      if ((await repo.welcomes(userId)).length >= WELCOME_MAX_COUNT) throw new AppError('WELCOME_LIMIT');
      await repo.addWelcome(userId, await mask(clean(content)), now());
    },
    async editWelcome(userId: number, id: number, content: string) {
      await anchorUser(userId);
      if (!(await repo.editWelcome(userId, id, await mask(clean(content))))) throw new AppError('CHAT_RECORD_NOT_FOUND');
    },
    async deleteWelcome(userId: number, id: number) {
      await anchorUser(userId);
      if (!(await repo.deleteWelcome(userId, id))) throw new AppError('CHAT_RECORD_NOT_FOUND');
    },
    async useWelcome(userId: number, id: number) {
      await anchorUser(userId);
      if (!(await repo.useWelcome(userId, id))) throw new AppError('CHAT_RECORD_NOT_FOUND');
    },

    // Horns: announcements across every room.
    async horns(page: number, pageSize: number): Promise<TPage<THorn>> {
      const { total, rows } = await repo.horns(page, pageSize);
      return {
        list: rows.map((h) => ({
          id: Number(h.id),
          userId: h.user_id === null ? null : Number(h.user_id),
          nickName: h.nick_name ?? '系统公告',
          roomId: h.room_id === null ? null : Number(h.room_id),
          content: h.content,
          createdAt: Number(h.created_at),
        })),
        totalNumber: total,
        page,
        pageSize,
      };
    },
    async latestHorn(): Promise<THorn | null> {
      return (await this.horns(1, 1)).list[0] ?? null;
    },

    // Banned words: this process enforces a change at once, others within BANNED_WORDS_TTL_MS.
    bannedWords: () => words.list(),
    addBannedWord: (word: string) => words.add(word),
    removeBannedWord: (word: string) => words.remove(word),

    /** A horn announcement from the operators (系统公告). */
    async systemHorn(content: string): Promise<number> {
      const c = clean(content);
      if (!c) throw new Error('请输入喇叭内容');
      if (lengthOf(c) > HORN_MAX_LENGTH) throw new Error(`喇叭内容不能超过${HORN_MAX_LENGTH}个字`);
      return repo.addHorn({ user_id: null, room_id: null, content: c, created_at: now(), nick_name: null });
    },

    /** A chat token for a group (room or match channel), for a client that cannot send the session. */
    async token(userId: number, group: string) {
      const ch = await channelOf({ channel: group });
      const token = randomBytes(24).toString('base64url');
      const expiresAt = now() + CHAT_TOKEN_TTL_MS;
      await repo.insertToken({ token_hash: hashToken(token), user_id: userId, grp: topicOf(ch), expires_at: expiresAt, created_at: now() });
      return { token, group: topicOf(ch), expiresAt };
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
