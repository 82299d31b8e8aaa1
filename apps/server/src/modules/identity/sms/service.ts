import { createHash, randomInt } from 'node:crypto';
import { ACCOUNT_LIMITS, PHONE_CODE_GATE_RE, PHONE_RE, SMS_CODE_RE, SMS_TYPES, stripSpaces, type TDevSmsItem } from '@sports/contracts';
import { AppError } from '../../../http/errors';
import type { SmsProvider } from './provider';
import type { SmsRepository } from './repository';

export interface SmsLimits {
  perMobilePerDay: number;
  perIpPerDay: number;
  resendMs: number;
}
export const DEFAULT_SMS_LIMITS: SmsLimits = { perMobilePerDay: 10, perIpPerDay: 30, resendMs: ACCOUNT_LIMITS.smsResendSeconds * 1000 };
const MAX_ATTEMPTS = 5;
const DAY_MS = 24 * 3600 * 1000;

/** Checks a captchaVerification before a code is sent; `required` when the SMS type or the captcha switch demands one. */
export type HumanCheck = (captchaVerification: string | undefined, required: boolean) => Promise<void>;

const hashCode = (mobile: string, type: number, code: string) => createHash('sha256').update(`${mobile}:${type}:${code}`).digest('hex');

const PURPOSE: Record<number, string> = { 3: '登录/注册', 5: '设置支付密码', 8: '提现' };

export interface SendSmsInput {
  mobile?: string;
  type: number;
  captchaVerification?: string;
  ip: string;
  /** the logged-in user's own mobile, for types 5 and 8 */
  userMobile?: string | null;
  loggedIn: boolean;
}

/**
 * SMS verification codes (SPEC §3 code request, §9): 6 digits, 5 minutes, single use, bound to
 * mobile and type; one per mobile per 60 s, daily caps per mobile and per IP; 5 wrong tries burn a code.
 */
export function smsService(deps: {
  repo: SmsRepository;
  provider: SmsProvider;
  checkHuman: HumanCheck;
  captchaSwitch: () => Promise<number>;
  brandName: string;
  limits?: SmsLimits;
  now?: () => number;
}) {
  const { repo, provider } = deps;
  const limits = deps.limits ?? DEFAULT_SMS_LIMITS;
  const now = deps.now ?? Date.now;

  /** The live code row for mobile+type that matches `code`, or the SPEC error; counts wrong tries. */
  async function match(mobileRaw: string, type: number, codeRaw: string | undefined) {
    const mobile = stripSpaces(mobileRaw);
    if (!PHONE_RE.test(mobile)) throw new AppError('PHONE_INVALID');
    const code = (codeRaw ?? '').trim();
    if (!code) throw new AppError('CODE_EMPTY');
    if (!SMS_CODE_RE.test(code)) throw new AppError('CODE_WRONG');
    const row = await repo.latestCode(mobile, type);
    if (!row || row.used_at !== null) throw new AppError('CODE_NOT_REQUESTED');
    if (row.expires_at <= now()) throw new AppError('CODE_EXPIRED');
    if (row.attempts >= MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS');
    if (row.code_hash !== hashCode(mobile, type, code)) {
      const attempts = await repo.addAttempt(Number(row.id));
      throw new AppError(attempts >= MAX_ATTEMPTS ? 'CODE_ATTEMPTS' : 'CODE_WRONG');
    }
    return { id: Number(row.id), mobile };
  }

  return {
    providerName: provider.name,

    async send(input: SendSmsInput): Promise<void> {
      if (input.type !== SMS_TYPES.login && input.type !== SMS_TYPES.payPassword && input.type !== SMS_TYPES.withdrawal) {
        throw new AppError('SMS_TYPE_INVALID');
      }
      let mobile: string;
      if (input.type === SMS_TYPES.login) {
        mobile = stripSpaces(input.mobile ?? '');
        if (!PHONE_CODE_GATE_RE.test(mobile)) throw new AppError('PHONE_INVALID');
      } else {
        if (!input.loggedIn) throw new AppError('UNAUTHORIZED');
        if (!input.userMobile) throw new AppError('MOBILE_NOT_BOUND');
        mobile = input.userMobile;
      }
      const t = now();
      const last = await repo.lastSentTo(mobile);
      if (last && t - last.created_at < limits.resendMs) throw new AppError('SMS_TOO_FREQUENT');
      if ((await repo.countSince('mobile', mobile, t - DAY_MS)) >= limits.perMobilePerDay) throw new AppError('SMS_DAILY_LIMIT');
      if ((await repo.countSince('ip', input.ip, t - DAY_MS)) >= limits.perIpPerDay) throw new AppError('SMS_DAILY_LIMIT');

      const required = input.type !== SMS_TYPES.login || (await deps.captchaSwitch()) === 1;
      await deps.checkHuman(input.captchaVerification || undefined, required);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.retireCodes(mobile, input.type, t);
      const id = await repo.insertCode({
        mobile,
        type: input.type,
        code_hash: hashCode(mobile, input.type, code),
        ip: input.ip,
        created_at: t,
        expires_at: t + ACCOUNT_LIMITS.smsCodeTtlSeconds * 1000,
        used_at: null,
      });
      const text = `【${deps.brandName}】您的${PURPOSE[input.type]}验证码为${code}，5分钟内有效，请勿泄露给他人。`;
      try {
        await provider.send({ smsCodeId: id, mobile, type: input.type, code, text });
      } catch (err) {
        await repo.retireCode(id, now());
        throw Object.assign(new AppError('SMS_SEND_FAILED'), { cause: err });
      }
    },

    /** GET /inform/verifyCode: true when the code would be accepted now; it stays usable. */
    async check(mobile: string, type: number, code: string): Promise<true> {
      await match(mobile, type, code);
      return true;
    },

    /** Spends a code; returns the normalised mobile. */
    async consume(mobile: string, type: number, code: string | undefined): Promise<string> {
      const m = await match(mobile, type, code);
      if (!(await repo.useCode(m.id, now()))) throw new AppError('CODE_NOT_REQUESTED');
      return m.mobile;
    },

    async outbox(mobile: string): Promise<TDevSmsItem[]> {
      return (await repo.outboxFor(stripSpaces(mobile))).map((r) => ({
        mobile: r.mobile,
        type: r.type,
        code: r.code,
        text: r.text,
        createdAt: Number(r.code_created_at ?? r.created_at),
        expiresAt: Number(r.expires_at ?? r.created_at),
        used: r.used_at !== null,
      }));
    },
  };
}
export type SmsService = ReturnType<typeof smsService>;
