import { z } from 'zod';
import { ZConsoleIdParamSchema } from '../console';
import {
  ZConsoleFollowersOnlySchema,
  ZConsoleReconcileSchema,
  ZConsoleReportActResultSchema,
  ZConsoleReportActSchema,
  ZConsoleReportParamsSchema,
  ZConsoleReportQuerySchema,
  ZConsoleReportSchema,
  ZConsoleRoomReasonSchema,
  ZConsoleRoomStateSchema,
} from '../console-reports';
import { defineRoute } from './route';

const tags = ['console'] as const;
const security = [{ operatorSession: [] }] as const;

/** Reports of rooms, posts and comments; a room's live state and chat modes; the recharge reconciliation (part of CONSOLE_ROUTES). */
export const CONSOLE_REPORT_ROUTES = {
  consoleReports: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/reports',
    tags,
    summary: '举报队列（直播间、帖子、评论）',
    query: ZConsoleReportQuerySchema,
    data: z.array(ZConsoleReportSchema),
    security,
  }),
  consoleReportAct: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/reports/:kind/:id/act',
    tags,
    summary: '处理举报：警告、隐藏（直播间为切断直播）、直播间禁言或驳回；同一对象的待处理举报一并结案',
    params: ZConsoleReportParamsSchema,
    body: ZConsoleReportActSchema,
    data: ZConsoleReportActResultSchema,
    security,
  }),
  consoleRoomState: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/rooms/:id/state',
    tags,
    summary: '直播间状态（直播中、开播、关闭、聊天模式）',
    params: ZConsoleIdParamSchema,
    data: ZConsoleRoomStateSchema,
    security,
  }),
  consoleRoomCut: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/rooms/:id/cut',
    tags,
    summary: '切断当前直播（主播可重新开播），须填原因',
    params: ZConsoleIdParamSchema,
    body: ZConsoleRoomReasonSchema,
    data: ZConsoleRoomStateSchema,
    security,
  }),
  consoleRoomClose: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/rooms/:id/close',
    tags,
    summary: '关闭直播间（重新开放前不能开播），须填原因',
    params: ZConsoleIdParamSchema,
    body: ZConsoleRoomReasonSchema,
    data: ZConsoleRoomStateSchema,
    security,
  }),
  consoleRoomReopen: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/rooms/:id/reopen',
    tags,
    summary: '重新开放直播间，须填原因',
    params: ZConsoleIdParamSchema,
    body: ZConsoleRoomReasonSchema,
    data: ZConsoleRoomStateSchema,
    security,
  }),
  consoleChatFollowersOnly: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/chat/followers-only',
    tags,
    summary: '直播间仅关注主播的用户可发言（开启或关闭）',
    body: ZConsoleFollowersOnlySchema,
    data: z.object({ roomId: z.number().int(), on: z.boolean() }),
    security,
  }),
  consoleRechargeReconcile: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/finance/recharge-reconcile',
    tags,
    summary: '充值对账（同 recharge reconcile）',
    data: ZConsoleReconcileSchema,
    security,
  }),
};
