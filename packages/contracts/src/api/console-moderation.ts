import { z } from 'zod';
import {
  ZConsoleBannedWordSchema,
  ZConsoleChatMuteSchema,
  ZConsoleExpertApplicationSchema,
  ZConsoleExpertRejectSchema,
  ZConsolePostHideSchema,
  ZConsoleSlowModeSchema,
} from '../console-moderation';
import { ZConsoleIdParamSchema } from '../console';
import { defineRoute } from './route';

const tags = ['console'] as const;
const security = [{ operatorSession: [] }] as const;

/** The console's moderation queues: expert applications, hiding a post, a room's chat (part of CONSOLE_ROUTES). */
export const CONSOLE_MODERATION_ROUTES = {
  consoleExpertApplications: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/experts/applications',
    tags,
    summary: '待审核的专家申请',
    data: z.array(ZConsoleExpertApplicationSchema),
    security,
  }),
  consoleExpertApprove: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/experts/applications/:id/approve',
    tags,
    summary: '通过专家申请',
    params: ZConsoleIdParamSchema,
    data: z.object({ id: z.number().int(), userId: z.number().int() }),
    security,
  }),
  consoleExpertReject: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/experts/applications/:id/reject',
    tags,
    summary: '驳回专家申请（须填原因）',
    params: ZConsoleIdParamSchema,
    body: ZConsoleExpertRejectSchema,
    data: z.object({ id: z.number().int(), userId: z.number().int() }),
    security,
  }),
  consolePostHide: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/community/posts/:id/hide',
    tags,
    summary: '隐藏或恢复帖子（须填原因）',
    params: ZConsoleIdParamSchema,
    body: ZConsolePostHideSchema,
    data: z.object({ postId: z.number().int(), hidden: z.boolean() }),
    security,
  }),
  consoleChatMute: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/chat/mute',
    tags,
    summary: '在直播间禁言用户一段时间（须填原因）',
    body: ZConsoleChatMuteSchema,
    data: z.object({ until: z.number().int() }),
    security,
  }),
  consoleChatSlowMode: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/chat/slow-mode',
    tags,
    summary: '设置直播间慢速模式（0 为关闭）',
    body: ZConsoleSlowModeSchema,
    data: z.object({ roomId: z.number().int(), seconds: z.number().int() }),
    security,
  }),
  consoleBannedWords: defineRoute({
    method: 'GET',
    prefix: '/capi',
    path: '/chat/banned-words',
    tags,
    summary: '违禁词（聊天中替换为 **，帖子和评论含违禁词不能发布）',
    data: z.array(z.string()),
    security,
  }),
  consoleBannedWordAdd: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/chat/banned-words',
    tags,
    summary: '添加违禁词（不分大小写；已有则不重复添加）',
    body: ZConsoleBannedWordSchema,
    data: z.object({ word: z.string(), added: z.boolean() }),
    security,
  }),
  consoleBannedWordRemove: defineRoute({
    method: 'POST',
    prefix: '/capi',
    path: '/chat/banned-words/remove',
    tags,
    summary: '删除违禁词',
    body: ZConsoleBannedWordSchema,
    data: z.object({ word: z.string(), removed: z.boolean() }),
    security,
  }),
};
