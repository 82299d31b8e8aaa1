import { ACCOUNT_LIMITS, MESSAGES, PHONE_CODE_GATE_RE, PHONE_RE } from '@sports/contracts';

/** SPEC §9 lengths and timings of the account forms (one source: the contracts' ACCOUNT_LIMITS). */
export const PHONE_LENGTH = ACCOUNT_LIMITS.phoneLength;
export const CODE_LENGTH = ACCOUNT_LIMITS.codeLength;
export const PASSWORD_MIN = ACCOUNT_LIMITS.passwordMin;
export const PASSWORD_MAX = ACCOUNT_LIMITS.passwordMax;
export const NICKNAME_MAX = ACCOUNT_LIMITS.nicknameMax;
export const SMS_COUNTDOWN_S = ACCOUNT_LIMITS.smsResendSeconds;

/** Login panel tabs: SPEC's type 2 is account login, type 1 phone login. */
export type TLoginTab = 1 | 2;
export const LOGIN_TAB = { phone: 1, account: 2 } as const;

/** What the phone field keeps of a typed value: digits only (spaces and the rest stripped), at most 11. */
export function cleanPhone(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

/** SPEC §5: exactly 11 digits. */
export const isPhone = (phone: string): boolean => PHONE_RE.test(phone);

/** SPEC §5 gate for requesting a code: 1, then 3/4/5/7/8/9, then 9 digits. */
export const canRequestCode = (phone: string): boolean => PHONE_CODE_GATE_RE.test(phone);

export const isPasswordLength = (password: string): boolean => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;

/** Codes are digits; the field keeps at most six. */
export function cleanCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * The account field takes a user name or a phone number: anything non-empty without spaces,
 * but a value of digits only must be a whole phone number.
 */
export function isUsername(username: string): boolean {
  const v = username.trim();
  if (!v || /\s/.test(v)) return false;
  return /^\d+$/.test(v) ? isPhone(v) : v.length <= 32;
}

export interface TLoginForm {
  tab: TLoginTab;
  phone: string;
  username: string;
  code: string;
  password: string;
  sliderDone: boolean;
  codeRequested: boolean;
}

/**
 * SPEC §5 login button rule: the phone (or, on the account tab, the user name) is valid, and the
 * slider is done or this is the account tab, and the code has 6 characters (phone tab) or the
 * password 6-20 characters (account tab).
 */
export function canSubmitLogin(f: TLoginForm): boolean {
  if (f.tab === LOGIN_TAB.phone) return isPhone(f.phone) && f.sliderDone && f.code.length === CODE_LENGTH;
  return isUsername(f.username) && isPasswordLength(f.password);
}

/** The first SPEC §5 message that explains why the form cannot be sent, or null when it can. */
export function loginFormError(f: TLoginForm): string | null {
  if (f.tab === LOGIN_TAB.account) {
    if (!isUsername(f.username)) return MESSAGES.USERNAME_EMPTY.message;
    if (!isPasswordLength(f.password)) return MESSAGES.PASSWORD_LENGTH.message;
    return null;
  }
  if (!isPhone(f.phone)) return MESSAGES.PHONE_INVALID.message;
  if (!f.sliderDone) return MESSAGES.SLIDER_NOT_DONE.message;
  return codeError(f.code, f.codeRequested);
}

/** SPEC §5 SMS code messages: none requested, empty, wrong length. */
export function codeError(code: string, requested: boolean): string | null {
  if (!requested && !code) return MESSAGES.CODE_NOT_REQUESTED.message;
  if (!code) return MESSAGES.CODE_EMPTY.message;
  if (code.length !== CODE_LENGTH) return MESSAGES.CODE_WRONG.message;
  return null;
}

/** SPEC §5 set-password rules: both required, each 6-20 characters, equal. */
export function newPasswordError(password: string, confirm: string): string | null {
  if (!password || !confirm) return MESSAGES.PASSWORD_EMPTY.message;
  if (!isPasswordLength(password) || !isPasswordLength(confirm)) return MESSAGES.PASSWORD_LENGTH.message;
  if (password !== confirm) return MESSAGES.PASSWORD_MISMATCH.message;
  return null;
}

/** Nickname length as a person counts it (code points, so an emoji is one character). */
export const nicknameLength = (nick: string): number => [...nick].length;

/** SPEC §4: after login a nickname over 10 characters prompts the user to edit it. */
export const nicknameTooLong = (nick: string | null | undefined): boolean => nicknameLength(nick ?? '') > NICKNAME_MAX;

/** The get-code button's label: its countdown while running. */
export function codeButtonLabel(remaining: number, idle = '获取验证码'): string {
  return remaining > 0 ? `${remaining}s后重新获取` : idle;
}

/** One step of the code countdown: the next remaining seconds (never below 0). */
export const countdownStep = (remaining: number): number => Math.max(0, remaining - 1);

/** Register pages (where a successful login does not reload the page). */
export const isRegisterPath = (pathname: string): boolean => pathname.startsWith('/user/register');

/** A jump target of /user/comJumpPage: only a path on this site ("/…", never "//host" or a scheme). */
export function safeJumpTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return [...raw].some((c) => c.charCodeAt(0) < 32) ? '/' : raw;
}
