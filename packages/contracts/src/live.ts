import { z } from 'zod';
import { ZCommonQuerySchema, ZPageQuerySchema } from './envelope';
import { ZScoreMatchSchema } from './scores';
import type { TSport } from './sports-codes';

/** Live rooms, anchors, follows, reservations, ranks (SPEC §7 "Room, match, chat and anchor calls"). */

/** SPEC §9 page sizes. */
export const LIVE_PAGE_SIZES = { rooms: 30, attention: 10, hotUsers: 20, history: 10 } as const;
export const ROOM_TITLE_MAX = 30;
export const ROOM_NOTICE_MAX = 200;
export const REPORT_REASONS = ['色情低俗', '政治敏感', '赌博诈骗', '侮辱谩骂', '盗播侵权', '其他'] as const;
/** Anchor application states. */
export const AUDIT_STATES = { pending: 0, approved: 1, rejected: 2 } as const;
export const AUDIT_STATE_LABELS: Record<number, string> = { 0: '审核中', 1: '已通过', 2: '未通过' };
/** matchType: 1 football, 2 basketball. */
export const MATCH_TYPES = { football: 1, basketball: 2 } as const;
/** The sport of a matchType (anything but basketball is football), and the matchType of a sport. */
export const sportOfMatchType = (t: number): TSport => (t === MATCH_TYPES.basketball ? 'basketball' : 'football');
export const matchTypeOfSport = (s: string) => (s === 'basketball' ? MATCH_TYPES.basketball : MATCH_TYPES.football);
export const RANK_TYPES = ['day', 'week', 'month'] as const;
export type TRankType = (typeof RANK_TYPES)[number];
export const RANK_TYPE_LABELS: Record<TRankType, string> = { day: '日榜', week: '周榜', month: '月榜' };

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const optId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional();
const matchType = z.coerce.number().int().min(1).max(2);

export const ZRoomCardSchema = z.object({
  roomId: z.number().int(),
  anchorId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  title: z.string(),
  cover: z.string(),
  navId: z.number().int().nullable(),
  navName: z.string().nullable(),
  /** 1 while a stream is running. */
  isLive: z.number().int(),
  /** Viewers connected right now (0 when offline). */
  online: z.number().int(),
  fansCount: z.number().int(),
  matchId: z.number().int().nullable(),
  matchType: z.number().int().nullable(),
  /** "主队 vs 客队" of the bound match. */
  matchTitle: z.string().nullable(),
  matchKickoffAt: z.number().int().nullable(),
  startedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
});
export type TRoomCard = z.infer<typeof ZRoomCardSchema>;

/** Playback addresses; null while offline (filled by the media capability). */
export const ZRoomPlaySchema = z.object({ flv: z.string(), hls: z.string().nullable() });
export type TRoomPlay = z.infer<typeof ZRoomPlaySchema>;

export const ZRoomDetailSchema = ZRoomCardSchema.extend({
  notice: z.string(),
  description: z.string(),
  /** 1 when the caller follows the anchor. */
  isAttention: z.number().int(),
  /** 1 when the caller is this room's anchor. */
  isOwner: z.number().int(),
  match: ZScoreMatchSchema.nullable(),
  play: ZRoomPlaySchema.nullable(),
});
export type TRoomDetail = z.infer<typeof ZRoomDetailSchema>;

export const ZRoomPageQuerySchema = ZPageQuerySchema.extend({
  /** 1 live rooms only, 0 (default) all rooms, live first. */
  roomType: z.coerce.number().int().min(0).max(1).default(0),
  navId: optId,
  roomId: optId,
  word: z.string().trim().max(30).optional(),
});
export const ZLiveRoomQuerySchema = ZCommonQuerySchema.extend({ roomId: id });
export const ZSizeQuerySchema = ZCommonQuerySchema.extend({ size: z.coerce.number().int().min(1).max(50).default(8) });
export const ZHotUserQuerySchema = ZCommonQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(50).default(20),
  /** 0 all, else a nav category id. */
  type: z.coerce.number().int().min(0).default(0),
});
export const ZUserPageQuerySchema = ZPageQuerySchema.extend({ word: z.string().trim().max(30).optional() });

export const ZAnchorCardSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  description: z.string(),
  fansCount: z.number().int(),
  roomId: z.number().int().nullable(),
  isLive: z.number().int(),
  online: z.number().int(),
  title: z.string().nullable(),
  isAttention: z.number().int(),
});
export type TAnchorCard = z.infer<typeof ZAnchorCardSchema>;

export const ZMatchAnchorsQuerySchema = ZCommonQuerySchema.extend({ matchId: id, matchType: matchType.optional() });

export const ZRankQuerySchema = ZCommonQuerySchema.extend({ rankType: z.enum(RANK_TYPES).default('day') });
export const ZRankItemSchema = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  roomId: z.number().int().nullable(),
  isLive: z.number().int(),
  /** anchor rank: followers gained in the period; price (wealth) rank: diamonds gifted in the period. */
  score: z.number().int(),
});
export type TRankItem = z.infer<typeof ZRankItemSchema>;

/** roomByWord `type`: 1 rooms (by title or anchor) and anchors (by nickname), 2 anchors only, 3 rooms only. */
export const SEARCH_TYPES = { all: 1, anchors: 2, rooms: 3 } as const;
/** The longest word roomByWord takes. */
export const SEARCH_WORD_MAX = 30;
/** roomByWord counts matches up to this many; a total above it means more than this many (shown as "100+"). */
export const SEARCH_COUNT_MAX = 100;
export const ZSearchRoomQuerySchema = ZPageQuerySchema.extend({
  word: z.string().trim().min(1, '请输入搜索内容').max(SEARCH_WORD_MAX),
  type: z.coerce.number().int().min(SEARCH_TYPES.all).max(SEARCH_TYPES.rooms).default(SEARCH_TYPES.all),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIVE_PAGE_SIZES.rooms),
});
/**
 * One page of each list the search `type` takes (the other list is empty with total 0): `page` and
 * `pageSize` apply to both; `roomTotal` and `anchorTotal` count the matches up to `SEARCH_COUNT_MAX`,
 * and are `SEARCH_COUNT_MAX + 1` when there are more.
 */
export const ZSearchResultSchema = z.object({
  rooms: z.array(ZRoomCardSchema),
  anchors: z.array(ZAnchorCardSchema),
  roomTotal: z.number().int(),
  anchorTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TSearchResult = z.infer<typeof ZSearchResultSchema>;

export const ZReportBodySchema = z.object({
  roomId: z.number().int().min(1),
  reason: z.enum(REPORT_REASONS, { message: '请选择举报原因' }),
  content: z.string().trim().max(200, '补充说明不能超过200个字符').default(''),
});
export type TReportBody = z.infer<typeof ZReportBodySchema>;

export const ZHistoryQuerySchema = ZPageQuerySchema.extend({
  roomId: optId,
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIVE_PAGE_SIZES.history),
});
export const ZHistoryItemSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  title: z.string(),
  matchTitle: z.string().nullable(),
  startedAt: z.number().int(),
  endedAt: z.number().int().nullable(),
  /** Seconds. */
  duration: z.number().int(),
  peakViewers: z.number().int(),
  /** the broadcast's replay (/playback/{replayId}) while one is kept, else null */
  replayId: z.number().int().nullable(),
});
export type THistoryItem = z.infer<typeof ZHistoryItemSchema>;

export const ZAuditSubmitSchema = z.object({
  realName: z.string().trim().min(2, '请输入真实姓名').max(20, '真实姓名不能超过20个字符'),
  contact: z.string().trim().min(5, '请输入联系方式（手机号或QQ/微信）').max(40, '联系方式不能超过40个字符'),
  navId: z.number().int().min(1, '请选择直播分类'),
  introduction: z.string().trim().min(10, '直播经历至少10个字').max(300, '直播经历不能超过300个字'),
});
export type TAuditSubmit = z.infer<typeof ZAuditSubmitSchema>;
export const ZAuditInfoSchema = z
  .object({
    id: z.number().int(),
    state: z.number().int(),
    stateLabel: z.string(),
    reason: z.string(),
    realName: z.string(),
    contact: z.string(),
    navId: z.number().int().nullable(),
    introduction: z.string(),
    createdAt: z.number().int(),
    reviewedAt: z.number().int().nullable(),
  })
  .nullable();
export type TAuditInfo = z.infer<typeof ZAuditInfoSchema>;

export const ZOperAttentionQuerySchema = ZCommonQuerySchema.extend({
  type: z.coerce.number().int().min(1).max(2),
  operateType: z.coerce.number().int().min(0).max(1),
  targetId: id,
  matchType: matchType.optional(),
});
export const ZOperAttentionResultSchema = z.object({ isAttention: z.number().int(), fansCount: z.number().int().nullable() });
export const ZAttentionPageQuerySchema = ZPageQuerySchema.extend({
  /** 1 anchors I follow, 2 matches I follow. */
  attentionType: z.coerce.number().int().min(1).max(2).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIVE_PAGE_SIZES.attention),
});
export const ZAttentionPageSchema = z.object({
  list: z.array(ZAnchorCardSchema),
  matches: z.array(ZScoreMatchSchema),
  totalNumber: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAttentionPage = z.infer<typeof ZAttentionPageSchema>;

export const ZReserveBodySchema = z.object({
  matchId: z.number().int().min(1),
  matchType: z.number().int().min(1).max(2).optional(),
  /** 1 book, 0 cancel. */
  operateType: z.number().int().min(0).max(1).default(1),
});
export const ZUserIdQuerySchema = ZCommonQuerySchema.extend({ userId: optId });
/** A match with the anchors booked to stream it. */
export const ZMatchWithAnchorsSchema = z.object({
  match: ZScoreMatchSchema,
  anchors: z.array(ZAnchorCardSchema),
  isReserve: z.number().int(),
});
export type TMatchWithAnchors = z.infer<typeof ZMatchWithAnchorsSchema>;

export const ZAnchorMatchQuerySchema = ZCommonQuerySchema.extend({ anchorId: optId });
export const ZMatchListPageBodySchema = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  matchType: z.number().int().min(1).max(2).optional(),
  word: z.string().trim().max(30).optional(),
});

/** /api/room/info: the anchor's own room settings. */
export const ZRoomInfoSchema = ZRoomCardSchema.extend({ notice: z.string() });
export type TRoomInfo = z.infer<typeof ZRoomInfoSchema>;
export const ZRoomUpdateBodySchema = z.object({
  title: z.string().trim().min(1, '请输入直播标题').max(ROOM_TITLE_MAX, `直播标题不能超过${ROOM_TITLE_MAX}个字符`),
  cover: z.string().trim().max(300).default(''),
  navId: z.number().int().min(1, '请选择直播分类'),
  matchId: z.number().int().min(1).nullable().default(null),
  notice: z.string().trim().max(ROOM_NOTICE_MAX, `房间公告不能超过${ROOM_NOTICE_MAX}个字符`).default(''),
});
export type TRoomUpdate = z.infer<typeof ZRoomUpdateBodySchema>;
export const ZOnlineSchema = z.object({ roomId: z.number().int(), online: z.number().int(), isLive: z.number().int() });

/** /tapi/user/info/personal-space: a user's public space. */
export const ZPersonalSpaceSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  description: z.string(),
  fansCount: z.number().int(),
  followCount: z.number().int(),
  isAnchor: z.number().int(),
  isAttention: z.number().int(),
  room: ZRoomCardSchema.nullable(),
});
export type TPersonalSpace = z.infer<typeof ZPersonalSpaceSchema>;
export const ZPersonalSpaceQuerySchema = ZCommonQuerySchema.extend({ id });
export const ZUserAttentionQuerySchema = ZPageQuerySchema.extend({
  userId: id,
  /** 1 whom the user follows, 2 the user's fans. */
  type: z.coerce.number().int().min(1).max(2).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIVE_PAGE_SIZES.attention),
});
