import { z } from 'zod';
import { ZCommonQuerySchema } from './envelope';
import { SMS_TYPES, PHONE_RE } from './account-limits';

/**
 * Account calls (SPEC §3 user/login/captcha entities, §7 account calls). Field names are SPEC's.
 * Every password on the wire is AES-128-CBC encrypted (PKCS#7, base64) with a one-time
 * key and iv from GET /tapi/user/key/getDynamicKey; `iv` and `key` travel with it.
 * See docs/api.md "Accounts" for the flows.
 */

export type TSmsType = (typeof SMS_TYPES)[keyof typeof SMS_TYPES];

/** A user name: 4-16 letters, digits or underscores starting with a letter (never a phone number). */
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{3,15}$/;
export const SMS_CODE_RE = /^\d{6}$/;

export const stripSpaces = (s: string) => s.replace(/\s+/g, '');

const zInt01 = z.coerce.number().int().min(0).max(1);
const zOptInt = z.coerce.number().int().optional();
/** A phone field: spaces are stripped before the rules apply; the message is SPEC's. */
const zMobile = z.string({ error: '请输入正确的手机号' }).transform(stripSpaces).pipe(z.string().regex(PHONE_RE, '请输入正确的手机号'));
const zCode = z.string({ error: '请输入验证码！' }).trim().min(1, '请输入验证码！');
/** An encrypted password (base64 ciphertext); its length rule is checked after decryption. */
const zCipher = z.string({ error: '密码不可为空' }).min(1, '密码不可为空').max(512, '密码,6-20个字符');
const zKey = z.string({ error: '密钥已失效，请重新获取' }).length(16, '密钥已失效，请重新获取');
const common = { channelId: zOptInt, platform: zOptInt };

// ---------------------------------------------------------------- dynamic key

/** GET /tapi/user/key/getDynamicKey → data; usable once, expires after 5 minutes (else 100224). */
export const ZDynamicKeySchema = z.object({ key: z.string().length(16), iv: z.string().length(16) });
export type TDynamicKey = z.infer<typeof ZDynamicKeySchema>;

// ---------------------------------------------------------------- login / register

/**
 * POST /tapi/user/login and /tapi/user/account/login (the same handler).
 * mode 0: `username` (user name or mobile) or `mobile`, plus `password` encrypted with `key`/`iv`.
 * mode 1: `mobile` + `verifyCode` (an SMS code of type 3); an unknown mobile is registered on the spot
 * (the user then has hasPassword 0 and gets the forced set-password panel).
 */
export const ZLoginBodySchema = z.object({
  ...common,
  mode: z.coerce.number().int().min(0).max(1),
  auto: zInt01.default(1),
  type: zOptInt,
  mobile: z.string().optional(),
  username: z.string().optional(),
  verifyCode: z.string().optional(),
  password: z.string().optional(),
  iv: z.string().optional(),
  key: z.string().optional(),
});
export type TLoginBody = z.input<typeof ZLoginBodySchema>;

/** SPEC §3 login response data. */
export const ZLoginResultSchema = z.object({ token: z.string() });
export type TLoginResult = z.infer<typeof ZLoginResultSchema>;

/** POST /tapi/user/register: phone + SMS code (type 3) + encrypted password. Answers like login. */
/** What both registrations carry besides the account name: SPEC's flags and the encrypted password. */
const registration = {
  ...common,
  type: zOptInt,
  auto: zInt01.default(1),
  password: zCipher,
  confirmPassword: zCipher.optional(),
  iv: zKey,
  key: zKey,
};

export const ZRegisterBodySchema = z.object({ ...registration, mobile: zMobile, verifyCode: zCode });
export type TRegisterBody = z.input<typeof ZRegisterBodySchema>;

/** POST /tapi/user/account/register: user name + encrypted password. Answers like login. */
export const ZAccountRegisterBodySchema = z.object({
  ...registration,
  username: z.string({ error: '请输入正确的用户名或者手机号码' }).trim().min(1, '请输入正确的用户名或者手机号码'),
});
export type TAccountRegisterBody = z.input<typeof ZAccountRegisterBodySchema>;

// ---------------------------------------------------------------- passwords

/** POST /tapi/user/center/initPassword (SPEC set-password request; only when no password yet). */
export const ZInitPasswordBodySchema = z.object({
  ...common,
  type: zOptInt,
  newPassword: zCipher,
  confirmPassword: zCipher,
  iv: zKey,
  key: zKey,
});
export type TInitPasswordBody = z.input<typeof ZInitPasswordBodySchema>;

/** POST /tapi/user/center/updatePassword: change; the old `password` is required (all three encrypted). */
export const ZUpdatePasswordBodySchema = ZInitPasswordBodySchema.extend({ password: zCipher });
export type TUpdatePasswordBody = z.input<typeof ZUpdatePasswordBodySchema>;

/** POST /tapi/user/center/retrievePassword: mobile + SMS code (type 3) + new password (encrypted). */
export const ZRetrievePasswordBodySchema = ZInitPasswordBodySchema.extend({ mobile: zMobile, verifyCode: zCode });
export type TRetrievePasswordBody = z.input<typeof ZRetrievePasswordBodySchema>;

// ---------------------------------------------------------------- SMS

/**
 * POST /tapi/inform/send/sms/new. `captchaVerification`: the one-time token of a passed built-in
 * captcha or slide puzzle, or (switch on, vendor captcha) the JSON text of the vendor result.
 * Type 3 needs `mobile`; types 5 and 8 go to the logged-in user's own mobile (mobile ignored).
 */
export const ZSendSmsBodySchema = z.object({
  ...common,
  captchaVerification: z.string().max(4096).optional(),
  mobile: z.string().optional(),
  type: z.coerce
    .number()
    .int()
    .refine((t) => t === 3 || t === 5 || t === 8, '验证码类型不正确'),
});
export type TSendSmsBody = z.input<typeof ZSendSmsBodySchema>;

/** GET /tapi/inform/verifyCode?mobile&verifyCode[&type=3]: checks a code without consuming it. */
export const ZVerifyCodeQuerySchema = ZCommonQuerySchema.extend({
  mobile: zMobile,
  verifyCode: zCode,
  type: z.coerce.number().int().default(3),
});

/** Vendor captcha result (SPEC §3), GeeTest v4 style. */
export const ZVendorCaptchaResultSchema = z.object({
  captchaId: z.string().optional(),
  captchaOutput: z.string(),
  genTime: z.string(),
  lotNumber: z.string(),
  passToken: z.string(),
});
export type TVendorCaptchaResult = z.infer<typeof ZVendorCaptchaResultSchema>;

/** GET /tapi/dev/sms?mobile — only while the development outbox is the SMS provider. */
export const ZDevSmsQuerySchema = ZCommonQuerySchema.extend({ mobile: zMobile });
export const ZDevSmsItemSchema = z.object({
  mobile: z.string(),
  type: z.number().int(),
  code: z.string(),
  text: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  used: z.boolean(),
});
export const ZDevSmsListSchema = z.object({ list: z.array(ZDevSmsItemSchema) });
export type TDevSmsItem = z.infer<typeof ZDevSmsItemSchema>;

// ---------------------------------------------------------------- built-in captcha (AJ-Captcha protocol)

export const CAPTCHA_TYPES = ['blockPuzzle', 'clickWord'] as const;
export type TCaptchaType = (typeof CAPTCHA_TYPES)[number];

/** POST /tapi/inform/captcha/get */
export const ZCaptchaGetBodySchema = z.object({
  captchaType: z.enum(CAPTCHA_TYPES, { error: 'captchaType 不正确' }),
  clientUid: z.string().max(128).optional(),
  ts: z.coerce.number().optional(),
});
/** POST /tapi/inform/captcha/check. pointJson = base64(AES-128-ECB(secretKey, JSON of the point(s))). */
export const ZCaptchaCheckBodySchema = z.object({
  captchaType: z.enum(CAPTCHA_TYPES, { error: 'captchaType 不正确' }),
  pointJson: z.string().min(1).max(16384),
  token: z.string().min(1).max(128),
  clientUid: z.string().max(128).optional(),
  ts: z.coerce.number().optional(),
});
export const ZCaptchaRepDataSchema = z.object({
  originalImageBase64: z.string().optional(),
  jigsawImageBase64: z.string().optional(),
  token: z.string(),
  secretKey: z.string().optional(),
  wordList: z.array(z.string()).optional(),
  /** on a successful check: the one-time token a later call consumes */
  captchaVerification: z.string().optional(),
  result: z.boolean().optional(),
});
/** The captcha calls answer in AJ-Captcha's own shape (not the {code,message,data} envelope). */
export const ZCaptchaResponseSchema = z.object({
  repCode: z.string(),
  repMsg: z.string().nullable(),
  repData: ZCaptchaRepDataSchema.nullable(),
  success: z.boolean(),
});
export type TCaptchaResponse = z.infer<typeof ZCaptchaResponseSchema>;

// ---------------------------------------------------------------- slide puzzle of the login panel

/**
 * GET /tapi/user/verification/sliding-verification (SPEC §3 captcha data). The target x is kept on
 * the server: `coox` is always null so a script cannot read the answer; the drop is checked by
 * POST /tapi/user/verification/sliding-verification/check.
 */
export const ZSlidePuzzleSchema = z.object({
  tari: z.string(),
  slii: z.string(),
  cooy: z.number().int(),
  coox: z.number().int().nullable(),
  token: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
});
export type TSlidePuzzle = z.infer<typeof ZSlidePuzzleSchema>;
/**
 * The drag that moved a slider: [x in background-image pixels, ms since the press] for every pointer
 * event, in order. The server checks it looks like a hand (timing and shape), not only where it ended.
 */
export const ZDragTrackSchema = z
  .array(z.tuple([z.number().finite(), z.number().finite()]), { error: '请拖动滑块完成验证' })
  .max(1000, { error: '请拖动滑块完成验证' });
export type TDragTrack = z.infer<typeof ZDragTrackSchema>;
/** `coox`: the x where the piece was dropped, in background-image pixels; passes within 6 (SPEC §5). */
export const ZSlideCheckBodySchema = z.object({
  token: z.string().min(1).max(128),
  coox: z.coerce.number().finite(),
  track: ZDragTrackSchema,
});
export const ZSlideCheckResultSchema = z.object({ captchaVerification: z.string() });

// ---------------------------------------------------------------- profile

/** POST /tapi/tj/expert/info (SPEC expert head). fifteenRecords/sevenRecords: hits among the last 15/7 settled recommendations. */
export const ZExpertInfoSchema = z.object({
  name: z.string(),
  favors: z.number().int(),
  fans: z.number().int(),
  description: z.string(),
  fifteenRecords: z.number().int(),
  sevenRecords: z.number().int(),
});
export type TExpertInfo = z.infer<typeof ZExpertInfoSchema>;
export const ZExpertInfoBodySchema = z.object({ ...common, userId: zOptInt });

/** GET /tapi/pay/balances (SPEC balances). Integers: diamonds, tickets; withdrawMoney in fen (yuan × 100). */
export const ZBalancesSchema = z.object({
  mainWalletId: z.number().int(),
  balance: z.number().int(),
  ticket: z.number().int(),
  cashBalance: z.number().int(),
  freezeMoney: z.number().int(),
  withdrawMoney: z.number().int(),
});
export type TBalances = z.infer<typeof ZBalancesSchema>;

export const ZNickNameQuerySchema = ZCommonQuerySchema.extend({ nickName: z.string({ error: '昵称不能为空' }).trim() });
/** GET /tapi/user/check/nick-name → data.available (taken names answer false; invalid ones an error). */
export const ZNickNameCheckSchema = z.object({ available: z.boolean() });
export const ZPortraitQuerySchema = ZCommonQuerySchema.extend({ portraitUrl: z.string({ error: '头像地址无效，请重新上传' }).max(300) });
export const ZUpdateInfoBodySchema = z.object({ ...common, description: z.string().max(1000) });

/** GET /tapi/user/center/real-name: masked values only. status 1 = verified, 0 = not yet. */
export const ZRealNameSchema = z.object({ status: z.number().int(), realName: z.string(), idCard: z.string() });
export type TRealName = z.infer<typeof ZRealNameSchema>;
export const ZRealNameBodySchema = z.object({ ...common, realName: z.string().trim().max(40), idCard: z.string().trim().max(40) });

/** POST /tapi/user/center/bind/phone: bind or change the mobile with an SMS code (type 3) sent to the new number. */
export const ZBindPhoneBodySchema = z.object({ ...common, mobile: zMobile, verifyCode: zCode });

/**
 * POST /tapi/user/common/multiUploadBase64 and POST /api/upload/multiUploadBase64: up to 9 images as
 * data URLs or bare base64, each at most 2 MB decoded. data: the public URLs in the same order.
 */
export const ZUploadBase64BodySchema = z.object({
  ...common,
  files: z.array(z.string().min(1)).min(1, '请选择图片').max(9, '一次最多上传9张图片'),
});
export const ZUploadResultSchema = z.array(z.string());

// ---------------------------------------------------------------- request encryption (SPEC §7)

/** Body of an encrypted call (see docs/encryption.md). */
export const ZEncryptedBodySchema = z.object({ encryptedData: z.string().min(1) });
