import { ZChatMessageSchema, type TChatMessage, type THorn, type TRoomMember } from '@sports/contracts';
import type { ChatRepository } from './repository';

type MessageRow = Awaited<ReturnType<ChatRepository['page']>>[number];
type MemberRow = Awaited<ReturnType<ChatRepository['members']>>['rows'][number];
type HornRow = Awaited<ReturnType<ChatRepository['horns']>>['rows'][number];
export type ChatRoles = { anchorId: number | null; managers: Set<number> };

const PLAIN_TYPES = new Set(['text', 'emoji', 'system', 'welcome', 'horn']);

/** A line's kind with its details, typed together (a gift line carries a gift's details, a text line none). */
export type LineKind = TChatMessage extends infer M ? (M extends TChatMessage ? Pick<M, 'type' | 'extra'> : never) : never;

/** The kind of a room's own lines (a manager set, a mute, a mode changed). */
export const SYSTEM_LINE: LineKind = { type: 'system', extra: null };

/** The role a line shows for its author. */
function roleOf(userId: number | null, roles: ChatRoles): TChatMessage['role'] {
  return userId === null ? 'system' : userId === roles.anchorId ? 'anchor' : roles.managers.has(userId) ? 'manager' : 'user';
}

/** A line as it was just stored (its columns as given, its id as the insert answered). */
export interface StoredLine {
  id: number;
  room_id: number | null;
  match_id: number | null;
  user_id: number | null;
  content: string;
  created_at: number;
  nick_name: string | null;
  portrait: string | null;
  level: number | null;
  noble: number | null;
}

/**
 * A line just stored, as chat shows it, without reading it back: the same answer as
 * `presentMessage` of its row, but its details are the typed ones it was stored with (nothing to
 * parse back or check again).
 */
export function presentNewLine(line: StoredLine, kind: LineKind, roles: ChatRoles): TChatMessage {
  return {
    id: line.id,
    roomId: line.room_id,
    matchId: line.match_id,
    userId: line.user_id,
    nickName: line.nick_name ?? '系统消息',
    portrait: line.portrait ?? '',
    level: line.level ?? 0,
    role: roleOf(line.user_id, roles),
    content: line.content,
    createdAt: line.created_at,
    noble: line.noble,
    type: kind.type,
    extra: kind.extra,
    // LineKind pairs the kind with its details, which TypeScript cannot follow through the two fields.
  } as TChatMessage;
}

/**
 * A stored line as chat shows it, typed by its kind: a money line's details are parsed with its
 * schema (a line whose details do not parse is shown as a plain system line, never half-typed).
 */
export function presentMessage(row: MessageRow, roles: ChatRoles): TChatMessage {
  const userId = row.user_id === null ? null : Number(row.user_id);
  const role = roleOf(userId, roles);
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
