import { randomBytes } from 'node:crypto';
import {
  CHAT_MASK,
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
import type { LiveBus } from '../../realtime/bus';
import { hashToken } from '../identity/service';
import type { ChatChannel, ChatRepository } from './repository';

/** How long a chat token (/tapi/chat/getToken/new) is good for. */
export const CHAT_TOKEN_TTL_MS = 2 * 3600_000;
/** Banned words are read again after this long (an admin command in another process may change them). */
const WORDS_TTL_MS = 10_000;

type MessageRow = Awaited<ReturnType<ChatRepository['page']>>[number];

/** Control characters (except none: a chat line is one line) are dropped; whitespace runs collapse. */
function clean(content: string): string {
  // eslint-disable-next-line no-control-regex
  return content.replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, ' ').replace(/\s+/g, ' ').trim();
}
const lengthOf = (s: string) => [...s].length;

/** Token bucket per key: `burst` at once, then one every `perMs`. In process memory. */
function tokenBuckets(now: () => number, burst: number, perMs: number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string): boolean {
      const t = now();
      if (buckets.size > 50_000) for (const [k, b] of buckets) if (t - b.at > burst * perMs) buckets.delete(k);
      const b = buckets.get(key) ?? { tokens: burst, at: t };
      b.tokens = Math.min(burst, b.tokens + (t - b.at) / perMs);
      b.at = t;
      buckets.set(key, b);
      if (b.tokens < 1) return false;
      b.tokens -= 1;
      return true;
    },
  };
}

export interface ChatDeps {
  repo: ChatRepository;
  bus: LiveBus;
  now?: () => number;
}

/**
 * Room and match chat: sending (login, mute list, length, banned words, rate limit), history,
 * live push on the room's topic, managers and mutes, welcome messages, notices, horns.
 */
export function chatService({ repo, bus, now = Date.now }: ChatDeps) {
  const rate = tokenBuckets(now, CHAT_RATE.burst, CHAT_RATE.perMs);
  let words: { list: string[]; at: number } | null = null;

  async function bannedWords(): Promise<string[]> {
    if (!words || now() - words.at > WORDS_TTL_MS) {
      const rows = await repo.bannedWords();
      // Longest first, so a longer word is masked whole before a shorter one inside it.
      words = { list: rows.map((r) => r.word).sort((a, b) => b.length - a.length), at: now() };
    }
    return words.list;
  }
  /** Every occurrence of a banned word (case-insensitive) becomes `**`. */
  async function mask(content: string): Promise<string> {
    let out = content;
    for (const w of await bannedWords()) {
      const re = new RegExp(w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
      out = out.replace(re, CHAT_MASK);
    }
    return out;
  }

  async function room(roomId: number) {
    const r = await repo.room(roomId);
    if (!r) throw new AppError('ROOM_NOT_FOUND');
    return { id: Number(r.id), anchorId: Number(r.anchor_id), notice: r.notice, matchId: r.match_id === null ? null : Number(r.match_id) };
  }

  async function channelOf(input: { roomId?: number; matchId?: number; channel?: string }): Promise<ChatChannel> {
    let roomId = input.roomId;
    let matchId = input.matchId;
    if (input.channel && roomId === undefined && matchId === undefined) {
      const c = input.channel.trim();
      roomId = topicRoomId(c) ?? (/^[1-9]\d{0,14}$/.test(c) ? Number(c) : undefined);
      matchId = topicMatchId(c) ?? undefined;
    }
    if (roomId !== undefined) {
      await room(roomId);
      return { roomId, matchId: null };
    }
    if (matchId !== undefined) {
      if (!(await repo.matchExists(matchId))) throw new AppError('MATCH_NOT_FOUND');
      return { roomId: null, matchId };
    }
    throw new AppError('CHAT_CHANNEL_INVALID');
  }
  const topicOf = (ch: ChatChannel) => (ch.roomId !== null ? roomTopic(ch.roomId) : matchTopic(ch.matchId));

  /** Roles in a room: the anchor and the managers. */
  async function rolesOf(ch: ChatChannel) {
    if (ch.roomId === null) return { anchorId: null, managers: new Set<number>() };
    const r = await room(ch.roomId);
    const managers = new Set((await repo.managerIds(ch.roomId)).map((m) => Number(m.user_id)));
    return { anchorId: r.anchorId, managers };
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
    };
  }

  async function activeForbid(roomId: number, userId: number) {
    const f = await repo.forbidOf(roomId, userId);
    if (!f) return null;
    if (f.until !== null && Number(f.until) <= now()) return null;
    return { id: Number(f.id), until: f.until === null ? null : Number(f.until) };
  }

  /** Stores a message and pushes it on the channel's topic. */
  async function post(ch: ChatChannel, userId: number | null, type: TChatMessageType, content: string): Promise<TChatMessage> {
    const id = await repo.insertMessage({ room_id: ch.roomId, match_id: ch.matchId, user_id: userId, type, content, created_at: now() });
    const row = await repo.messageById(id);
    if (!row) throw new Error('chat message not stored');
    const message = present(row, await rolesOf(ch));
    await bus.publish(topicOf(ch), 'chat', message);
    return message;
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
      byNickName: row.by_nick ?? '',
      createdAt: Number(row.created_at),
    };
  }

  async function anchorUser(userId: number) {
    const u = await repo.user(userId);
    if (!u) throw new AppError('UNAUTHORIZED');
    if (!u.is_anchor) throw new AppError('NOT_ANCHOR');
    return u;
  }

  return {
    channelOf,
    topicOf,

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
      if (!rate.take(`u:${uid}`)) throw new AppError('CHAT_TOO_FAST');
      const masked = await mask(content);
      const onlyEmoji = splitEmoji(masked).every((p) => 'emoji' in p || !p.text.trim());
      return post(ch, uid, onlyEmoji ? 'emoji' : 'text', masked);
    },

    /** History, oldest first within the page; `before` pages back. */
    async page(input: { roomId?: number; matchId?: number; channel?: string; before?: number; pageSize?: number }): Promise<TChatPage> {
      const ch = await channelOf(input);
      const pageSize = input.pageSize ?? CHAT_PAGE_SIZE;
      const rows = await repo.page(ch, input.before, pageSize + 1);
      const roles = await rolesOf(ch);
      return { list: rows.slice(0, pageSize).reverse().map((r) => present(r, roles)), hasMore: rows.length > pageSize, pageSize };
    },

    /** The resync snapshot of a `room:<id>` topic, or null for another topic or an unknown room. */
    async snapshot(topic: string): Promise<TChatSnapshot | null> {
      const roomId = topicRoomId(topic);
      if (roomId === null || !(await repo.room(roomId))) return null;
      const { list } = await this.page({ roomId });
      return { roomId, messages: list };
    },

    async welcome(roomId: number) {
      const r = await room(roomId);
      const anchor = await repo.user(r.anchorId);
      const w = await repo.welcomeInUse(r.anchorId);
      return { roomId, content: w?.content ?? null, anchorNickName: anchor?.nick_name ?? '' };
    },
    async notice(roomId: number) {
      const r = await room(roomId);
      return { roomId, notice: r.notice };
    },
    async info(roomId: number, userId: number | null): Promise<TChatInfo> {
      const r = await room(roomId);
      const anchor = await repo.user(r.anchorId);
      const w = await repo.welcomeInUse(r.anchorId);
      const isAnchor = userId === r.anchorId;
      const isManager = userId !== null && !isAnchor && Boolean(await repo.isManager(roomId, userId));
      const f = userId !== null ? await activeForbid(roomId, userId) : null;
      return {
        roomId,
        topic: roomTopic(roomId),
        anchorId: r.anchorId,
        anchorNickName: anchor?.nick_name ?? '',
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
      const target = await repo.userByNick(nickName);
      if (!target) throw new AppError('CHAT_USER_NOT_FOUND');
      if (Number(target.id) === actorId) throw new AppError('CHAT_SELF');
      if (await repo.isManager(roomId, Number(target.id))) throw new AppError('CHAT_ALREADY_MANAGER');
      await repo.addManager({ room_id: roomId, user_id: Number(target.id), by_user_id: actorId, created_at: now() });
      await post({ roomId, matchId: null }, null, 'system', `${target.nick_name} 被主播设为房管`);
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
      const target = await repo.userByNick(nickName);
      if (!target) throw new AppError('CHAT_USER_NOT_FOUND');
      const targetId = Number(target.id);
      if (targetId === actorId) throw new AppError('CHAT_SELF');
      if (targetId === rights.room.anchorId || (await repo.isManager(roomId, targetId))) throw new AppError('CHAT_CANNOT_MUTE');
      if (await activeForbid(roomId, targetId)) throw new AppError('CHAT_ALREADY_FORBIDDEN');
      const until = minutes ? now() + minutes * 60_000 : null;
      await repo.upsertForbid({ room_id: roomId, user_id: targetId, until, by_user_id: actorId, created_at: now() });
      await post({ roomId, matchId: null }, null, 'system', `${target.nick_name} 已被禁言${minutes ? `${minutes}分钟` : ''}`);
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
      return (await repo.welcomes(userId)).map((w) => ({ id: Number(w.id), content: w.content, inUse: Boolean(w.in_use), createdAt: Number(w.created_at) }));
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
    async addHorn(content: string, opts: { userId?: number; roomId?: number } = {}) {
      const text = clean(content);
      if (!text) throw new AppError('CHAT_EMPTY');
      return repo.addHorn({ user_id: opts.userId ?? null, room_id: opts.roomId ?? null, content: await mask(text), created_at: now() });
    },

    // Banned words (admin).
    bannedWords: () => repo.bannedWords(),
    async addBannedWord(word: string) {
      const w = clean(word);
      if (!w) throw new Error('违禁词不能为空');
      words = null;
      return repo.addBannedWord(w, now());
    },
    async removeBannedWord(word: string) {
      words = null;
      return repo.removeBannedWord(clean(word));
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
