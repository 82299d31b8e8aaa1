// Limits and codes of the account forms (login, SMS codes, passwords), shared by the panel and the server.
// No zod here: the browser imports this module, and its bundle carries no schemas.

/** SPEC §9 constants of the account flows. */
export const ACCOUNT_LIMITS = {
  passwordMin: 6,
  passwordMax: 20,
  codeLength: 6,
  phoneLength: 11,
  nicknameMax: 10,
  descriptionMax: 100,
  sliderTolerance: 6,
  smsResendSeconds: 60,
  smsCodeTtlSeconds: 300,
  dynamicKeyTtlSeconds: 300,
  lockAfterFailures: 5,
  lockMinutes: 30,
  /** keep-login cookie lifetime when auto=1 */
  keepLoginDays: 30,
  uploadMaxBytes: 2 * 1024 * 1024,
  uploadMaxFiles: 9,
  captchaWidth: 310,
  captchaHeight: 155,
  clickWordCount: 3,
} as const;

/** SPEC §9: login type is always 1 on login, register, reset-password and password change. */
export const LOGIN_TYPE = 1;

/** SPEC §3 code request types. */
export const SMS_TYPES = { login: 3, payPassword: 5, withdrawal: 8 } as const;

/** Exactly 11 digits (SPEC §5), after stripping spaces. */
export const PHONE_RE = /^\d{11}$/;

/** The gate for requesting a code: 1, then 3/4/5/7/8/9, then 9 digits (SPEC §5). */
export const PHONE_CODE_GATE_RE = /^1[345789]\d{9}$/;
