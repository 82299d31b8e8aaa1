import { WITHDRAW_LIMITS } from '@sports/contracts';
import { AppError } from '../../../http/errors';
import type { DynamicKeys, SessionUser, SmsService } from '../../identity';
import type { WalletService } from '../service';
import type { WithdrawRepository } from './repository';

/** The caller as the session gives them (identity's session user): what withdrawals read of them. */
export type PayingUser = Pick<SessionUser, 'id' | 'mobile' | 'hasPayPassword' | 'realName'>;

/** What withdrawals need from other capabilities, through their services. */
export interface WithdrawPorts {
  /** Site settings (the minimum withdrawal). */
  getSetting(key: string): Promise<string | undefined>;
  setSetting(key: string, value: string): Promise<void>;
  /** Identity keeps the payment password (hashed) with the user. */
  setPayPassword(userId: number, plain: string): Promise<void>;
  /** Whether a payment password matches the user's stored one (identity keeps it hashed and checks it). */
  payPasswordMatches(userId: number, plain: string): Promise<boolean>;
  /** Nick name and mobile of users, for operators. */
  contacts(ids: number[]): Promise<Map<number, { nickName: string; mobile: string | null }>>;
}

/** What every withdrawal use case is built from. */
export interface WithdrawDeps {
  repo: WithdrawRepository;
  wallet: WalletService;
  keys: DynamicKeys;
  sms: SmsService;
  ports: WithdrawPorts;
  now?: () => number;
  /** The sandbox cashier is on: its diamonds cost nothing, so none leaves to a bank card or Alipay. */
  sandbox?: boolean;
}

export const blank = (s: string | undefined | null) => !s || !String(s).trim();

/** Setting key of the operator's minimum withdrawal (a site setting). */
export const LOWEST_SETTING = 'wallet.withdraw.lowest';

/** The operator's minimum withdrawal, or the default while none (or no positive integer) is set. */
export async function lowestOf(ports: Pick<WithdrawPorts, 'getSetting'>): Promise<number> {
  const raw = await ports.getSetting(LOWEST_SETTING);
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : WITHDRAW_LIMITS.defaultMinimum;
}

/** Parses the amount field: digits only, a positive safe integer; SPEC's messages. */
export function parseDrawAmount(raw: unknown): number {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) throw new AppError('DRAW_AMOUNT_REQUIRED');
  const s = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(s) || s <= 0) throw new AppError('DRAW_AMOUNT_INVALID');
  return s;
}

export function mobileOf(user: PayingUser): string {
  if (!user.mobile) throw new AppError('MOBILE_NOT_BOUND');
  return user.mobile;
}
