import type { Generated } from 'kysely';

/** Tables of the chat capability; times epoch ms, booleans integers. */
export interface ChatTables {
  chat_message: {
    id: Generated<number>;
    room_id: number | null;
    match_id: number | null;
    /** null: a system line. */
    user_id: number | null;
    type: string;
    content: string;
    created_at: number;
    /** The author as shown when the message was sent. */
    nick_name: string | null;
    portrait: string | null;
    level: number | null;
    noble: number | null;
    /** JSON details of a money event (gift, red packet, entry), else null. */
    extra: string | null;
  };
  /** Room managers, with the people as they were named when added. */
  chat_manager: {
    id: Generated<number>;
    room_id: number;
    user_id: number;
    by_user_id: number;
    created_at: number;
    nick_name: string;
    portrait: string;
    by_nick_name: string;
  };
  /** Mute list; `until` null = until lifted. */
  chat_forbid: {
    id: Generated<number>;
    room_id: number;
    user_id: number;
    until: number | null;
    by_user_id: number;
    created_at: number;
    nick_name: string;
    portrait: string;
    by_nick_name: string;
  };
  chat_welcome: { id: Generated<number>; user_id: number; content: string; in_use: Generated<number>; created_at: number };
  chat_banned_word: { id: Generated<number>; word: string; created_at: number };
  /** Operators' per-room modes: slow mode in seconds between one user's messages (0 off). */
  chat_room_mode: { room_id: number; slow_seconds: Generated<number>; updated_at: number; followers_only: Generated<number> };
  chat_horn: {
    id: Generated<number>;
    user_id: number | null;
    room_id: number | null;
    content: string;
    created_at: number;
    nick_name: string | null;
  };
  chat_token: { id: Generated<number>; token_hash: string; user_id: number; grp: string; expires_at: number; created_at: number };
}
