import { z } from 'zod';
import { ZConsoleDayFiguresSchema } from './console-finance';

/**
 * The operators' console (issue 15, decision 0028): roles, the permissions each grants, and the
 * shapes of the console's calls. The server checks a permission on every console call; the web
 * console only uses the list to hide what the operator may not do.
 */
export const CONSOLE_PERMISSIONS = [
  'dashboard.read',
  'audit.read',
  'anchor.read',
  'anchor.review',
  'withdraw.read',
  'withdraw.review',
  'withdraw.export',
  'report.read',
  'report.act',
  'content.read',
  'content.edit',
  'finance.read',
  'finance.adjust',
  'expert.read',
  'expert.review',
  'catalogue.read',
  'catalogue.edit',
  'user.read',
  'user.sanction',
] as const;
export type TConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

export const CONSOLE_ROLES = ['super', 'finance', 'content', 'moderation', 'support'] as const;
export type TConsoleRole = (typeof CONSOLE_ROLES)[number];

/** What each role may do; `super` may do everything. */
export const ROLE_PERMISSIONS: Record<TConsoleRole, readonly TConsolePermission[]> = {
  super: CONSOLE_PERMISSIONS,
  finance: [
    'dashboard.read',
    'withdraw.read',
    'withdraw.review',
    'withdraw.export',
    'finance.read',
    'finance.adjust',
    'catalogue.read',
    'catalogue.edit',
    'user.read',
  ],
  content: ['dashboard.read', 'content.read', 'content.edit'],
  moderation: [
    'dashboard.read',
    'report.read',
    'report.act',
    'anchor.read',
    'anchor.review',
    'expert.read',
    'expert.review',
    'user.read',
    'user.sanction',
  ],
  support: ['dashboard.read', 'report.read', 'anchor.read', 'withdraw.read', 'content.read', 'expert.read', 'catalogue.read', 'user.read'],
};

export const ROLE_LABELS: Record<TConsoleRole, string> = {
  super: '超级管理员',
  finance: '财务',
  content: '内容运营',
  moderation: '审核',
  support: '客服',
};

export const roleAllows = (role: string, permission: TConsolePermission): boolean =>
  (ROLE_PERMISSIONS[role as TConsoleRole] ?? []).includes(permission);

/** Operator names: letters, digits, underscore, dot or dash, 3-32 characters. */
export const OPERATOR_NAME_RE = /^[A-Za-z][\w.-]{2,31}$/;

export const ZConsoleLoginSchema = z.object({
  name: z.string().trim().min(1, '请输入账号').max(32, '账号或密码错误'),
  password: z.string().min(1, '请输入密码').max(128, '账号或密码错误'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '请输入6位动态验证码'),
});
export type TConsoleLogin = z.infer<typeof ZConsoleLoginSchema>;

export const ZOperatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(CONSOLE_ROLES),
  permissions: z.array(z.enum(CONSOLE_PERMISSIONS)),
  expiresAt: z.number().int(),
});
export type TOperator = z.infer<typeof ZOperatorSchema>;

export const ZConsoleDashboardSchema = z.object({
  liveRooms: z.number().int(),
  pendingApplications: z.number().int(),
  pendingWithdrawals: z.number().int(),
  openReports: z.number().int(),
  /** The last seven days, oldest first, today last. */
  week: z.array(ZConsoleDayFiguresSchema),
});
export type TConsoleDashboard = z.infer<typeof ZConsoleDashboardSchema>;

const ZReason = z.string().trim().min(1, '请填写原因').max(100, '原因不能超过100个字符');
export const ZConsoleIdParamSchema = z.object({ id: z.coerce.number().int().positive('编号有误') });

export const ZConsoleApplicationSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  mobile: z.string().nullable(),
  realName: z.string(),
  contact: z.string(),
  introduction: z.string(),
  createdAt: z.number().int(),
});
export type TConsoleApplication = z.infer<typeof ZConsoleApplicationSchema>;
export const ZConsoleReviewSchema = z.object({ userId: z.number().int().positive('请选择申请人') });
export const ZConsoleRejectSchema = ZConsoleReviewSchema.extend({ reason: ZReason });

export const ZConsoleWithdrawQuerySchema = z.object({
  status: z.enum(['0', '1', '2', 'all']).default('0'),
});
export const ZConsoleWithdrawalSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  mobile: z.string().nullable(),
  status: z.number().int(),
  drawType: z.number().int(),
  amount: z.number().int(),
  netFen: z.number().int(),
  taxFen: z.number().int(),
  account: z.string(),
  reason: z.string(),
  createdAt: z.number().int(),
});
export type TConsoleWithdrawal = z.infer<typeof ZConsoleWithdrawalSchema>;
export const ZConsoleWithdrawRejectSchema = z.object({ reason: ZReason });

export const ZConsoleHotWordSchema = z.object({ id: z.number().int(), word: z.string(), rank: z.number().int(), enabled: z.boolean() });
export const ZConsoleHotWordBodySchema = z.object({
  word: z.string().trim().min(1, '请填写热搜词').max(20, '热搜词不能超过20个字符'),
  rank: z.number().int().min(0).max(999).default(0),
});
export const ZConsoleAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.number().int(),
  enabled: z.boolean(),
});
export const ZConsoleAnnouncementBodySchema = z.object({
  title: z.string().trim().min(1, '请填写标题').max(60, '标题不能超过60个字符'),
  summary: z.string().trim().max(120, '摘要不能超过120个字符').default(''),
  content: z.string().trim().min(1, '请填写正文').max(5000, '正文不能超过5000个字符'),
});
export const ZConsoleEnableSchema = z.object({ enabled: z.boolean() });

export const ZConsoleAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  operator: z.string().trim().max(32).optional(),
});
export const ZConsoleAuditEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.string(),
  ip: z.string(),
  createdAt: z.number().int(),
});
export type TConsoleAuditEntry = z.infer<typeof ZConsoleAuditEntrySchema>;
