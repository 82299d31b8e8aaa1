import { z } from 'zod';
import { ZCommonQuerySchema, ZPageSchema } from './envelope';

/**
 * Payment password, saved payout accounts and withdrawals (SPEC §3 payment-password form,
 * withdrawal form, saved accounts; §4 withdrawal dialog; §5 rules; §9 5% tax).
 * Passwords travel AES-128-CBC encrypted with a one-time dynamic key, like login passwords.
 */

export const WITHDRAW_LIMITS = {
  /** default minimum diamonds of one withdrawal (operators change it: `withdraw lowest <n>`) */
  defaultMinimum: 100,
  /** saved accounts per user and type */
  maxCardsPerType: 5,
  /** wrong payment passwords in a row before the payment password locks */
  payLockAfterFailures: 5,
  payLockMinutes: 30,
} as const;

/** SPEC §3 withdrawal drawType: 1 bank card, 2 Alipay-type account, 3 the user's own consumption wallet. */
export const DRAW_TYPES = { 1: '银行卡', 2: '支付宝', 3: '消费钱包' } as const;
export type TDrawType = 1 | 2 | 3;
/** Saved account types (card-list/{id}): 1 bank card, 2 Alipay-type account. */
export const CARD_TYPES = { 1: '银行卡', 2: '支付宝' } as const;
export type TCardType = 1 | 2;

export const WITHDRAW_STATUS = { 0: '审核中', 1: '已到账', 2: '已驳回' } as const;
export type TWithdrawStatus = keyof typeof WITHDRAW_STATUS;

/** 16-19 digits passing the Luhn check. */
export function isBankCardNo(raw: string): boolean {
  const s = raw.replace(/\s+/g, '');
  if (!/^\d{16,19}$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = s.charCodeAt(s.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const ALIPAY_MOBILE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}$/;
export const isAlipayAccount = (s: string) => ALIPAY_MOBILE_RE.test(s) || (s.length <= 100 && EMAIL_RE.test(s));

/** What a list shows of an account number: bank cards keep the last 4 digits, phones 3+4, emails the first 2 letters and the domain. */
export function maskAccountNo(no: string, type: TCardType): string {
  if (type === 1) return `**** **** **** ${no.slice(-4)}`;
  if (no.includes('@')) {
    const [name = '', domain] = no.split('@');
    return `${name.slice(0, 2)}***@${domain}`;
  }
  return `${no.slice(0, 3)}****${no.slice(-4)}`;
}

const common = ZCommonQuerySchema.shape;
const zOptStr = (max: number) => z.string().max(max, '参数过长').optional();
const zKeyOpt = z.string().max(64).optional();

/**
 * POST /tapi/pay/change/pay-pass.
 * type 1 (SPEC "set"): newPassword (+ confirmPassword) encrypted, verifyCode of an SMS type 5 code;
 *   also the reset of a forgotten payment password.
 * type 2 (change): password (the old one), newPassword, confirmPassword, all encrypted; no code.
 * `iv` (and `key`, optional: the server finds the key by its iv) from GET /tapi/user/key/getDynamicKey.
 */
export const ZPayPassBodySchema = z.object({
  ...common,
  type: z.coerce
    .number()
    .int()
    .refine((t) => t === 1 || t === 2, '类型不正确')
    .default(1),
  password: zOptStr(512),
  newPassword: zOptStr(512),
  confirmPassword: zOptStr(512),
  verifyCode: zOptStr(16),
  iv: zKeyOpt,
  key: zKeyOpt,
});
export type TPayPassBody = z.input<typeof ZPayPassBodySchema>;

/** POST /tapi/pay/bind-card: type 1 bank card (cardNo = accountNo, bankName; holder = real name when verified, else accountName), type 2 Alipay-type account (mobile or email). */
export const ZBindCardBodySchema = z.object({
  ...common,
  type: z.coerce
    .number()
    .int()
    .refine((t) => t === 1 || t === 2, '账户类型不正确'),
  accountNo: z.string({ error: '请输入账号' }).max(120, '账号过长'),
  bankName: zOptStr(40),
  accountName: zOptStr(40),
});
export type TBindCardBody = z.input<typeof ZBindCardBodySchema>;

export const ZCardTypeParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .refine((t) => t === 1 || t === 2, '账户类型不正确'),
});
export const ZCardIdParamsSchema = z.object({ id: z.coerce.number().int().positive('账户不存在或已解绑') });

/** SPEC §3 saved accounts: id, accountNo (masked), plus what the lists show. */
export const ZSavedAccountSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  accountNo: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  createdAt: z.number().int(),
});
export type TSavedAccount = z.infer<typeof ZSavedAccountSchema>;
export const ZSavedAccountListSchema = z.array(ZSavedAccountSchema);

/**
 * POST /tapi/pay/withdraw (SPEC withdrawal form). Fields are loose here so the server can answer
 * with SPEC's messages in SPEC's order (type, account, amount, code, payment password).
 */
export const ZWithdrawBodySchema = z.object({
  ...common,
  drawType: z.union([z.number(), z.string()]).optional(),
  cardId: z.union([z.number(), z.string()]).nullish(),
  amount: z.union([z.number(), z.string()]).optional(),
  payPassword: zOptStr(512),
  verifyCode: zOptStr(16),
  iv: zKeyOpt,
  key: zKeyOpt,
});
export type TWithdrawBody = z.input<typeof ZWithdrawBodySchema>;

export const ZWithdrawalSchema = z.object({
  id: z.number().int(),
  drawType: z.number().int(),
  drawTypeName: z.string(),
  /** diamonds */
  amount: z.number().int(),
  grossFen: z.number().int(),
  taxFen: z.number().int(),
  netFen: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
  reason: z.string(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawalSchema>;

/** POST /tapi/pay/record/withdraw: the caller's withdrawals, newest first. */
export const ZWithdrawRecordBodySchema = z.object({
  ...common,
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.coerce.number().int().min(0).max(2).optional(),
});
export const ZWithdrawRecordPageSchema = ZPageSchema(ZWithdrawalSchema);
export type TWithdrawRecordPage = z.infer<typeof ZWithdrawRecordPageSchema>;

/** Response of POST /tapi/pay/withdraw. */
export const ZWithdrawResultSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  netFen: z.number().int(),
  taxFen: z.number().int(),
});
