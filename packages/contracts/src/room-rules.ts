// Rewind window and follow codes of the live room, shared by the room page and the server.
// No zod here: the browser imports this module, and its bundle carries no schemas.

/**
 * The last byte position a player asks for to follow the growing recording (RFC 8673): the server
 * answers `206` with `Content-Range: bytes N-9007199254740991/*` and keeps sending as the recording
 * grows. Any other range is answered from what is written now.
 */
export const REWIND_FOLLOW_END = Number.MAX_SAFE_INTEGER;

/**
 * How far behind live a viewer may rewind (a DVR window, as 虎牙's and 斗鱼's 时移 keep): the earliest
 * place is the keyframe at or before 30 minutes behind the live edge (or the first keyframe of a
 * shorter broadcast). The finished broadcast is then its replay, whole.
 */
export const REWIND_WINDOW_MS = 30 * 60_000;

/** operAttention `type`: 1 an anchor (targetId = anchor user id), 2 a match (targetId = match id with matchType). */
export const ATTENTION_TYPES = { anchor: 1, match: 2 } as const;

/** operAttention `operateType`: 1 follow, 0 unfollow. */
export const ATTENTION_OPERATIONS = { follow: 1, unfollow: 0 } as const;
