import { z } from 'zod';
import { ZBalancesSchema } from './account';
import { DEVICE_ID_RE } from './wire';

/**
 * Users in the console (issue 15): finding a user, their profile, wallet and sanctions, and the
 * site-wide sanctions the identity capability keeps: a mute (chat in every room, posts, comments),
 * a ban (sessions end, login and every signed-in call refused), an address ban (login,
 * registration and chat from it refused), a device ban (the same, from a device id), each for a
 * period or for good, and warnings (a system message in the user's inbox). A period ends by itself;
 * an operator may lift it earlier.
 */
export const SANCTION_KINDS = ['mute', 'ban', 'ip', 'device', 'warn'] as const;
export type TSanctionKind = (typeof SANCTION_KINDS)[number];
export const SANCTION_LABELS: Record<TSanctionKind, string> = {
  mute: '禁言',
  ban: '封号',
  ip: '封禁IP',
  device: '封禁设备',
  warn: '警告',
};

/** The longest period of a sanction: 365 days (a mute or a ban may also be for good; address and device bans may not). */
export const SANCTION_MAX_MINUTES = 365 * 24 * 60;
/** Units the console offers for a period, in minutes. */
export const SANCTION_UNITS = { minute: 1, hour: 60, day: 1440 } as const;

const ZReason = z.string().trim().min(1, '请填写原因').max(100, '原因不能超过100个字符');
const ZUserId = z.number({ error: '请填写用户ID' }).int('用户ID有误').positive('用户ID有误');
const ZMinutes = z
  .number({ error: '请选择时长' })
  .int('时长须为整数分钟')
  .min(1, '时长至少1分钟')
  .max(SANCTION_MAX_MINUTES, '时长最多365天');
/** An IPv4 or IPv6 address (one address: ranges are not banned). */
export const ZIpAddressSchema = z
  .string({ error: '请输入正确的IP地址' })
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6()], { error: '请输入正确的IP地址' }));
/** A device id as clients send it (DEVICE_ID_RE). */
export const ZDeviceIdSchema = z.string({ error: '请输入正确的设备ID' }).trim().regex(DEVICE_ID_RE, '请输入正确的设备ID');

export const ZSanctionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SANCTION_KINDS),
  userId: z.number().int().nullable(),
  ip: z.string().nullable(),
  deviceId: z.string().nullable(),
  reason: z.string(),
  startsAt: z.number().int(),
  /** null: for good (a warning ends when it is given) */
  endsAt: z.number().int().nullable(),
  createdBy: z.string(),
  liftedAt: z.number().int().nullable(),
  liftedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
  /** Running now: not lifted and not over. */
  active: z.boolean(),
});
export type TSanction = z.infer<typeof ZSanctionSchema>;

/** Find a user by id, mobile or (part of a) nickname. */
export const ZConsoleUserQuerySchema = z.object({
  q: z.string({ error: '请输入用户ID、手机号或昵称' }).trim().min(1, '请输入用户ID、手机号或昵称').max(32, '搜索内容不能超过32个字符'),
});
export const ZConsoleUserRowSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  mobile: z.string().nullable(),
  level: z.number().int().nullable(),
  isAnchor: z.boolean(),
  isExpert: z.boolean(),
  createdAt: z.number().int(),
});
export type TConsoleUserRow = z.infer<typeof ZConsoleUserRowSchema>;

/** A device the user logged in from: its id, the first and last login from it and how many. */
export const ZConsoleUserDeviceSchema = z.object({
  deviceId: z.string(),
  firstLoginAt: z.number().int(),
  lastLoginAt: z.number().int(),
  logins: z.number().int(),
});
export type TConsoleUserDevice = z.infer<typeof ZConsoleUserDeviceSchema>;

export const ZConsoleUserDetailSchema = ZConsoleUserRowSchema.extend({
  username: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  lastLoginAt: z.number().int().nullable(),
  /** The devices of the user's logins, last used first (at most 20). */
  devices: z.array(ZConsoleUserDeviceSchema),
  balances: ZBalancesSchema,
  /** Every sanction of the user, newest first (running ones have `active`). */
  sanctions: z.array(ZSanctionSchema),
});
export type TConsoleUserDetail = z.infer<typeof ZConsoleUserDetailSchema>;

/** A mute or a ban of a user: minutes, or null for good. */
export const ZConsoleSanctionBodySchema = z.object({
  kind: z.enum(['mute', 'ban'], { error: '请选择禁言或封号' }),
  userId: ZUserId,
  minutes: ZMinutes.nullable(),
  reason: ZReason,
});
/** An address banned for a period (never for good: addresses change hands); `userId` when banned from a user's page. */
export const ZConsoleIpBanBodySchema = z.object({
  ip: ZIpAddressSchema,
  minutes: ZMinutes,
  reason: ZReason,
  userId: ZUserId.optional(),
});
/**
 * A device banned for a period (never for good: the id lives in the browser's storage); `userId` when
 * banned from a user's page, and then it must be one of that user's devices.
 */
export const ZConsoleDeviceBanBodySchema = z.object({
  deviceId: ZDeviceIdSchema,
  minutes: ZMinutes,
  reason: ZReason,
  userId: ZUserId.optional(),
});
/** A warning: the text goes to the user's system messages as written. */
export const ZConsoleWarnBodySchema = z.object({
  userId: ZUserId,
  message: z.string({ error: '请填写警告内容' }).trim().min(1, '请填写警告内容').max(200, '警告内容不能超过200个字符'),
});
export const ZConsoleLiftBodySchema = z.object({ reason: ZReason });
