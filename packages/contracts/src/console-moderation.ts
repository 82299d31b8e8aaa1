import { z } from 'zod';

/** The console's queue of expert applications (issue 15 with the experts capability). */
export const ZConsoleExpertApplicationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  field: z.enum(['football', 'basketball']),
  introduction: z.string(),
  sample: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  note: z.string().nullable(),
  createdAt: z.number().int(),
});
export type TConsoleExpertApplication = z.infer<typeof ZConsoleExpertApplicationSchema>;
export const ZConsoleExpertRejectSchema = z.object({ reason: z.string().trim().min(1, '请填写原因').max(100, '原因不能超过100个字符') });

/** An operator hides a community post (or shows it again), with a reason. */
export const ZConsolePostHideSchema = z.object({
  hidden: z.boolean({ message: '请选择隐藏或恢复' }),
  reason: z.string().trim().min(1, '请填写原因').max(100, '原因不能超过100个字符'),
});

/** Silencing a user in a room's chat for a period (up to 30 days), with a reason. */
export const ZConsoleChatMuteSchema = z.object({
  roomId: z.number().int().positive('请填写直播间'),
  userId: z.number().int().positive('请填写用户ID'),
  minutes: z.number().int('禁言时长须为整数分钟').min(1, '禁言时长至少1分钟').max(43_200, '禁言时长最多30天'),
  reason: z.string().trim().min(1, '请填写原因').max(100, '原因不能超过100个字符'),
});

/** The longest banned word (chat masks it as **; posts and comments containing it are refused). */
export const BANNED_WORD_MAX_LENGTH = 20;
/** One banned word to add or remove. */
export const ZConsoleBannedWordSchema = z.object({
  word: z.string().trim().min(1, '违禁词不能为空').max(BANNED_WORD_MAX_LENGTH, `违禁词不能超过${BANNED_WORD_MAX_LENGTH}个字`),
});

/** The operators' horns (系统公告) may be longer than a user's. */
export const SYSTEM_HORN_MAX_LENGTH = 100;
export const ZConsoleHornSchema = z.object({
  content: z.string().trim().min(1, '请输入喇叭内容').max(SYSTEM_HORN_MAX_LENGTH, `喇叭内容不能超过${SYSTEM_HORN_MAX_LENGTH}个字`),
});

/** A room's chat slow mode: seconds between one user's messages, 0 turns it off. */
export const ZConsoleSlowModeSchema = z.object({
  roomId: z.number().int().positive('请填写直播间'),
  seconds: z.number().int('间隔须为整数秒').min(0, '间隔不能为负').max(600, '间隔最多600秒'),
});
