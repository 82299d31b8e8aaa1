import { z } from 'zod';
import { ZCommonQuerySchema, ZPageQuerySchema } from './envelope';
import { ZGiftExtraSchema } from './wallet-gifts';
import { ZNobleEnterExtraSchema, ZRedPacketChatExtraSchema } from './wallet-noble';
import { CHAT_PAGE_SIZE } from './chat-rules';

/*
 * Room chat (SPEC §2 live room, §7 "Room, match, chat and anchor calls", §9 chat history 20,
 * emoji set of 75). A chat belongs to a room (`room:<id>` topic) or, for a match page without a
 * room, to a match (`match:<id>` topic). Messages travel as plain text; the browser escapes them
 * (React) and turns known emoji codes like [微笑] into pictures.
 */

/** Per user: at most CHAT_RATE.burst messages at once, then one per CHAT_RATE.perMs. */
export const CHAT_RATE = { burst: 3, perMs: 1000 } as const;
/** Replacement of a banned word inside a message. */
export const CHAT_MASK = '**';
export const WELCOME_MAX_LENGTH = 50;
export const WELCOME_MAX_COUNT = 10;

/**
 * Message kinds. Besides what people type: 'system' lines, 'welcome' and 'horn', and the money
 * events of a room: 'gift' (a gift sent), 'redpacket' (a red packet to grab) and 'enter' (a noble
 * entering). Each money kind carries its own typed `extra`; the others carry none.
 */
export const CHAT_MESSAGE_TYPES = ['text', 'emoji', 'system', 'welcome', 'horn', 'gift', 'redpacket', 'enter'] as const;
export type TChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
/** The kinds without details: what people type and the room's own lines. */
export const CHAT_PLAIN_TYPES = ['text', 'emoji', 'system', 'welcome', 'horn'] as const;
/** The sender's standing in the room, shown as a badge. */
export const CHAT_ROLES = ['anchor', 'manager', 'user', 'system'] as const;
export type TChatRole = (typeof CHAT_ROLES)[number];

/** What every line of a room's (or match page's) chat has. */
const ZChatLineBaseSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int().nullable(),
  matchId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  role: z.enum(CHAT_ROLES),
  /** Plain text; never HTML. */
  content: z.string(),
  createdAt: z.number().int(),
  /** The author's noble rank when sent (1 = lowest), or null. */
  noble: z.number().int().nullable(),
});
/** A line people typed, or a system, welcome or horn line: no details. */
export const ZChatTextLineSchema = ZChatLineBaseSchema.extend({ type: z.enum(CHAT_PLAIN_TYPES), extra: z.null() });
/** A gift sent in the room, with the gift's details. */
export const ZChatGiftLineSchema = ZChatLineBaseSchema.extend({ type: z.literal('gift'), extra: ZGiftExtraSchema });
/** A red packet sent in the room, to grab. */
export const ZChatRedPacketLineSchema = ZChatLineBaseSchema.extend({ type: z.literal('redpacket'), extra: ZRedPacketChatExtraSchema });
/** A noble (with the entry privilege) entering the room. */
export const ZChatEnterLineSchema = ZChatLineBaseSchema.extend({ type: z.literal('enter'), extra: ZNobleEnterExtraSchema });
/** One chat line: `type` says which, and with it the shape of `extra`. */
export const ZChatMessageSchema = z.discriminatedUnion('type', [
  ZChatTextLineSchema,
  ZChatGiftLineSchema,
  ZChatRedPacketLineSchema,
  ZChatEnterLineSchema,
]);
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;
export type TChatTextLine = z.infer<typeof ZChatTextLineSchema>;
export type TChatGiftLine = z.infer<typeof ZChatGiftLineSchema>;
export type TChatRedPacketLine = z.infer<typeof ZChatRedPacketLineSchema>;
export type TChatEnterLine = z.infer<typeof ZChatEnterLineSchema>;

/** What a `room:<id>` resync carries: the latest messages, oldest first. */
export const ZChatSnapshotSchema = z.object({ roomId: z.number().int(), messages: z.array(ZChatMessageSchema) });
export type TChatSnapshot = z.infer<typeof ZChatSnapshotSchema>;

export function topicRoomId(topic: string): number | null {
  const m = /^room:(\d+)$/.exec(topic);
  return m ? Number(m[1]) : null;
}

const zId = (label: string) =>
  z.coerce
    .number({ error: `${label}不正确` })
    .int(`${label}不正确`)
    .positive(`${label}不正确`);
const zOptId = (label: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), zId(label).optional());

/** SPEC chat message payload: channel, content, matchId, platform, token; roomId names the room directly. */
export const ZChatSendSchema = z.object({
  content: z.string({ error: '请输入聊天内容' }),
  roomId: zOptId('房间号'),
  matchId: zOptId('比赛编号'),
  /** `room:<id>`, `match:<id>` or a bare room id. */
  channel: z.string().max(40).optional(),
  platform: z.coerce.number().int().optional(),
  /** A chat token (/tapi/chat/getToken/new) for clients without the session. */
  token: z.string().max(100).optional(),
});
export type TChatSend = z.infer<typeof ZChatSendSchema>;

export const ZChatPageRequestSchema = z.object({
  roomId: zOptId('房间号'),
  matchId: zOptId('比赛编号'),
  channel: z.string().max(40).optional(),
  /** Messages older than this id (the oldest one shown); omitted: the newest. */
  before: zOptId('消息编号'),
  pageSize: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});
export type TChatPageRequest = z.infer<typeof ZChatPageRequestSchema>;
/** A page of history, oldest first; `hasMore` when older messages exist. */
export const ZChatPageSchema = z.object({ list: z.array(ZChatMessageSchema), hasMore: z.boolean(), pageSize: z.number().int() });
export type TChatPage = z.infer<typeof ZChatPageSchema>;

export const ZChatRoomQuerySchema = ZCommonQuerySchema.extend({ roomId: zId('房间号') });
export const ZChatWelcomeRequestSchema = z.object({ roomId: zId('房间号') });
/** The line shown to a viewer entering a room: the anchor's chosen welcome message. */
export const ZChatWelcomeSchema = z.object({ roomId: z.number().int(), content: z.string().nullable(), anchorNickName: z.string() });
export const ZChatNoticeSchema = z.object({ roomId: z.number().int(), notice: z.string() });

/** Everything the chat panel needs to start: topic, the caller's rights and standing, limits. */
export const ZChatInfoSchema = z.object({
  roomId: z.number().int(),
  topic: z.string(),
  anchorId: z.number().int(),
  anchorNickName: z.string(),
  notice: z.string(),
  welcome: z.string().nullable(),
  loggedIn: z.boolean(),
  isAnchor: z.boolean(),
  isManager: z.boolean(),
  /** Anchor or manager: may mute. */
  canMute: z.boolean(),
  /** Muted until (epoch ms), null when not muted; 0 = for good. */
  forbiddenUntil: z.number().int().nullable(),
  maxLength: z.number().int(),
});
export type TChatInfo = z.infer<typeof ZChatInfoSchema>;

// Managers and mute list (SPEC: add and remove by nickName and roomId).
export const ZRoomMemberAddSchema = z.object({
  nickName: z.string({ error: '请输入用户昵称' }).trim().min(1, '请输入用户昵称').max(20, '用户昵称不正确'),
  roomId: zId('房间号'),
  /** Mute only: minutes; omitted or 0 = until lifted. */
  minutes: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 365)
    .optional(),
});
export const ZRoomMemberRemoveSchema = z.object({ id: zId('编号') });
export const ZRoomMemberListQuerySchema = ZPageQuerySchema.extend({
  roomId: zId('房间号'),
  nickName: z.string().trim().max(20).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZRoomMemberSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  /** Mute only: until (epoch ms), null = until lifted. */
  until: z.number().int().nullable(),
  byNickName: z.string(),
  createdAt: z.number().int(),
});
export type TRoomMember = z.infer<typeof ZRoomMemberSchema>;

// Anchor welcome messages (/tapi/user/wel/*).
export const ZWelcomeItemSchema = z.object({ id: z.number().int(), content: z.string(), inUse: z.boolean(), createdAt: z.number().int() });
export type TWelcomeItem = z.infer<typeof ZWelcomeItemSchema>;
const zWelcomeContent = z
  .string({ error: '请输入欢迎语' })
  .trim()
  .min(1, '请输入欢迎语')
  .max(WELCOME_MAX_LENGTH, `欢迎语不能超过${WELCOME_MAX_LENGTH}个字`);
export const ZWelcomeAddSchema = z.object({ content: zWelcomeContent });
export const ZWelcomeEditSchema = z.object({ id: zId('编号'), content: zWelcomeContent });
export const ZWelcomeIdSchema = z.object({ id: zId('编号') });

// Horn (cross-room announcements).
export const ZHornSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  nickName: z.string(),
  roomId: z.number().int().nullable(),
  content: z.string(),
  createdAt: z.number().int(),
});
export type THorn = z.infer<typeof ZHornSchema>;

/** What a user pays for one horn, in diamonds (booked in the wallet's ledger as trade 18 购买喇叭). */
export const HORN_PRICE = 100;
/** Longest horn a user sends, in characters after trimming. */
export const HORN_MAX_LENGTH = 50;
/** Per user: at most HORN_RATE.limit horns in each window. */
export const HORN_RATE = { limit: 3, windowMs: 60_000 } as const;
/** A horn a user buys: one line shown in every room. */
export const ZHornSendSchema = z.object({
  content: z.string({ error: '请输入喇叭内容' }).max(2000, { error: `喇叭内容不能超过${HORN_MAX_LENGTH}个字` }),
  platform: z.coerce.number().int().optional(),
});
export type THornSend = z.infer<typeof ZHornSendSchema>;
/** The horn as stored and broadcast, and the sender's diamonds after paying for it. */
export const ZHornSendResultSchema = z.object({ horn: ZHornSchema, balance: z.number().int() });
export type THornSendResult = z.infer<typeof ZHornSendResultSchema>;

/** Chat token for a group (a room or match channel), for clients that cannot send the session. */
export const ZChatTokenQuerySchema = ZCommonQuerySchema.extend({ group: z.string({ error: '频道不正确' }).max(40) });
export const ZChatTokenSchema = z.object({ token: z.string(), group: z.string(), expiresAt: z.number().int() });

/** One picture of the emoji set. */
export const ZEmojiSchema = z.object({ code: z.string(), name: z.string(), url: z.string() });
export const ZBarrageSettingsSchema = z.object({
  emoji: z.array(ZEmojiSchema),
  maxLength: z.number().int(),
  rate: z.object({ burst: z.number().int(), perMs: z.number().int() }),
});
