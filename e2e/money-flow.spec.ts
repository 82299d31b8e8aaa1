import { outboxCode } from './account-helpers';
import { admin, anchorRoomId, expect, loginAs, nick, open, test } from './fixtures';
import { allowResend, balancesOf, solveClickWord } from './wallet-helpers';

/**
 * The whole money loop as people would do it: a fan recharges in the sandbox cashier and sends gifts
 * in an anchor's room; the anchor's income grows by its share; the anchor sets a payment password,
 * binds a card and withdraws it; the operator pays it out; the books still balance.
 */
test('recharge → gift in a live room → the anchor’s income grows → the anchor withdraws and is paid', async ({ browser }) => {
  test.setTimeout(180_000);
  const fanNick = nick('金主');
  const fanCtx = await browser.newContext();
  const anchorCtx = await browser.newContext();
  await loginAs(fanCtx, { nick: fanNick });
  const anchor = await loginAs(anchorCtx, { anchor: true, nick: nick('主播') });

  // 1. The fan recharges 30 yuan (300 diamonds) through the sandbox cashier.
  const fan = await fanCtx.newPage();
  await open(fan, '/v/pay');
  await fan.getByTestId('package-2').click();
  const [cashier] = await Promise.all([fan.waitForEvent('popup'), fan.getByTestId('pay-submit').click()]);
  await expect(cashier.getByTestId('cashier')).toContainText('￥30.00');
  await cashier.getByTestId('cashier-confirm').click();
  await expect(cashier.getByTestId('cashier-result')).toHaveText('支付成功');
  await expect(fan.getByTestId('pay-balance')).toHaveText('300');
  await cashier.close();

  // 2. In the anchor's room the fan sends four footballs (4 × 50 diamonds); the anchor sees them.
  const anchorPage = await anchorCtx.newPage();
  const roomId = await anchorRoomId(anchorPage);
  await open(anchorPage, `/live/room/${roomId}`);
  await expect(anchorPage.getByTestId('chat-panel')).toBeVisible();
  await open(fan, `/live/room/${roomId}`);
  const bar = fan.getByTestId('gift-bar');
  await expect(bar.getByTestId('gift-balance')).toHaveText('300');
  await bar.getByTestId('gift-item').filter({ hasText: '足球' }).click();
  await bar.getByTestId('gift-count').fill('4');
  await bar.getByTestId('gift-send').click();
  await expect(bar.getByTestId('gift-balance')).toHaveText('100');
  await expect(
    anchorPage
      .getByTestId('chat-message')
      .filter({ hasText: `${fanNick} 送出 足球` })
      .first(),
  ).toBeVisible();

  // 3. The anchor's income grew by the 50% share: 100 withdrawable diamonds on the wallet page.
  await open(anchorPage, '/v/wallet');
  await expect(anchorPage.getByTestId('wallet-cash')).toHaveText('100');
  await expect(anchorPage.getByTestId('record-row').first()).toContainText('礼物收入');

  // 4. The anchor sets a payment password (SMS type 5 behind the click-word captcha) …
  await anchorPage.getByTestId('wallet-withdraw').click();
  const setDialog = anchorPage.getByTestId('set-pay-password-dialog');
  await setDialog.getByLabel('支付密码', { exact: true }).fill('pay654321');
  await setDialog.getByLabel('确认支付密码').fill('pay654321');
  await setDialog.getByTestId('sms-code-button').click();
  await solveClickWord(anchorPage);
  await setDialog.getByLabel('验证码').fill(await outboxCode(anchor.mobile, { type: 5 }));
  await setDialog.getByRole('button', { name: '确定' }).click();
  await expect(setDialog).toBeHidden();

  // … binds a bank card …
  await open(anchorPage, '/v/bank');
  const bind = anchorPage.getByTestId('bind-form');
  await bind.getByLabel('姓名').fill('李主播');
  await bind.getByLabel('银行卡号').fill('6222 0000 0000 0000 004');
  await bind.getByLabel('开户银行').fill('工商银行');
  await bind.getByRole('button', { name: '确认绑定' }).click();
  await expect(anchorPage.getByTestId('saved-account')).toContainText('0004');

  // … and withdraws all 100 to it (SMS type 8): 5% tax withheld, ¥9.50 to be paid.
  await open(anchorPage, '/v/wallet');
  await anchorPage.getByTestId('wallet-withdraw').click();
  const dialog = anchorPage.getByTestId('withdraw-dialog');
  await dialog.getByRole('radio', { name: '银行卡' }).click();
  await dialog.getByRole('button', { name: '全部提现' }).click();
  await expect(dialog.getByLabel('提现球钻')).toHaveValue('100');
  await expect(dialog.getByTestId('withdraw-net')).toHaveText('¥9.50');
  allowResend(anchor.mobile);
  await dialog.getByTestId('sms-code-button').click();
  await solveClickWord(anchorPage);
  await dialog.getByLabel('验证码').fill(await outboxCode(anchor.mobile, { type: 8 }));
  await dialog.getByLabel('支付密码').fill('pay654321');
  await dialog.getByRole('button', { name: '确认提现' }).click();
  await expect(anchorPage.getByText('提现成功')).toBeVisible();
  await expect(anchorPage.getByTestId('wallet-cash')).toHaveText('0');
  await expect(anchorPage.getByTestId('wallet-freeze')).toHaveText('100');

  // 5. The operator pays it out; the anchor's cumulative received shows ¥9.50 and the books balance.
  const pending = admin('xingqiu', 'withdraw', 'list');
  const id = /^#(\d+)\s+审核中/.exec(pending.split('\n').find((l) => l.includes(anchor.mobile)) ?? '')?.[1];
  expect(id).toBeTruthy();
  expect(admin('xingqiu', 'withdraw', 'approve', String(id))).toContain('已到账');
  await anchorPage.reload();
  await expect(anchorPage.getByTestId('wallet-freeze')).toHaveText('0');
  await expect(anchorPage.getByTestId('wallet-withdrawn')).toHaveText('9.50');
  expect(await balancesOf(fan)).toMatchObject({ balance: 100 });
  expect(admin('xingqiu', 'ledger', 'check')).toContain('账目平衡');
  expect(admin('xingqiu', 'recharge', 'reconcile')).toContain('对账一致');

  await fanCtx.close();
  await anchorCtx.close();
});
