import { z } from 'zod';
import { ZPageQuerySchema } from './envelope';
import { ZChatMessageSchema } from './chat';

/*
 * Replays (issue 14, decision 0027): every broadcast is recorded as FLV and played back with the
 * live player family (mpegts.js, non-live, HTTP range requests) together with the room's chat.
 */

const id = z.coerce.number({ message: '请指定回放' }).int('请指定回放').min(1, '请指定回放').max(Number.MAX_SAFE_INTEGER);
const optId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional();
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .optional();

/** The file of a replay on the product's origin (range requests, cacheable). */
export function replayFilePath(replayId: number): string {
  return `/flv/replay/${replayId}.flv`;
}
/** The poster frame of a replay. */
export function replayPosterPath(replayId: number): string {
  return `/flv/replay/${replayId}.jpg`;
}

export const ZReplayItemSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  anchorId: z.number().int(),
  anchorNickName: z.string(),
  anchorPortrait: z.string(),
  title: z.string(),
  matchId: z.number().int().nullable(),
  /** 主队 vs 客队 of the bound match, null without one */
  matchTitle: z.string().nullable(),
  startedAt: z.number().int(),
  endedAt: z.number().int().nullable(),
  /** Seconds. */
  duration: z.number().int(),
  /** Bytes. */
  size: z.number().int(),
  poster: z.string().nullable(),
  /** the FLV on this origin */
  src: z.string(),
});
export type TReplayItem = z.infer<typeof ZReplayItemSchema>;

export const ZReplayDetailSchema = ZReplayItemSchema.extend({
  /** Milliseconds, exact (the seek bar's length). */
  durationMs: z.number().int(),
  keyframes: z.number().int(),
  /** 1 when the caller may delete it (the room's anchor) */
  canDelete: z.number().int(),
});
export type TReplayDetail = z.infer<typeof ZReplayDetailSchema>;

/** POST /api/back/pageByRoom: a room's replays, newest first; dates are Beijing days (YYYY-MM-DD). */
export const ZReplayPageByRoomSchema = z.object({
  roomId: z.coerce.number({ message: '请指定直播间' }).int().min(1, '请指定直播间').max(Number.MAX_SAFE_INTEGER),
  startDate: day,
  endDate: day,
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TReplayPageByRoom = z.infer<typeof ZReplayPageByRoomSchema>;

/** GET /api/back/page: every room's replays by day (Beijing) or by match (the schedule's 回放 tab). */
export const ZReplayPageQuerySchema = ZPageQuerySchema.extend({
  date: day,
  matchId: optId,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZReplayIdQuerySchema = z.object({ id });
export const ZReplayIdBodySchema = z.object({ id });

/** One chat line of the broadcast and where it falls on the replay's timeline. */
export const ZReplayChatLineSchema = z.object({
  /** milliseconds from the start of the replay */
  at: z.number().int(),
  message: ZChatMessageSchema,
});
export const ZReplayChatSchema = z.object({
  replayId: z.number().int(),
  lines: z.array(ZReplayChatLineSchema),
  /** chat lines per bucket of `bucketMs`, for the seek bar's heat map */
  heat: z.array(z.number().int()),
  bucketMs: z.number().int(),
});
export type TReplayChat = z.infer<typeof ZReplayChatSchema>;
export type TReplayChatLine = z.infer<typeof ZReplayChatLineSchema>;

/** Highlight (集锦) kinds. */
export const CLIP_TYPES = { 1: '进球', 2: '精彩瞬间', 3: '全场集锦' } as const;
/** Longest clip. */
export const CLIP_MAX_MS = 10 * 60 * 1000;

/** The file of a clip on the product's origin (a priced clip only for its buyers). */
export function clipFilePath(clipId: number): string {
  return `/flv/clip/${clipId}.flv`;
}

export const ZClipItemSchema = z.object({
  id: z.number().int(),
  replayId: z.number().int(),
  roomId: z.number().int(),
  anchorId: z.number().int(),
  anchorNickName: z.string(),
  title: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  matchId: z.number().int().nullable(),
  matchTitle: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int(),
  /** Diamonds; 0 free. */
  price: z.number().int(),
  poster: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TClipItem = z.infer<typeof ZClipItemSchema>;
export const ZClipDetailSchema = ZClipItemSchema.extend({
  durationMs: z.number().int(),
  /** 1 when the caller bought it */
  paid: z.number().int(),
  /** the file, null until it may be played (free, bought, or the anchor's own) */
  src: z.string().nullable(),
});
export type TClipDetail = z.infer<typeof ZClipDetailSchema>;

/** GET /inform/movie-highlights (SPEC §7): type, backTitle (title contains), pageNum, pageSize. */
export const ZClipListQuerySchema = z.object({
  type: z.coerce.number().int().min(1).max(3).optional(),
  backTitle: z.string().trim().max(40).optional(),
  /** a room's, a match's or one replay's clips */
  roomId: optId,
  matchId: optId,
  replayId: optId,
  pageNum: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  channelId: z.coerce.number().int().optional(),
  platform: z.coerce.number().int().optional(),
});

/** POST /api/back/clip: an anchor cuts a clip from a replay of their own room. */
export const ZClipCreateSchema = z.object({
  replayId: id,
  startMs: z.coerce.number({ message: '请选择剪辑起点' }).int().min(0, '剪辑起点不正确'),
  endMs: z.coerce.number({ message: '请选择剪辑终点' }).int().min(1, '剪辑终点不正确'),
  title: z.string({ message: '请输入集锦标题' }).trim().min(2, '集锦标题至少2个字').max(40, '集锦标题不能超过40个字'),
  type: z.coerce.number({ message: '请选择集锦类型' }).int().min(1, '请选择集锦类型').max(3, '请选择集锦类型'),
  /** diamonds, 0 free */
  price: z.coerce.number().int().min(0, '价格不正确').max(100_000, '价格不能超过100000球钻').default(0),
});
export type TClipCreate = z.infer<typeof ZClipCreateSchema>;

/** A suggested place to cut: a goal or red card of the bound match, or a peak of the chat. */
export const ZCutPointSchema = z.object({
  kind: z.enum(['goal', 'red', 'chat']),
  /** where it happened on the replay's timeline, ms */
  at: z.number().int(),
  /** a suggested clip around it, ms on the replay's timeline */
  startMs: z.number().int(),
  endMs: z.number().int(),
  label: z.string(),
});
export type TCutPoint = z.infer<typeof ZCutPointSchema>;
export const ZCutPointsSchema = z.object({ replayId: z.number().int(), points: z.array(ZCutPointSchema) });
export type TCutPoints = z.infer<typeof ZCutPointsSchema>;
