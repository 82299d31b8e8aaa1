import { z } from 'zod';

/**
 * Viewers' reports in the console (issue 15): one queue shape and one set of acts for reports of
 * rooms, community posts and comments (posts' and news articles'). Acting on a report settles every
 * open report of the same object with it (decision 0034-report-acts).
 */
export const REPORT_KINDS = ['room', 'post', 'comment'] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<TReportKind, string> = { room: '直播间', post: '帖子', comment: '评论' };

/** warn: a system message in the author's inbox; hide: the content off the site (a room: its stream cut); mute: a user silenced in the room's chat; dismiss: closed without action. */
export const REPORT_ACTIONS = ['warn', 'hide', 'mute', 'dismiss'] as const;
export type TReportAction = (typeof REPORT_ACTIONS)[number];
/** Which acts each kind offers (a post or a comment has no room to mute in). */
export const REPORT_KIND_ACTIONS: Record<TReportKind, readonly TReportAction[]> = {
  room: ['warn', 'hide', 'mute', 'dismiss'],
  post: ['warn', 'hide', 'dismiss'],
  comment: ['warn', 'hide', 'dismiss'],
};
export const reportActionLabel = (kind: TReportKind, action: TReportAction): string =>
  ({
    warn: kind === 'room' ? '警告主播' : '警告作者',
    hide: kind === 'room' ? '切断直播' : kind === 'post' ? '隐藏帖子' : '隐藏评论',
    mute: '直播间禁言',
    dismiss: '驳回举报',
  })[action];

export const REPORT_STATES = ['open', 'acted', 'dismissed'] as const;
export const REPORT_STATE_LABELS: Record<(typeof REPORT_STATES)[number], string> = { open: '待处理', acted: '已处理', dismissed: '已驳回' };

export const ZConsoleReportQuerySchema = z.object({
  kind: z.enum(REPORT_KINDS, { message: '举报类型有误' }).default('room'),
  state: z.enum(['open', 'all'], { message: '状态有误' }).default('open'),
});
export const ZConsoleReportParamsSchema = z.object({
  kind: z.enum(REPORT_KINDS, { message: '举报类型有误' }),
  id: z.coerce.number().int().positive('编号有误'),
});

/** One report with the reported object as the operator needs to judge it, and how it was settled. */
export const ZConsoleReportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  /** The room, post or comment reported. */
  targetId: z.number().int(),
  /** Its text: the room's title, the post's title and body, the comment. */
  targetText: z.string(),
  /** Where it is: the anchor's room, the post's circle, the post or article a comment is on. */
  context: z.string(),
  /** Where it is on the public site (empty when it has no page of its own any more). */
  link: z.string(),
  authorId: z.number().int().nullable(),
  authorNick: z.string(),
  reporterId: z.number().int(),
  reporterNick: z.string(),
  reason: z.string(),
  /** The reporter's own words (rooms), else empty. */
  content: z.string(),
  state: z.enum(REPORT_STATES),
  act: z.enum(REPORT_ACTIONS).nullable(),
  actedBy: z.string().nullable(),
  actedAt: z.number().int().nullable(),
  actNote: z.string(),
  createdAt: z.number().int(),
});
export type TConsoleReport = z.infer<typeof ZConsoleReportSchema>;

export const ZConsoleReportActSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { message: '请选择处理方式' }),
    note: z.string().trim().max(100, '备注不能超过100个字符').default(''),
    /** mute: who is silenced in the room */
    userId: z.number().int().positive('请填写用户ID').optional(),
    /** mute: for how long */
    minutes: z.number().int('禁言时长须为整数分钟').min(1, '禁言时长至少1分钟').max(43_200, '禁言时长最多30天').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action !== 'mute') return;
    if (v.userId === undefined) ctx.addIssue({ code: 'custom', path: ['userId'], message: '请填写要禁言的用户ID' });
    if (v.minutes === undefined) ctx.addIssue({ code: 'custom', path: ['minutes'], message: '请填写禁言时长' });
  });
export type TConsoleReportAct = z.infer<typeof ZConsoleReportActSchema>;
/** What a settled report answers: the report as it is now, and how many reports of the same object were settled with it. */
export const ZConsoleReportActResultSchema = z.object({ report: ZConsoleReportSchema, settled: z.number().int() });

/** A room's live state in the console: on air, opened by its anchor, closed by an operator, its chat modes. */
export const ZConsoleRoomStateSchema = z.object({
  roomId: z.number().int(),
  title: z.string(),
  anchorId: z.number().int(),
  live: z.boolean(),
  /** The anchor has opened the room (开播) and its key admits a stream. */
  up: z.boolean(),
  closed: z.object({ reason: z.string(), by: z.string(), at: z.number().int() }).nullable(),
  slowSeconds: z.number().int(),
  followersOnly: z.boolean(),
});
export type TConsoleRoomState = z.infer<typeof ZConsoleRoomStateSchema>;
export const ZConsoleRoomReasonSchema = z.object({ reason: z.string().trim().min(1, '请填写原因').max(100, '原因不能超过100个字符') });
export const ZConsoleFollowersOnlySchema = z.object({
  roomId: z.number().int().positive('请填写直播间'),
  on: z.boolean({ message: '请选择开启或关闭' }),
});

/** The recharge reconciliation (as `npm run admin -- recharge reconcile`): paid orders against recharge credits. */
export const ZConsoleReconcileSchema = z.object({
  paidOrders: z.number().int(),
  journals: z.number().int(),
  problems: z.array(z.string()),
  checkedAt: z.number().int(),
});
export type TConsoleReconcile = z.infer<typeof ZConsoleReconcileSchema>;

/** Red packets past their expiry whose unclaimed rest has not gone back to the sender yet (the sweep runs every minute). */
export const ZConsoleDueRedPacketSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  senderId: z.number().int(),
  senderNick: z.string(),
  amount: z.number().int(),
  /** diamonds not grabbed, to go back */
  unclaimed: z.number().int(),
  expiresAt: z.number().int(),
});
export const ZConsoleDueRedPacketsSchema = z.object({ count: z.number().int(), list: z.array(ZConsoleDueRedPacketSchema) });
export type TConsoleDueRedPackets = z.infer<typeof ZConsoleDueRedPacketsSchema>;
