// Apart from messages.ts: every page shows some of these texts, and the message table (MESSAGES) is
// only needed where a page compares or shows server codes.

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
