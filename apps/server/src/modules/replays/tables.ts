import type { Generated } from 'kysely';

/** Replay states: written as the stream comes in, then finalised (index and poster), or removed. */
export type ReplayState = 'recording' | 'ready' | 'failed' | 'deleted';

/** Tables of the replays capability; times epoch ms. */
export interface ReplayTables {
  replay: {
    id: Generated<number>;
    room_id: number;
    anchor_id: number;
    /** the match the room was bound to when the broadcast began */
    match_id: number | null;
    title: string;
    state: ReplayState;
    /** storage key of the FLV file */
    file_key: string;
    poster_key: string | null;
    started_at: number;
    ended_at: number | null;
    duration_ms: Generated<number>;
    size_bytes: Generated<number>;
    /** how many keyframes the file's seek index holds */
    keyframes: Generated<number>;
    /** JSON [[wallMs, fileMs], …]: where each publish (a resume within the grace) begins on the file's timeline */
    segments: Generated<string>;
    deleted_at: number | null;
    /** 'anchor' or 'retention' */
    deleted_by: string | null;
  };
  /** Highlights (集锦): a clip cut from a replay at keyframes, its own file. */
  replay_clip: {
    id: Generated<number>;
    replay_id: number;
    room_id: number;
    anchor_id: number;
    match_id: number | null;
    title: string;
    /** CLIP_TYPES of the contracts */
    type: number;
    /** where the clip begins on the replay's timeline (the keyframe at or before the asked start) */
    start_ms: number;
    duration_ms: number;
    file_key: string;
    size_bytes: number;
    /** diamonds; 0 free */
    price: Generated<number>;
    state: 'ready' | 'deleted';
    created_by: number;
    created_at: number;
  };
  /** Who bought which clip (one purchase each; the ledger journal's ref is clip:<id>:<user>). */
  replay_clip_purchase: { clip_id: number; user_id: number; price: number; created_at: number };
}
