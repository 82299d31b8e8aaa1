// Live push topic names and the heartbeat (docs/realtime.md).
// No zod here: the browser imports this module, and its bundle carries no schemas.

export const SCORE_TOPICS = { football: 'score:football', basketball: 'score:basketball' } as const;

export const matchTopic = (matchId: number) => `match:${matchId}`;

export const HORN_TOPIC = 'horn';

/** Heartbeat: the server pings every HEARTBEAT_MS and drops a client silent for two intervals. */
export const HEARTBEAT_MS = 25_000;

export const roomTopic = (roomId: number) => `room:${roomId}`;
