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
