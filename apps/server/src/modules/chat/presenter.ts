import { ZChatMessageSchema, type TChatMessage, type THorn, type TRoomMember } from '@sports/contracts';
import type { ChatRepository } from './repository';

type MessageRow = Awaited<ReturnType<ChatRepository['page']>>[number];
type MemberRow = Awaited<ReturnType<ChatRepository['members']>>['rows'][number];
type HornRow = Awaited<ReturnType<ChatRepository['horns']>>['rows'][number];
export type ChatRoles = { anchorId: number | null; managers: Set<number> };

const PLAIN_TYPES = new Set(['text', 'emoji', 'system', 'welcome', 'horn']);

/**
 * A stored line as chat shows it, typed by its kind: a money line's details are parsed with its
 * schema (a line whose details do not parse is shown as a plain system line, never half-typed).
 */
export function presentMessage(row: MessageRow, roles: ChatRoles): TChatMessage {
  const userId = row.user_id === null ? null : Number(row.user_id);
  const role = userId === null ? 'system' : userId === roles.anchorId ? 'anchor' : roles.managers.has(userId) ? 'manager' : 'user';
  const base = {
    id: Number(row.id),
    roomId: row.room_id === null ? null : Number(row.room_id),
    matchId: row.match_id === null ? null : Number(row.match_id),
    userId,
    nickName: row.nick_name ?? '系统消息',
    portrait: row.portrait ?? '',
    level: row.level ?? 0,
    role,
    content: row.content,
    createdAt: Number(row.created_at),
    noble: row.noble === null ? null : Number(row.noble),
  } as const;
  const extra: unknown = PLAIN_TYPES.has(row.type) || !row.extra ? null : JSON.parse(row.extra);
  const parsed = ZChatMessageSchema.safeParse({ ...base, type: row.type, extra });
  return parsed.success ? parsed.data : { ...base, type: 'system', extra: null };
}

export function presentMember(row: MemberRow): TRoomMember {
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

export function presentHorn(h: HornRow): THorn {
  return {
    id: Number(h.id),
    userId: h.user_id === null ? null : Number(h.user_id),
    nickName: h.nick_name ?? '系统公告',
    roomId: h.room_id === null ? null : Number(h.room_id),
    content: h.content,
    createdAt: Number(h.created_at),
  };
}
