import { outboxCode } from './account-helpers';
import { expect, loginAs, open, test } from './fixtures';
import { allowResend, fundIncome, solveClickWord } from './wallet-helpers';

test('an anchor with income sets a payment password, binds a card and withdraws to it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { mobile } = await loginAs(context, { anchor: true });
  fundIncome(mobile, 1000);

  await open(page, '/v/cash');
  await expect(page.getByTestId('wallet-cash')).toHaveText('1000');
  await expect(page.getByTestId('wallet-freeze')).toHaveText('0');
  await expect(page.getByTestId('wallet-withdrawn')).toHaveText('0.00');

  // No payment password yet: 提现 opens the set-payment-password dialog (547 px).
  await page.getByTestId('wallet-withdraw').click();
  const setDialog = page.getByTestId('set-pay-password-dialog');
  await expect(setDialog).toBeVisible();
  expect(Math.round((await setDialog.boundingBox())?.width ?? 0)).toBe(547);
  await setDialog.getByRole('button', { name: '确定' }).click();
  await expect(setDialog.getByTestId('form-error')).toHaveText('请输入密码');
  await setDialog.getByLabel('支付密码', { exact: true }).fill('pay123456');
  await setDialog.getByLabel('确认支付密码').fill('pay12345');
  await setDialog.getByRole('button', { name: '确定' }).click();
  await expect(setDialog.getByTestId('form-error')).toHaveText('确认密码与设置的密码不一致');
  await setDialog.getByLabel('确认支付密码').fill('pay123456');
  await setDialog.getByRole('button', { name: '确定' }).click();
  await expect(setDialog.getByTestId('form-error')).toHaveText('请输入验证码');
  await setDialog.getByTestId('sms-code-button').click();
  await solveClickWord(page);
  await setDialog.getByLabel('验证码').fill(await outboxCode(mobile, { type: 5 }));
  await setDialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('设置成功')).toBeVisible();
  await expect(setDialog).toBeHidden();

  // Bind a bank card (Luhn-checked).
  await open(page, '/v/bank');
  const bind = page.getByTestId('bind-form');
  await bind.getByLabel('姓名').fill('张三');
  await bind.getByLabel('银行卡号').fill('4111 1111 1111 1112');
  await bind.getByLabel('开户银行').fill('招商银行');
  await bind.getByRole('button', { name: '确认绑定' }).click();
  await expect(bind.getByTestId('form-error')).toHaveText('请输入正确的银行卡号');
  await bind.getByLabel('银行卡号').fill('4111 1111 1111 1111');
  await bind.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByTestId('saved-account')).toContainText('**** **** **** 1111');

  // Withdraw 300 diamonds to it.
  await open(page, '/v/cash');
  await page.getByTestId('wallet-withdraw').click();
  const dialog = page.getByTestId('withdraw-dialog');
  await expect(dialog).toBeVisible();
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(547);
  await expect(dialog.getByRole('link', { name: '忘记支付密码？' })).toHaveAttribute('href', '/v/wallet-forget-password');
  const submit = dialog.getByRole('button', { name: '确认提现' });
  await submit.click();
  await expect(dialog.getByTestId('form-error')).toHaveText('请选择提现方式');
  await dialog.getByRole('radio', { name: '银行卡' }).click();
  await expect(dialog.getByLabel('选择银行卡')).toHaveValue(/\d+/);
  await submit.click();
  await expect(dialog.getByTestId('form-error')).toHaveText('请填写提现球钻');
  await dialog.getByLabel('提现球钻').fill('5x0');
  await expect(dialog.getByLabel('提现球钻')).toHaveValue('50');
  await submit.click();
  await expect(dialog.getByTestId('form-error')).toHaveText('单笔最低提现球钻为100');
  await dialog.getByRole('button', { name: '全部提现' }).click();
  await expect(dialog.getByLabel('提现球钻')).toHaveValue('1000');
  await dialog.getByLabel('提现球钻').fill('1001');
  await submit.click();
  await expect(dialog.getByTestId('form-error')).toHaveText('不能超过可提现金额');
  await dialog.getByLabel('提现球钻').fill('300');
  await expect(dialog.getByTestId('withdraw-net')).toHaveText('¥28.50');
  await submit.click();
  await expect(dialog.getByTestId('form-error')).toHaveText('请输入验证码');
  allowResend(mobile);
  await dialog.getByTestId('sms-code-button').click();
  await solveClickWord(page);
  await dialog.getByLabel('验证码').fill(await outboxCode(mobile, { type: 8 }));
  await submit.click();
  await expect(dialog.getByTestId('form-error')).toHaveText('请输入支付密码');
  await dialog.getByLabel('支付密码').fill('wrong0000');
  await submit.click();
  await expect(page.getByText('支付密码错误，还可尝试4次')).toBeVisible();
  await dialog.getByLabel('支付密码').fill('pay123456');
  await submit.click();
  await expect(page.getByText('提现成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('wallet-cash')).toHaveText('700');
  await expect(page.getByTestId('wallet-freeze')).toHaveText('300');
  const record = page.getByTestId('withdraw-record').first();
  await expect(record).toContainText('审核中');
  await expect(record).toContainText('300');
  await expect(record).toContainText('28.50');

  // With a payment password set, /v/paypw changes it; the forgotten-password page resets it by SMS.
  await open(page, '/v/paypw');
  await expect(page.getByTestId('pay-password-form')).toHaveAttribute('data-mode', 'change');
  await page.getByRole('link', { name: '忘记支付密码？' }).click();
  await expect(page).toHaveURL(/\/v\/wallet-forget-password$/);
  await expect(page.getByTestId('pay-password-form')).toHaveAttribute('data-mode', 'set');
});
