/**
 * Every user-facing message with its stable id and wire code (SPEC §5, §8), one export per message.
 * The server answers with `code` and `message`; the client may look the id up again. Read as the
 * `MESSAGES` namespace (messages.ts): a page's bundle keeps only the messages it reads (decision 0055).
 */
export const OK = { code: 200, status: 200, message: 'success' } as const;
export const BAD_REQUEST = { code: 400, status: 400, message: '请求参数有误' } as const;
export const UNAUTHORIZED = { code: 401, status: 401, message: '您还没有登录哦，请登录后查看！' } as const;
export const FORBIDDEN = { code: 403, status: 403, message: '没有权限执行此操作' } as const;
export const NOT_FOUND = { code: 404, status: 404, message: '请求的资源不存在' } as const;
export const TOO_MANY_REQUESTS = { code: 429, status: 429, message: '操作过于频繁，请稍后再试' } as const;
export const INTERNAL = { code: 500, status: 500, message: '服务器开小差了，请稍后再试' } as const;
export const LOGOUT_ALREADY = { code: 20001, status: 200, message: '已退出登录' } as const;
// SPEC §5 validation messages
export const PHONE_INVALID = { code: 10001, status: 400, message: '请输入正确的手机号' } as const;
export const USERNAME_EMPTY = { code: 10002, status: 400, message: '请输入正确的用户名或者手机号码' } as const;
export const PASSWORD_LENGTH = { code: 10003, status: 400, message: '密码,6-20个字符' } as const;
export const CODE_EMPTY = { code: 10004, status: 400, message: '请输入验证码！' } as const;
export const CODE_WRONG = { code: 10005, status: 400, message: '验证码错误，请确认后重新输入' } as const;
export const CODE_NOT_REQUESTED = { code: 10006, status: 400, message: '请获取验证码！' } as const;
export const SLIDER_NOT_DONE = { code: 10007, status: 400, message: '请拖动滑块填充拼图' } as const;
export const PASSWORD_EMPTY = { code: 10008, status: 400, message: '密码不可为空' } as const;
export const PASSWORD_MISMATCH = { code: 10009, status: 400, message: '两次密码输入不一致' } as const;
export const LOGIN_LOCKED = { code: 10011, status: 200, message: '用户名或密码输入错误，超过五次将被锁定！' } as const;
export const DYNAMIC_KEY_INVALID = { code: 100224, status: 200, message: '密钥已失效，请重新获取' } as const;
// accounts (issue 3): login, register, passwords
export const ACCOUNT_LOCKED = { code: 10012, status: 200, message: '密码错误次数过多，账号已锁定，请30分钟后再试' } as const;
export const PASSWORD_CIPHER_INVALID = { code: 10014, status: 400, message: '密码解密失败，请重新获取密钥' } as const;
export const USERNAME_INVALID = { code: 10015, status: 400, message: '用户名需为4-16位字母、数字或下划线，且以字母开头' } as const;
export const USERNAME_TAKEN = { code: 10016, status: 400, message: '该用户名已被注册' } as const;
export const MOBILE_TAKEN = { code: 10017, status: 400, message: '该手机号已被注册' } as const;
export const MOBILE_NOT_REGISTERED = { code: 10018, status: 400, message: '该手机号未注册' } as const;
export const OLD_PASSWORD_WRONG = { code: 10032, status: 400, message: '原密码错误' } as const;
export const PASSWORD_ALREADY_SET = { code: 10033, status: 400, message: '已设置过密码，请使用修改密码' } as const;
export const PASSWORD_NOT_SET = { code: 10034, status: 400, message: '尚未设置密码，请先设置密码' } as const;
export const PASSWORD_SAME = { code: 10035, status: 400, message: '新密码不能与原密码相同' } as const;
// SMS codes
export const CODE_EXPIRED = { code: 10019, status: 400, message: '验证码已过期，请重新获取' } as const;
export const CODE_ATTEMPTS = { code: 10013, status: 400, message: '验证码错误次数过多，请重新获取' } as const;
export const SMS_TOO_FREQUENT = { code: 10020, status: 429, message: '验证码发送过于频繁，请60秒后再试' } as const;
export const SMS_DAILY_LIMIT = { code: 10021, status: 429, message: '今日验证码发送次数已达上限，请明天再试' } as const;
export const SMS_SEND_FAILED = { code: 10022, status: 502, message: '验证码获取失败' } as const;
export const SMS_TYPE_INVALID = { code: 10023, status: 400, message: '验证码类型不正确' } as const;
export const MOBILE_NOT_BOUND = { code: 10047, status: 400, message: '请先绑定手机号' } as const;
// captchas
export const CAPTCHA_REQUIRED = { code: 10024, status: 400, message: '请先完成安全验证' } as const;
export const CAPTCHA_VERIFICATION_INVALID = { code: 10025, status: 400, message: '安全验证已失效，请重新验证' } as const;
export const SLIDE_FAIL = { code: 10026, status: 400, message: '验证失败：请正确拼合图像' } as const;
export const SLIDE_EXPIRED = { code: 10027, status: 400, message: '验证已失效，请重新拖动滑块' } as const;
export const VENDOR_CAPTCHA_FAILED = { code: 10046, status: 400, message: '人机验证未通过，请重试' } as const;
// profile
export const NICKNAME_LENGTH = { code: 10028, status: 400, message: '昵称需为1-10个字符' } as const;
export const NICKNAME_TAKEN = { code: 10029, status: 400, message: '该昵称已被使用' } as const;
export const PORTRAIT_INVALID = { code: 10030, status: 400, message: '头像地址无效，请重新上传' } as const;
export const DESCRIPTION_TOO_LONG = { code: 10031, status: 400, message: '个人简介不能超过100个字符' } as const;
export const REAL_NAME_INVALID = { code: 10036, status: 400, message: '请输入正确的真实姓名' } as const;
export const ID_CARD_INVALID = { code: 10037, status: 400, message: '请输入正确的身份证号码' } as const;
export const REAL_NAME_DONE = { code: 10038, status: 400, message: '已完成实名认证，不可修改' } as const;
export const ID_CARD_USED = { code: 10039, status: 400, message: '该身份证已被其他账号认证' } as const;
export const MOBILE_SAME = { code: 10040, status: 400, message: '新手机号与当前绑定手机号相同' } as const;
export const UPLOAD_NOT_IMAGE = { code: 10041, status: 400, message: '请上传有效的图片文件（JPG、PNG、GIF、WebP）' } as const;
export const UPLOAD_TOO_LARGE = { code: 10042, status: 400, message: '图片大小不能超过2MB' } as const;
export const NOT_EXPERT = { code: 10044, status: 403, message: '您还不是专家' } as const;
// request encryption (SPEC §7)
export const ENCRYPTION_INVALID = { code: 10045, status: 400, message: '请求解密失败' } as const;
// live rooms (issue 5, codes 12001-12099)
export const NOT_ANCHOR = { code: 12001, status: 403, message: '您还不是主播，请先申请成为主播' } as const;
export const ROOM_NOT_FOUND = { code: 12002, status: 404, message: '直播间不存在' } as const;
export const ANCHOR_NOT_FOUND = { code: 12003, status: 404, message: '主播不存在' } as const;
export const MATCH_NOT_FOUND = { code: 12004, status: 404, message: '比赛不存在' } as const;
export const MATCH_TYPE_MISMATCH = { code: 12005, status: 400, message: '比赛类型与比赛不符' } as const;
export const FOLLOW_SELF = { code: 12006, status: 400, message: '不能关注自己' } as const;
export const AUDIT_ALREADY_ANCHOR = { code: 12007, status: 400, message: '您已经是主播了' } as const;
export const AUDIT_PENDING = { code: 12008, status: 400, message: '您的申请正在审核中，请耐心等待' } as const;
export const NAV_NOT_FOUND = { code: 12009, status: 400, message: '请选择直播分类' } as const;
export const REPORT_TOO_FREQUENT = { code: 12010, status: 429, message: '您已举报过该直播间，请勿重复提交' } as const;
export const MATCH_FINISHED = { code: 12011, status: 400, message: '比赛已结束，无法预约' } as const;
export const COVER_INVALID = { code: 12012, status: 400, message: '封面地址无效，请重新上传' } as const;
export const DATE_RANGE_INVALID = { code: 12013, status: 400, message: '开始日期不能晚于结束日期' } as const;
// streaming (issue 5, codes 14001-14099)
export const MEDIA_OFF = { code: 14001, status: 503, message: '直播服务暂未开启，请稍后再试' } as const;
export const ROOM_CLOSED = { code: 14041, status: 403, message: '直播间已被平台关闭，暂时不能开播，请联系客服' } as const;
export const ROOM_NOT_OWNER = { code: 14002, status: 403, message: '只能操作自己的直播间' } as const;
export const STREAM_KEY_TOO_FREQUENT = { code: 14003, status: 429, message: '推流码重置过于频繁，请稍后再试' } as const;
// replays (issue 14, codes 14100-14199)
export const REPLAY_NOT_FOUND = { code: 14101, status: 404, message: '回放不存在或已删除' } as const;
export const REPLAY_NOT_OWNER = { code: 14102, status: 403, message: '只能删除自己直播间的回放' } as const;
export const REPLAY_NOT_READY = { code: 14103, status: 400, message: '回放正在生成，请稍后再试' } as const;
export const CLIP_NOT_FOUND = { code: 14104, status: 404, message: '集锦不存在或已下架' } as const;
export const CLIP_RANGE_INVALID = { code: 14105, status: 400, message: '剪辑起点必须早于终点' } as const;
export const CLIP_BEYOND_REPLAY = { code: 14106, status: 400, message: '剪辑范围超出回放时长' } as const;
export const CLIP_TOO_LONG = { code: 14107, status: 400, message: '集锦最长10分钟' } as const;
export const CLIP_PAID_ALREADY = { code: 14108, status: 400, message: '您已购买该集锦，无需重复购买' } as const;
export const CLIP_FREE = { code: 14109, status: 400, message: '该集锦免费观看，无需购买' } as const;
export const CLIP_NOT_PAID = { code: 14110, status: 403, message: '请先购买该集锦' } as const;
export const CLIP_NOT_OWNER = { code: 14111, status: 403, message: '只能剪辑自己直播间的回放' } as const;
export const REWIND_NOT_LIVE = { code: 14112, status: 400, message: '直播间当前没有直播，无法回看' } as const;
export const REWIND_UNAVAILABLE = { code: 14113, status: 404, message: '本场直播没有录像，无法回看' } as const;
export const REWIND_NOT_READY = { code: 14114, status: 400, message: '直播刚刚开始，暂时无法回看，请稍后再试' } as const;
export const REWIND_TIME_BEYOND = { code: 14115, status: 400, message: '回看时间超出了当前直播进度' } as const;
export const REWIND_TIME_INVALID = { code: 14116, status: 400, message: '回看时间不正确' } as const;
export const REWIND_ENDED = { code: 14117, status: 404, message: '本场直播已结束，请观看回放' } as const;
// chat (issue 5, codes 13001-13099)
export const CHAT_FORBIDDEN = { code: 13001, status: 403, message: '您已被禁言' } as const;
export const CHAT_EMPTY = { code: 13002, status: 400, message: '请输入聊天内容' } as const;
export const CHAT_TOO_LONG = { code: 13003, status: 400, message: '发言不能超过50个字' } as const;
export const CHAT_TOO_FAST = { code: 13004, status: 429, message: '发言太快了，请稍后再发' } as const;
export const CHAT_CHANNEL_INVALID = { code: 13005, status: 400, message: '请指定直播间或比赛' } as const;
export const CHAT_NOT_ROOM_ANCHOR = { code: 13006, status: 403, message: '只有该直播间的主播可以设置房管' } as const;
export const CHAT_NO_MUTE_RIGHT = { code: 13007, status: 403, message: '只有主播和房管可以禁言' } as const;
export const CHAT_USER_NOT_FOUND = { code: 13008, status: 400, message: '该昵称的用户不存在' } as const;
export const CHAT_ALREADY_MANAGER = { code: 13009, status: 400, message: '该用户已经是房管' } as const;
export const CHAT_ALREADY_FORBIDDEN = { code: 13010, status: 400, message: '该用户已被禁言' } as const;
export const CHAT_CANNOT_MUTE = { code: 13011, status: 400, message: '不能禁言主播或房管' } as const;
export const CHAT_SELF = { code: 13012, status: 400, message: '不能对自己操作' } as const;
export const CHAT_RECORD_NOT_FOUND = { code: 13013, status: 404, message: '记录不存在' } as const;
export const CHAT_TOKEN_INVALID = { code: 13014, status: 401, message: '聊天凭证已失效，请重新进入直播间' } as const;
export const WELCOME_LIMIT = { code: 13015, status: 400, message: '欢迎语最多10条' } as const;
export const HORN_NOT_FOUND = { code: 13016, status: 404, message: '暂无喇叭消息' } as const;
export const HORN_EMPTY = { code: 13017, status: 400, message: '请输入喇叭内容' } as const;
export const HORN_TOO_LONG = { code: 13018, status: 400, message: '喇叭内容不能超过50个字' } as const;
export const HORN_TOO_FAST = { code: 13019, status: 429, message: '喇叭发送太频繁了，请稍后再试' } as const;
export const HORN_BANNED_WORD = { code: 13020, status: 400, message: '喇叭内容包含违禁词，请修改后再发送' } as const;
export const CHAT_SLOW_MODE = { code: 13021, status: 429, message: '本直播间已开启慢速模式，请稍后再发言' } as const;
export const CHAT_FOLLOWERS_ONLY = { code: 13041, status: 403, message: '本直播间仅限关注主播的用户发言，关注主播后即可发言' } as const;
// money (issue 6, codes 15001-15099)
export const IDEMPOTENCY_KEY_INVALID = {
  code: 15090,
  status: 400,
  message: '请求标识（Idempotency-Key）须为8到128位字母、数字或 -_.: 字符',
} as const;
export const IDEMPOTENCY_KEY_REUSED = { code: 15091, status: 422, message: '该请求标识已用于另一笔不同的请求，请重新操作' } as const;
export const IDEMPOTENCY_IN_PROGRESS = { code: 15092, status: 409, message: '该操作正在处理中，请稍后查看结果' } as const;
export const INSUFFICIENT_BALANCE = { code: 15001, status: 400, message: '余额不足' } as const;
export const INSUFFICIENT_TICKET = { code: 15002, status: 400, message: '球票不足' } as const;
export const INSUFFICIENT_CASH = { code: 15003, status: 400, message: '不能超过可提现金额' } as const;
export const AMOUNT_INVALID = { code: 15004, status: 400, message: '请输入正确的金额' } as const;
// recharge and records (issue 6, M1: codes 15100-15199)
export const RECHARGE_PACKAGE_UNKNOWN = { code: 15100, status: 400, message: '充值套餐不存在' } as const;
export const RECHARGE_METHOD_UNAVAILABLE = { code: 15101, status: 400, message: '暂不支持该支付方式' } as const;
export const RECHARGE_AMOUNT_RANGE = { code: 15102, status: 400, message: '充值金额超出范围' } as const;
export const RECHARGE_ORDER_NOT_FOUND = { code: 15103, status: 404, message: '订单不存在' } as const;
export const RECHARGE_ORDER_CLOSED = { code: 15104, status: 400, message: '订单已关闭，请重新下单' } as const;
export const RECHARGE_ORDER_PAID = { code: 15105, status: 400, message: '订单已支付' } as const;
export const RECHARGE_TOO_MANY = { code: 15106, status: 429, message: '下单过于频繁，请稍后再试' } as const;
export const RECHARGE_NOTIFY_INVALID = { code: 15107, status: 400, message: '支付通知校验失败' } as const;
export const RECHARGE_GATEWAY_FAILED = { code: 15108, status: 502, message: '支付渠道暂时不可用，请稍后再试' } as const;
export const RECORD_DATE_INVALID = { code: 15109, status: 400, message: '查询日期不正确' } as const;
export const INCOME_ANCHOR_ONLY = { code: 15110, status: 403, message: '仅主播可查看收入' } as const;
// withdrawals, payment password, saved accounts (issue 6, 15200-15299)
export const PAY_PASSWORD_NOT_SET = { code: 15201, status: 400, message: '请先设置支付密码' } as const;
export const PAY_PASSWORD_WRONG = { code: 15202, status: 400, message: '支付密码错误，连续输错5次将锁定30分钟' } as const;
export const PAY_PASSWORD_LOCKED = { code: 15203, status: 400, message: '支付密码错误次数过多，请30分钟后再试' } as const;
export const PAY_PASSWORD_MISMATCH = { code: 15204, status: 400, message: '确认密码与设置的密码不一致' } as const;
export const PAY_PASSWORD_EMPTY = { code: 15205, status: 400, message: '请输入支付密码' } as const;
export const PAY_NEW_PASSWORD_EMPTY = { code: 15206, status: 400, message: '请输入密码' } as const;
export const PAY_CONFIRM_EMPTY = { code: 15207, status: 400, message: '请输入确认密码' } as const;
export const PAY_OLD_PASSWORD_EMPTY = { code: 15208, status: 400, message: '请输入原支付密码' } as const;
export const PAY_PASSWORD_SAME = { code: 15209, status: 400, message: '新密码不能与原密码相同' } as const;
export const PAY_CODE_EMPTY = { code: 15210, status: 400, message: '请输入验证码' } as const;
export const CARD_NO_INVALID = { code: 15220, status: 400, message: '请输入正确的银行卡号' } as const;
export const ALIPAY_NO_INVALID = { code: 15221, status: 400, message: '请输入正确的支付宝账号（手机号或邮箱）' } as const;
export const BANK_NAME_REQUIRED = { code: 15222, status: 400, message: '请填写开户银行' } as const;
export const HOLDER_NAME_REQUIRED = { code: 15223, status: 400, message: '请填写持卡人姓名' } as const;
export const CARD_LIMIT = { code: 15224, status: 400, message: '每种账户最多绑定5个' } as const;
export const CARD_DUPLICATE = { code: 15225, status: 400, message: '该账户已绑定' } as const;
export const CARD_NOT_FOUND = { code: 15226, status: 404, message: '账户不存在或已解绑' } as const;
export const DRAW_TYPE_REQUIRED = { code: 15230, status: 400, message: '请选择提现方式' } as const;
export const DRAW_CARD_REQUIRED = { code: 15231, status: 400, message: '请选择银行卡号' } as const;
export const DRAW_ALIPAY_REQUIRED = { code: 15232, status: 400, message: '请选择支付宝账号' } as const;
export const DRAW_AMOUNT_REQUIRED = { code: 15233, status: 400, message: '请填写提现球钻' } as const;
export const DRAW_AMOUNT_INVALID = { code: 15234, status: 400, message: '提现球钻必须为正整数' } as const;
export const DRAW_BELOW_MINIMUM = { code: 15235, status: 400, message: '单笔最低提现球钻为100' } as const;
export const WITHDRAWAL_NOT_FOUND = { code: 15240, status: 404, message: '提现记录不存在' } as const;
export const WITHDRAWAL_DONE = { code: 15241, status: 400, message: '该提现已处理' } as const;
export const WITHDRAW_SANDBOX = {
  code: 15242,
  status: 403,
  message: '当前为模拟支付（沙箱）环境，充值未真实付款，不能提现到银行卡或支付宝',
} as const;
// gifts, ranks and tickets (issue 6, codes 15300-15399)
export const GIFT_NOT_FOUND = { code: 15301, status: 404, message: '礼物不存在或已下架' } as const;
export const GIFT_SELF = { code: 15302, status: 400, message: '不能给自己送礼物' } as const;
export const GIFT_COUNT_INVALID = { code: 15303, status: 400, message: '礼物数量须为1到9999之间的整数' } as const;
export const GIFT_TOO_FAST = { code: 15304, status: 429, message: '送礼太快了，请稍后再试' } as const;
export const SIGNIN_ALREADY = { code: 15305, status: 400, message: '今天已经签到过了，明天再来吧' } as const;
export const WATCH_TOO_FAST = { code: 15306, status: 429, message: '观看计时请求过于频繁' } as const;
export const WATCH_NOT_LIVE = { code: 15307, status: 400, message: '主播未开播，暂不计观看时长' } as const;
// nobility and red packets (issue 6, codes 15400-15499)
export const NOBLE_RANK_INVALID = { code: 15400, status: 400, message: '请选择正确的贵族等级' } as const;
export const NOBLE_MONTHS_INVALID = { code: 15401, status: 400, message: '开通时长只能选择1、3、6或12个月' } as const;
export const NOBLE_DOWNGRADE = { code: 15402, status: 400, message: '您当前的贵族等级更高，到期后才能开通较低等级' } as const;
export const NOBLE_BUSY = { code: 15403, status: 409, message: '正在处理您的上一笔开通，请稍后再试' } as const;
export const RED_PACKET_NOT_FOUND = { code: 15410, status: 404, message: '红包不存在' } as const;
export const RED_PACKET_EXPIRED = { code: 15411, status: 400, message: '红包已过期' } as const;
export const RED_PACKET_EMPTY = { code: 15412, status: 400, message: '手慢了，红包已被抢完' } as const;
export const RED_PACKET_GRABBED = { code: 15413, status: 400, message: '您已经抢过这个红包了' } as const;
export const RED_PACKET_OWN = { code: 15414, status: 400, message: '不能抢自己发的红包' } as const;
export const RED_PACKET_TOO_SMALL = { code: 15415, status: 400, message: '红包金额不能少于红包个数（每个红包至少1球钻）' } as const;
export const RED_PACKET_TOO_FAST = { code: 15416, status: 429, message: '发红包太频繁了，请稍后再试' } as const;
// news and community (issue 12, codes 16000-16099)
export const INFO_NOT_FOUND = { code: 16001, status: 404, message: '文章不存在或已下线' } as const;
export const POST_NOT_FOUND = { code: 16002, status: 404, message: '帖子不存在或已删除' } as const;
export const COMMENT_NOT_FOUND = { code: 16003, status: 404, message: '评论不存在或已删除' } as const;
export const CIRCLE_NOT_FOUND = { code: 16004, status: 400, message: '请选择圈子' } as const;
export const POST_NOT_OWN = { code: 16005, status: 403, message: '只能删除自己的帖子' } as const;
export const POST_TOO_FAST = { code: 16006, status: 429, message: '发帖太频繁了，请稍后再试' } as const;
export const COMMENT_TOO_FAST = { code: 16007, status: 429, message: '评论太频繁了，请稍后再试' } as const;
export const LIKE_TOO_FAST = { code: 16008, status: 429, message: '点赞太频繁了，请稍后再试' } as const;
export const POST_IMAGE_INVALID = { code: 16009, status: 400, message: '图片地址无效，请重新上传' } as const;
export const CONTENT_BANNED_WORD = { code: 16010, status: 400, message: '内容包含违禁词，请修改后再发布' } as const;
export const REPORT_ALREADY = { code: 16011, status: 400, message: '您已举报过该帖子，请勿重复提交' } as const;
export const FEEDBACK_TOO_FAST = { code: 16012, status: 429, message: '提交太频繁了，请稍后再试' } as const;
export const SHIELD_SELF = { code: 16013, status: 400, message: '不能屏蔽自己' } as const;
export const POST_SHIELDED = { code: 16014, status: 403, message: '您已屏蔽该帖子，无法查看' } as const;
export const POST_AUTHOR_SHIELDED = { code: 16015, status: 403, message: '您已屏蔽该用户，无法查看其帖子' } as const;
export const POST_REPORTED = { code: 16016, status: 403, message: '您已举报该帖子，已为您隐藏' } as const;
export const POST_HIDDEN = { code: 16017, status: 403, message: '该帖子已被管理员屏蔽，无法点赞或评论' } as const;
export const POST_SHIELDED_ACT = { code: 16018, status: 403, message: '您已屏蔽该帖子或其作者，无法点赞或评论' } as const;
export const POST_REPORTED_ACT = { code: 16019, status: 403, message: '您已举报该帖子，无法点赞或评论' } as const;
export const INFO_CATEGORY_NOT_FOUND = { code: 16020, status: 400, message: '请选择正确的头条分类' } as const;
export const INFO_BODY_EMPTY = { code: 16021, status: 400, message: '正文过滤后没有可显示的文字，请修改后再保存' } as const;
export const INFO_SCHEDULE_PAST = { code: 16022, status: 400, message: '定时发布的时间须晚于当前时间' } as const;
export const CIRCLE_NAME_TAKEN = { code: 16023, status: 400, message: '已有同名的圈子' } as const;
export const CIRCLE_DISABLED = { code: 16024, status: 400, message: '该圈子已停用，请选择其他圈子' } as const;
export const COMMENT_REPORT_ALREADY = { code: 16041, status: 400, message: '您已举报过该评论，请勿重复提交' } as const;
export const COMMENT_REPORT_OWN = { code: 16042, status: 400, message: '不能举报自己的评论' } as const;
// experts and paid plans (issue 13)
export const EXPERT_APPLY_PENDING = { code: 17001, status: 400, message: '您的专家申请正在审核中，请耐心等待' } as const;
export const EXPERT_ALREADY = { code: 17002, status: 400, message: '您已经是专家了' } as const;
export const EXPERT_APPLICATION_NOT_FOUND = { code: 17003, status: 404, message: '专家申请不存在或已审核' } as const;
export const EXPERT_NOT_FOUND = { code: 17004, status: 404, message: '专家不存在' } as const;
export const PLAN_NOT_FOUND = { code: 17005, status: 404, message: '方案不存在' } as const;
export const PLAN_PLAY_INVALID = { code: 17006, status: 400, message: '玩法无效' } as const;
export const PLAN_LEGS_INVALID = { code: 17007, status: 400, message: '比赛场次与玩法不符' } as const;
export const PLAN_PICK_INVALID = { code: 17008, status: 400, message: '推荐选项与玩法不符' } as const;
export const PLAN_MATCH_STARTED = { code: 17009, status: 400, message: '比赛已开赛或已结束，不能发布推荐' } as const;
export const PLAN_NO_ODDS = { code: 17010, status: 400, message: '该比赛暂无此玩法的赔率，不能发布' } as const;
export const PLAN_SEALED = { code: 17011, status: 400, message: '方案发布后不可修改' } as const;
export const PLAN_WITHDRAW_STARTED = { code: 17012, status: 400, message: '比赛已开赛，方案不能撤回' } as const;
export const PLAN_ALREADY_BOUGHT = { code: 17013, status: 400, message: '您已购买过该方案' } as const;
export const PLAN_BUY_STARTED = { code: 17014, status: 400, message: '比赛已开赛，方案停止售卖' } as const;
export const PLAN_BUY_OWN = { code: 17015, status: 400, message: '不能购买自己的方案' } as const;
export const PLAN_FREE = { code: 17016, status: 400, message: '免费方案无需购买' } as const;
export const PLAN_TOO_FAST = { code: 17017, status: 429, message: '操作过于频繁，请稍后再试' } as const;
export const PLAN_SPORT_MISMATCH = { code: 17018, status: 400, message: '比赛与所选赛事类型不符' } as const;
export const PLAN_SAME_MATCH = { code: 17019, status: 400, message: '二串一需选择两场不同的比赛' } as const;
export const EXPERT_FOLLOW_SELF = { code: 17020, status: 400, message: '不能关注自己' } as const;
export const CONSOLE_LOGIN_REQUIRED = { code: 18001, status: 401, message: '请先登录管理后台' } as const;
export const CONSOLE_LOGIN_FAILED = { code: 18002, status: 401, message: '账号、密码或动态验证码错误' } as const;
export const CONSOLE_LOCKED = { code: 18003, status: 423, message: '错误次数过多，账号已锁定，请30分钟后再试' } as const;
export const CONSOLE_NOT_OPERATOR = { code: 18004, status: 403, message: '没有管理后台权限' } as const;
export const CONSOLE_NOT_FOUND = { code: 18005, status: 404, message: '记录不存在或已处理' } as const;
// banners and adverts in the console (issue 15)
export const BANNER_NOT_FOUND = { code: 18040, status: 404, message: '轮播图不存在或已删除' } as const;
export const ADVERT_NOT_FOUND = { code: 18041, status: 404, message: '广告不存在或已删除' } as const;
export const CONSOLE_ACT_UNAVAILABLE = {
  code: 18051,
  status: 400,
  message: '帖子和评论的举报不能直播间禁言，请选择警告、隐藏或驳回',
} as const;
export const CONSOLE_ROOM_CLOSED_ALREADY = { code: 18052, status: 400, message: '直播间已是关闭状态' } as const;
export const CONSOLE_ROOM_NOT_CLOSED = { code: 18053, status: 400, message: '直播间未被关闭，无需重新开放' } as const;
export const CONSOLE_WARN_NO_AUTHOR = { code: 18054, status: 400, message: '该内容没有可警告的作者' } as const;
// site-wide sanctions (issue 15): the server adds until when and why
export const USER_MUTED = { code: 10070, status: 403, message: '您已被全站禁言' } as const;
export const USER_BANNED = { code: 10071, status: 403, message: '账号已被封禁' } as const;
export const IP_BANNED = { code: 10072, status: 403, message: '当前网络已被限制登录、注册和发言' } as const;
export const DEVICE_BANNED = { code: 10080, status: 403, message: '当前设备已被限制登录、注册和发言' } as const;
export const DEVICE_NOT_OF_USER = { code: 10081, status: 400, message: '该用户没有在这个设备上登录过' } as const;
export const SANCTION_NOT_FOUND = { code: 18030, status: 404, message: '处罚记录不存在或已解除' } as const;
