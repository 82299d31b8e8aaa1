import { z } from 'zod';
import {
  ZChatEnterLineSchema,
  ZChatGiftLineSchema,
  ZChatRedPacketLineSchema,
  ZChatSnapshotSchema,
  ZChatTextLineSchema,
  ZHornSchema,
} from './chat';
import { ZScoreMatchSchema } from './scores';
import { ZTextSchema } from './text';
import { INCIDENT_TYPE_KEYS, type TIncidentType } from './sports-codes';

/*
 * The WebSocket protocol (endpoint /ws), shared by server and browser. See docs/realtime.md.
 *
 * Topics: `score:football` and `score:basketball` carry list-level patches of every match of
 * the score pages; `match:<id>` carries everything about one match (patches, incidents, stats,
 * text live, odds changes). Each topic numbers its messages 1, 2, 3 … (`seq`) within an epoch
 * (the life of the topic's counter); a client that resubscribes with `since` (and the epoch it
 * saw) gets the missed messages replayed, or a resync snapshot when they are no longer kept.
 * `room:<id>` carries a live room's chat (`chat` events); a match topic also carries the chat of a
 * match page. A logged-in socket sends chat with the `say` op. `horn` carries the horn
 * announcements shown across every room.
 */

const TOPIC_RE = /^(score:(football|basketball)|match:[1-9]\d{0,14}|room:[1-9]\d{0,14}|horn)$/;
export const ZTopicSchema = z.string().regex(TOPIC_RE, '未知的订阅主题');
export type TTopic = z.infer<typeof ZTopicSchema>;
/** The match id of a `match:<id>` topic, else null. */
export function topicMatchId(topic: string): number | null {
  const m = /^match:(\d+)$/.exec(topic);
  return m ? Number(m[1]) : null;
}

export const ZSideSchema = z.enum(['home', 'away']);

/** An incident as pushed and listed: goal, own goal, penalty, missed penalty, cards, substitution, VAR. */
export const ZMatchIncidentSchema = z.object({
  id: z.number().int(),
  /** Order within the match. */
  seq: z.number().int(),
  type: z.enum(INCIDENT_TYPE_KEYS as [TIncidentType, ...TIncidentType[]]),
  side: ZSideSchema,
  minute: z.number().int(),
  addedMinute: z.number().int().nullable(),
  playerName: z.string().nullable(),
  /** Player coming on (substitution) or assisting (goal). */
  relatedPlayerName: z.string().nullable(),
  /** Score after the incident. */
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type TMatchIncident = z.infer<typeof ZMatchIncidentSchema>;

/**
 * The live state of a match: exactly the live fields of a score list row (ZScoreMatchSchema),
 * so a patch merges into a row as is.
 */
export const ZMatchLiveStateSchema = ZScoreMatchSchema.pick({
  id: true,
  sport: true,
  top: true,
  state: true,
  kickoffAt: true,
  periodStartAt: true,
  minute: true,
  addedTime: true,
  homeScore: true,
  awayScore: true,
  homeHalfScore: true,
  awayHalfScore: true,
  homeRed: true,
  awayRed: true,
  homeYellow: true,
  awayYellow: true,
  homeCorner: true,
  awayCorner: true,
  homeEtScore: true,
  awayEtScore: true,
  homePenaltyScore: true,
  awayPenaltyScore: true,
  homeQuarterScores: true,
  awayQuarterScores: true,
  timeLeft: true,
  timeLeftAt: true,
  odds: true,
  updatedAt: true,
});
export type TMatchLiveState = z.infer<typeof ZMatchLiveStateSchema>;

/**
 * A change of a match's live state: `id` and `sport` always, then only the fields that changed
 * (`odds` whole when any line moved), plus the incident that caused it (goal, red card …).
 */
export const ZMatchLivePatchSchema = ZMatchLiveStateSchema.partial()
  .required({ id: true, sport: true })
  .extend({ incident: ZMatchIncidentSchema.optional() });
export type TMatchLivePatch = z.infer<typeof ZMatchLivePatchSchema>;

/** Team statistic codes (football, then basketball) with their Chinese labels. */
export const MATCH_STAT_TYPES = {
  possession: '控球率',
  shots: '射门',
  shots_on_target: '射正',
  shots_off_target: '射偏',
  corners: '角球',
  fouls: '犯规',
  offsides: '越位',
  yellow: '黄牌',
  red: '红牌',
  attacks: '进攻',
  dangerous_attacks: '危险进攻',
  free_kicks: '任意球',
  saves: '扑救',
  field_goals: '投篮命中',
  field_goals_total: '投篮出手',
  three_points: '三分命中',
  three_points_total: '三分出手',
  free_throws: '罚球命中',
  free_throws_total: '罚球出手',
  rebounds: '篮板',
  assists: '助攻',
  steals: '抢断',
  blocks: '盖帽',
  turnovers: '失误',
  bk_fouls: '犯规',
  timeouts_left: '剩余暂停',
} as const;
export type TMatchStatType = keyof typeof MATCH_STAT_TYPES;
export const ZMatchStatSchema = z.object({ type: z.string(), home: z.number().int(), away: z.number().int() });
export type TMatchStat = z.infer<typeof ZMatchStatSchema>;

export const ZTextLiveLineSchema = z.object({
  seq: z.number().int(),
  minute: z.number().int().nullable(),
  type: z.string().nullable(),
  side: ZSideSchema.nullable(),
  content: z.string(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  createdAt: z.number().int(),
});
export type TTextLiveLine = z.infer<typeof ZTextLiveLineSchema>;

export const ODDS_MARKETS = ['europe', 'handicap', 'overunder'] as const;
export const ODDS_PHASES = ['open', 'live', 'inplay'] as const;
/** One change of a bookmaker's odds (also a row of the odds history). */
export const ZOddsChangeSchema = z.object({
  bookmakerId: z.number().int(),
  bookmakerName: z.string(),
  market: z.enum(ODDS_MARKETS),
  phase: z.enum(ODDS_PHASES),
  /** europe: home win; handicap: home odds; overunder: over odds. */
  home: z.number().nullable(),
  draw: z.number().nullable(),
  /** europe: away win; handicap: away odds; overunder: under odds. */
  away: z.number().nullable(),
  line: z.number().nullable(),
  minute: z.number().int().nullable(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  changedAt: z.number().int(),
});
export type TOddsChange = z.infer<typeof ZOddsChangeSchema>;

/**
 * Event payloads by type. Score topics only carry `patch`; a room (or a match page's chat) carries
 * `chat` for the lines people type and the room's system lines, and one typed message per money
 * event: `gift`, `redPacket`, `nobleEnter`. The `horn` topic carries `horn` announcements.
 */
export const LIVE_EVENT_SCHEMAS = {
  patch: ZMatchLivePatchSchema,
  incident: ZMatchIncidentSchema.extend({ matchId: z.number().int() }),
  stats: z.object({ matchId: z.number().int(), stats: z.array(ZMatchStatSchema) }),
  text: ZTextLiveLineSchema.extend({ matchId: z.number().int() }),
  odds: ZOddsChangeSchema.extend({ matchId: z.number().int() }),
  /** The live rooms streaming the match changed (one went live or offline, bound or left it): read /api/match/pcAnchorByMatch again. */
  rooms: z.object({ matchId: z.number().int() }),
  chat: ZChatTextLineSchema,
  gift: ZChatGiftLineSchema,
  redPacket: ZChatRedPacketLineSchema,
  nobleEnter: ZChatEnterLineSchema,
  horn: ZHornSchema,
} as const;
export type TLiveEventType = keyof typeof LIVE_EVENT_SCHEMAS;
export type TLiveEventData<K extends TLiveEventType = TLiveEventType> = z.infer<(typeof LIVE_EVENT_SCHEMAS)[K]>;

/**
 * How each message must be delivered. `volatile`: may be dropped for a connection that is behind
 * (its socket buffer past the hub's threshold): chat lines (danmaku) and statistics (each one
 * replaces the last). `must`: always sent, in order (a connection too far behind is closed and
 * resumes with `since`): score changes, incidents, text live, odds, a match's rooms, gifts, red packets, noble
 * entries, horns.
 */
export const LIVE_EVENT_DELIVERY: Record<TLiveEventType, 'volatile' | 'must'> = {
  patch: 'must',
  incident: 'must',
  stats: 'volatile',
  text: 'must',
  odds: 'must',
  rooms: 'must',
  chat: 'volatile',
  gift: 'must',
  redPacket: 'must',
  nobleEnter: 'must',
  horn: 'must',
};
export const isVolatile = (type: TLiveEventType) => LIVE_EVENT_DELIVERY[type] === 'volatile';

/** A numbered message of a topic, of one type. */
const numbered = <K extends TLiveEventType>(type: K) =>
  z.object({ topic: z.string(), seq: z.number().int(), at: z.number().int(), type: z.literal(type), data: LIVE_EVENT_SCHEMAS[type] });

/** A numbered message of a topic. */
export const ZLiveEventSchema = z.discriminatedUnion('type', [
  numbered('patch'),
  numbered('incident'),
  numbered('stats'),
  numbered('text'),
  numbered('odds'),
  numbered('rooms'),
  numbered('chat'),
  numbered('gift'),
  numbered('redPacket'),
  numbered('nobleEnter'),
  numbered('horn'),
]);
export type TLiveEvent = z.infer<typeof ZLiveEventSchema>;

/** Full state a resync carries: score topics the list's matches; a match topic the match with its details. */
export const ZScoreSnapshotSchema = z.object({ matches: z.array(ZMatchLiveStateSchema) });
export const ZMatchSnapshotSchema = z.object({
  match: ZMatchLiveStateSchema,
  incidents: z.array(ZMatchIncidentSchema),
  stats: z.array(ZMatchStatSchema),
  text: z.array(ZTextLiveLineSchema),
});
/** The `horn` topic's state: the latest horn, or null. */
export const ZHornSnapshotSchema = z.object({ horn: ZHornSchema.nullable() });
export type TScoreSnapshot = z.infer<typeof ZScoreSnapshotSchema>;
export type THornSnapshot = z.infer<typeof ZHornSnapshotSchema>;
export type TMatchSnapshot = z.infer<typeof ZMatchSnapshotSchema>;

// Client → server
export const ZClientMessageSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('sub'),
    topic: ZTopicSchema,
    /** Last seq the client applied; omitted on a first subscription. */
    since: z.number().int().min(0).optional(),
    /** Epoch the client's `since` belongs to. */
    epoch: z.string().max(64).optional(),
  }),
  z.object({ op: z.literal('unsub'), topic: ZTopicSchema }),
  z.object({ op: z.literal('ping'), t: z.number().optional() }),
  /** Send a chat message to a room or match topic (needs the login cookie on the upgrade request). */
  z.object({
    op: z.literal('say'),
    topic: ZTopicSchema,
    content: ZTextSchema.pipe(z.string().max(1000, '消息过长')),
    ref: z.string().max(40).optional(),
  }),
]);
export type TClientMessage = z.infer<typeof ZClientMessageSchema>;

/** Why the server sent a resync instead of replaying. */
export const RESYNC_REASONS = ['first', 'too_old', 'epoch', 'ahead'] as const;

// Server → client control messages (no seq of their own).
export const ZServerControlSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('hello'), serverTime: z.number().int(), heartbeatMs: z.number().int() }),
  /** Subscription confirmed; `replayed` messages follow, numbered after `since`. */
  z.object({ op: z.literal('subscribed'), topic: z.string(), epoch: z.string(), seq: z.number().int(), replayed: z.number().int() }),
  /** Replace everything known about the topic by `snapshot`, then continue after `seq`. */
  z.object({
    op: z.literal('resync'),
    topic: z.string(),
    epoch: z.string(),
    seq: z.number().int(),
    reason: z.enum(RESYNC_REASONS),
    snapshot: z.union([ZScoreSnapshotSchema, ZMatchSnapshotSchema, ZChatSnapshotSchema, ZHornSnapshotSchema]),
  }),
  /**
   * A topic's chat lines of one tick (50 ms) in one frame: consecutive numbered events, in order,
   * applied one by one as if each had come alone.
   */
  z.object({ op: z.literal('batch'), topic: z.string(), events: z.array(ZLiveEventSchema) }),
  /** A `say` was accepted: its message follows as a `chat` event of the topic. */
  z.object({ op: z.literal('said'), topic: z.string(), ref: z.string().optional(), id: z.number().int() }),
  z.object({ op: z.literal('unsubscribed'), topic: z.string() }),
  /**
   * Volatile messages of the topic up to `seq` were not sent (the connection was behind): the client
   * takes `seq` as applied and goes on with seq + 1. Sent just before the topic's next message.
   */
  z.object({ op: z.literal('dropped'), topic: z.string(), seq: z.number().int() }),
  z.object({ op: z.literal('pong'), t: z.number().optional(), serverTime: z.number().int() }),
  z.object({
    op: z.literal('error'),
    message: z.string(),
    topic: z.string().optional(),
    ref: z.string().optional(),
    code: z.number().int().optional(),
  }),
]);
export type TServerControl = z.infer<typeof ZServerControlSchema>;
/** Everything the server sends: a control message or a numbered event. */
export const ZServerMessageSchema = z.union([ZServerControlSchema, ZLiveEventSchema]);
export type TServerMessage = z.infer<typeof ZServerMessageSchema>;
