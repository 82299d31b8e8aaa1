/**
 * Every user-facing message with its stable id and wire code (SPEC §5, §8).
 * The server answers with `code` and `message`; the client may look the id up again.
 */
export const MESSAGES = {
  OK: { code: 200, status: 200, message: 'success' },
  BAD_REQUEST: { code: 400, status: 400, message: '请求参数有误' },
  UNAUTHORIZED: { code: 401, status: 401, message: '您还没有登录哦，请登录后查看！' },
  FORBIDDEN: { code: 403, status: 403, message: '没有权限执行此操作' },
  NOT_FOUND: { code: 404, status: 404, message: '请求的资源不存在' },
  TOO_MANY_REQUESTS: { code: 429, status: 429, message: '操作过于频繁，请稍后再试' },
  INTERNAL: { code: 500, status: 500, message: '服务器开小差了，请稍后再试' },
  LOGOUT_ALREADY: { code: 20001, status: 200, message: '已退出登录' },
  // SPEC §5 validation messages
  PHONE_INVALID: { code: 10001, status: 400, message: '请输入正确的手机号' },
  USERNAME_EMPTY: { code: 10002, status: 400, message: '请输入正确的用户名或者手机号码' },
  PASSWORD_LENGTH: { code: 10003, status: 400, message: '密码,6-20个字符' },
  CODE_EMPTY: { code: 10004, status: 400, message: '请输入验证码！' },
  CODE_WRONG: { code: 10005, status: 400, message: '验证码错误，请确认后重新输入' },
  CODE_NOT_REQUESTED: { code: 10006, status: 400, message: '请获取验证码！' },
  SLIDER_NOT_DONE: { code: 10007, status: 400, message: '请拖动滑块填充拼图' },
  PASSWORD_EMPTY: { code: 10008, status: 400, message: '密码不可为空' },
  PASSWORD_MISMATCH: { code: 10009, status: 400, message: '两次密码输入不一致' },
  LOGIN_LOCKED: { code: 10011, status: 200, message: '用户名或密码输入错误，超过五次将被锁定！' },
  DYNAMIC_KEY_INVALID: { code: 100224, status: 200, message: '密钥已失效，请重新获取' },
  // accounts (issue 3): login, register, passwords
  ACCOUNT_LOCKED: { code: 10012, status: 200, message: '密码错误次数过多，账号已锁定，请30分钟后再试' },
  PASSWORD_CIPHER_INVALID: { code: 10014, status: 400, message: '密码解密失败，请重新获取密钥' },
  USERNAME_INVALID: { code: 10015, status: 400, message: '用户名需为4-16位字母、数字或下划线，且以字母开头' },
  USERNAME_TAKEN: { code: 10016, status: 400, message: '该用户名已被注册' },
  MOBILE_TAKEN: { code: 10017, status: 400, message: '该手机号已被注册' },
  MOBILE_NOT_REGISTERED: { code: 10018, status: 400, message: '该手机号未注册' },
  OLD_PASSWORD_WRONG: { code: 10032, status: 400, message: '原密码错误' },
  PASSWORD_ALREADY_SET: { code: 10033, status: 400, message: '已设置过密码，请使用修改密码' },
  PASSWORD_NOT_SET: { code: 10034, status: 400, message: '尚未设置密码，请先设置密码' },
  PASSWORD_SAME: { code: 10035, status: 400, message: '新密码不能与原密码相同' },
  // SMS codes
  CODE_EXPIRED: { code: 10019, status: 400, message: '验证码已过期，请重新获取' },
  CODE_ATTEMPTS: { code: 10013, status: 400, message: '验证码错误次数过多，请重新获取' },
  SMS_TOO_FREQUENT: { code: 10020, status: 429, message: '验证码发送过于频繁，请60秒后再试' },
  SMS_DAILY_LIMIT: { code: 10021, status: 429, message: '今日验证码发送次数已达上限，请明天再试' },
  SMS_SEND_FAILED: { code: 10022, status: 502, message: '验证码获取失败' },
  SMS_TYPE_INVALID: { code: 10023, status: 400, message: '验证码类型不正确' },
  MOBILE_NOT_BOUND: { code: 10047, status: 400, message: '请先绑定手机号' },
  // captchas
  CAPTCHA_REQUIRED: { code: 10024, status: 400, message: '请先完成安全验证' },
  CAPTCHA_VERIFICATION_INVALID: { code: 10025, status: 400, message: '安全验证已失效，请重新验证' },
  SLIDE_FAIL: { code: 10026, status: 400, message: '验证失败：请正确拼合图像' },
  SLIDE_EXPIRED: { code: 10027, status: 400, message: '验证已失效，请重新拖动滑块' },
  VENDOR_CAPTCHA_FAILED: { code: 10046, status: 400, message: '人机验证未通过，请重试' },
  // profile
  NICKNAME_LENGTH: { code: 10028, status: 400, message: '昵称需为1-10个字符' },
  NICKNAME_TAKEN: { code: 10029, status: 400, message: '该昵称已被使用' },
  PORTRAIT_INVALID: { code: 10030, status: 400, message: '头像地址无效，请重新上传' },
  DESCRIPTION_TOO_LONG: { code: 10031, status: 400, message: '个人简介不能超过100个字符' },
  REAL_NAME_INVALID: { code: 10036, status: 400, message: '请输入正确的真实姓名' },
  ID_CARD_INVALID: { code: 10037, status: 400, message: '请输入正确的身份证号码' },
  REAL_NAME_DONE: { code: 10038, status: 400, message: '已完成实名认证，不可修改' },
  ID_CARD_USED: { code: 10039, status: 400, message: '该身份证已被其他账号认证' },
  MOBILE_SAME: { code: 10040, status: 400, message: '新手机号与当前绑定手机号相同' },
  UPLOAD_NOT_IMAGE: { code: 10041, status: 400, message: '请上传有效的图片文件（JPG、PNG、GIF、WebP）' },
  UPLOAD_TOO_LARGE: { code: 10042, status: 400, message: '图片大小不能超过2MB' },
  NOT_EXPERT: { code: 10044, status: 403, message: '您还不是专家' },
  // request encryption (SPEC §7)
  ENCRYPTION_INVALID: { code: 10045, status: 400, message: '请求解密失败' },
  // live rooms (issue 5, codes 12001-12099)
  NOT_ANCHOR: { code: 12001, status: 403, message: '您还不是主播，请先申请成为主播' },
  ROOM_NOT_FOUND: { code: 12002, status: 404, message: '直播间不存在' },
  ANCHOR_NOT_FOUND: { code: 12003, status: 404, message: '主播不存在' },
  MATCH_NOT_FOUND: { code: 12004, status: 404, message: '比赛不存在' },
  MATCH_TYPE_MISMATCH: { code: 12005, status: 400, message: '比赛类型与比赛不符' },
  FOLLOW_SELF: { code: 12006, status: 400, message: '不能关注自己' },
  AUDIT_ALREADY_ANCHOR: { code: 12007, status: 400, message: '您已经是主播了' },
  AUDIT_PENDING: { code: 12008, status: 400, message: '您的申请正在审核中，请耐心等待' },
  NAV_NOT_FOUND: { code: 12009, status: 400, message: '请选择直播分类' },
  REPORT_TOO_FREQUENT: { code: 12010, status: 429, message: '您已举报过该直播间，请勿重复提交' },
  MATCH_FINISHED: { code: 12011, status: 400, message: '比赛已结束，无法预约' },
  COVER_INVALID: { code: 12012, status: 400, message: '封面地址无效，请重新上传' },
  DATE_RANGE_INVALID: { code: 12013, status: 400, message: '开始日期不能晚于结束日期' },
  // streaming (issue 5, codes 14001-14099)
  MEDIA_OFF: { code: 14001, status: 503, message: '直播服务暂未开启，请稍后再试' },
  ROOM_NOT_OWNER: { code: 14002, status: 403, message: '只能操作自己的直播间' },
  STREAM_KEY_TOO_FREQUENT: { code: 14003, status: 429, message: '推流码重置过于频繁，请稍后再试' },
  // chat (issue 5, codes 13001-13099)
  CHAT_FORBIDDEN: { code: 13001, status: 403, message: '您已被禁言' },
  CHAT_EMPTY: { code: 13002, status: 400, message: '请输入聊天内容' },
  CHAT_TOO_LONG: { code: 13003, status: 400, message: '发言不能超过50个字' },
  CHAT_TOO_FAST: { code: 13004, status: 429, message: '发言太快了，请稍后再发' },
  CHAT_CHANNEL_INVALID: { code: 13005, status: 400, message: '请指定直播间或比赛' },
  CHAT_NOT_ROOM_ANCHOR: { code: 13006, status: 403, message: '只有该直播间的主播可以设置房管' },
  CHAT_NO_MUTE_RIGHT: { code: 13007, status: 403, message: '只有主播和房管可以禁言' },
  CHAT_USER_NOT_FOUND: { code: 13008, status: 400, message: '该昵称的用户不存在' },
  CHAT_ALREADY_MANAGER: { code: 13009, status: 400, message: '该用户已经是房管' },
  CHAT_ALREADY_FORBIDDEN: { code: 13010, status: 400, message: '该用户已被禁言' },
  CHAT_CANNOT_MUTE: { code: 13011, status: 400, message: '不能禁言主播或房管' },
  CHAT_SELF: { code: 13012, status: 400, message: '不能对自己操作' },
  CHAT_RECORD_NOT_FOUND: { code: 13013, status: 404, message: '记录不存在' },
  CHAT_TOKEN_INVALID: { code: 13014, status: 401, message: '聊天凭证已失效，请重新进入直播间' },
  WELCOME_LIMIT: { code: 13015, status: 400, message: '欢迎语最多10条' },
  HORN_NOT_FOUND: { code: 13016, status: 404, message: '暂无喇叭消息' },
} as const;

/** repCode/repMsg of the built-in captcha calls (AJ-Captcha protocol; SPEC §8: '0000' success, '6201' expired). */
export const CAPTCHA_REP = {
  SUCCESS: { repCode: '0000', repMsg: '验证通过' },
  FAILED: { repCode: '6111', repMsg: '验证失败' },
  EXPIRED: { repCode: '6201', repMsg: '验证码已失效，请重新获取' },
  TOO_FREQUENT: { repCode: '6202', repMsg: '请求过于频繁，请稍后再试' },
} as const;

export type TMessageId = keyof typeof MESSAGES;

/** Client-side texts that are not server answers. */
export const UI_TEXT = {
  empty: '暂无数据',
  needLogin: '您还没有登录哦，请登录后查看！',
  login: '登录',
  loginFailed: '登录失败',
  codeFetchFailed: '验证码获取失败',
  setSuccess: '设置成功',
  slideFail: '验证失败：请正确拼合图像',
  slidePass: '验证通过',
  captchaFail: '验证失败',
  notFound: 'This page could not be found',
  backHome: '返回首页',
} as const;

export function messageFor(id: TMessageId): string {
  return MESSAGES[id].message;
}
