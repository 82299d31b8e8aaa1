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
  };
  chat_manager: { id: Generated<number>; room_id: number; user_id: number; by_user_id: number; created_at: number };
  /** Mute list; `until` null = until lifted. */
  chat_forbid: { id: Generated<number>; room_id: number; user_id: number; until: number | null; by_user_id: number; created_at: number };
  chat_welcome: { id: Generated<number>; user_id: number; content: string; in_use: Generated<number>; created_at: number };
  chat_banned_word: { id: Generated<number>; word: string; created_at: number };
  chat_horn: { id: Generated<number>; user_id: number | null; room_id: number | null; content: string; created_at: number };
  chat_token: { id: Generated<number>; token_hash: string; user_id: number; grp: string; expires_at: number; created_at: number };
}
