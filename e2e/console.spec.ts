import Database from 'better-sqlite3';
import { request as playwrightRequest } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { admin, brandDb, brandUrl, createUser, expect, nick, open, runTsx, test } from './fixtures';

const totp = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

const isAnchor = (userId: number) => {
  const db = new Database(brandDb('xingqiu'), { readonly: true, fileMustExist: true });
  try {
    return Number((db.prepare('select is_anchor from app_user where id = ?').get(userId) as { is_anchor: number }).is_anchor);
  } finally {
    db.close();
  }
};

test('an operator logs in with TOTP, approves an anchor application and rejects a withdrawal whose diamonds return', async ({ page }) => {
  // Six admin processes (each several seconds on a loaded machine) come out of this test's budget.
  test.info().setTimeout(test.info().timeout + 300_000);
  // A fan applies to be an anchor (through the public API, with their own session).
  const applicantNick = nick('申请主播');
  const { mobile: applicantMobile, token: applicantToken } = createUser({ nick: applicantNick });
  const api = await playwrightRequest.newContext({
    baseURL: brandUrl('xingqiu'),
    extraHTTPHeaders: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const navs = (await (await api.get('/api/nav/list')).json()).data as { id: number }[];
  const applied = await api.post('/api/audit/submit', {
    headers: { accesstoken: applicantToken },
    data: { realName: '张伟', contact: applicantMobile, navId: navs[0]?.id ?? 1, introduction: '五年中超比赛解说经验，熟悉各队战术。' },
  });
  expect((await applied.json()).code).toBe(200);
  const applicantId = Number((await (await api.get('/api/user/info', { headers: { accesstoken: applicantToken } })).json()).data.id);

  // Another fan with income asks for a bank withdrawal of 400 of their 1000 diamonds.
  const { mobile: earnerMobile, token: earnerToken } = createUser({ nick: nick('提现用户') });
  const withdrawalId = Number(runTsx('xingqiu', 'e2e/console-withdrawal.ts', earnerMobile, '1000', '400'));
  const balances = async () => (await (await api.get('/tapi/pay/balances', { headers: { accesstoken: earnerToken } })).json()).data;
  expect(await balances()).toMatchObject({ cashBalance: 600, freezeMoney: 400 });

  // A fan posts in a circle and another fan reports the post.
  const { token: authorToken } = createUser({ nick: nick('发帖人') });
  const { token: reporterToken } = createUser({ nick: nick('举报人') });
  const circles = (await (await api.get('/tapi/inform/circle/list')).json()).data as { id: number }[];
  const postText = `比分预测 ${Date.now() % 1e6}：加微信看内幕`;
  const posted = await api.post('/tapi/inform/post/addSave', {
    headers: { accesstoken: authorToken },
    data: { circleId: circles[0]?.id, content: postText },
  });
  const postId = Number((await posted.json()).data.id);
  const reported = await api.post('/tapi/inform/post/report', {
    headers: { accesstoken: reporterToken },
    data: { postId, reason: '广告' },
  });
  expect((await reported.json()).code).toBe(200);
  const postStatus = async () => (await api.get(`/tapi/inform/post/detail/${postId}`)).status();
  expect(await postStatus()).toBe(200);

  // A fan's session is not an operator's.
  expect((await api.get('/capi/dashboard', { headers: { accesstoken: earnerToken } })).status()).toBe(403);

  // The operator: made with the CLI, enrolled with the printed TOTP secret.
  const name = `ops${Date.now() % 1e8}`;
  const out = admin('xingqiu', 'operator', 'add', name, '--role', 'super', '--password', 'console-pass-123');
  const secret = /动态验证码密钥: (\w+)/.exec(out)?.[1] ?? '';
  await open(page, brandUrl('xingqiu', '/admin'));
  const login = page.getByRole('form', { name: '后台登录' });
  await login.getByLabel('账号').fill(name);
  await login.getByLabel('密码').fill('console-pass-123');
  await login.getByLabel('动态验证码').fill('000000' === totp(secret) ? '111111' : '000000');
  await login.getByRole('button', { name: '登录' }).click();
  await expect(login.getByRole('alert')).toHaveText('账号、密码或动态验证码错误');
  await login.getByLabel('动态验证码').fill(totp(secret));
  await login.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('console-operator')).toContainText(name);
  await expect(page.getByTestId('dash-pendingWithdrawals')).not.toHaveText('-');
  await expect(page.getByTestId('dash-week').getByRole('figure')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/console-dashboard.png', fullPage: true });

  // Approve the application: the fan becomes an anchor.
  await page.getByRole('link', { name: '主播申请' }).click();
  const appRow = page.getByTestId(`application-${applicantId}`);
  await expect(appRow).toContainText(applicantNick);
  await appRow.getByRole('button', { name: '通过' }).click();
  await expect(appRow).toHaveCount(0);
  expect(isAnchor(applicantId)).toBe(1);

  // Reject the withdrawal with a reason: the 400 diamonds go back to withdrawable.
  await page.getByRole('link', { name: '提现审核' }).click();
  const wRow = page.getByTestId(`withdrawal-${withdrawalId}`);
  await expect(wRow).toContainText('招商银行 6225880112345678 张伟');
  await page.screenshot({ path: 'test-results/console-withdrawals.png', fullPage: true });
  await wRow.getByRole('button', { name: '驳回' }).click();
  await expect(page.getByText('请填写原因')).toBeVisible();
  await wRow.getByLabel('驳回原因').fill('收款账户户名与实名不符');
  await wRow.getByRole('button', { name: '驳回' }).click();
  await expect(wRow).toHaveCount(0);
  expect(await balances()).toMatchObject({ cashBalance: 1000, freezeMoney: 0 });
  expect(admin('xingqiu', 'ledger', 'check')).toContain('账目平衡');

  // Hide the reported post from the reports queue: it leaves the queue and the public site.
  await page.getByRole('link', { name: '举报处理' }).click();
  await page.getByRole('button', { name: '帖子举报' }).click();
  const reportRow = page.locator('[data-testid^="report-post-"]').filter({ hasText: postText });
  await reportRow.getByRole('button', { name: '隐藏帖子' }).click();
  await expect(reportRow).toHaveCount(0);
  expect(await postStatus()).not.toBe(200);

  // The same check from the finance page, and the day's totals by trade type.
  await page.getByRole('link', { name: '财务对账' }).click();
  await page.getByRole('button', { name: '核对账目' }).click();
  await expect(page.getByTestId('ledger-check')).toContainText('账目平衡');
  await expect(page.getByTestId('daily-row').first()).toBeVisible();

  // Both decisions are in the audit log, with who made them.
  await page.getByRole('link', { name: '操作日志' }).click();
  await page.getByLabel('按账号筛选').fill(name);
  const rows = page.getByTestId('audit-row');
  // `begin:` rows precede changes that are not one transaction: match the action's own cell exactly.
  const actionRow = (action: string) => rows.filter({ has: page.getByRole('cell', { name: action, exact: true }) });
  await expect(actionRow('consoleWithdrawReject')).toContainText(`withdrawal:${withdrawalId}`);
  await expect(actionRow('consoleApplicationApprove')).toContainText(`user:${applicantId}`);
  await expect(actionRow('consoleReportAct')).toContainText(`post:${postId}`);
  await expect(rows.filter({ hasText: 'auth.login.failed' })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/console-audit.png', fullPage: true });
  await api.dispose();
});
