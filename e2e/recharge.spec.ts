import { expect, loginAs, open, test } from './fixtures';

test('recharge in the sandbox: /v/pay → cashier → confirm → balance grows and a trade-1 record shows on /v/wallet', async ({
  page,
  context,
}) => {
  await loginAs(context);
  await open(page, '/v/pay');
  await expect(page.getByTestId('pay-balance')).toHaveText('0');
  await page.getByTestId('package-1').click();
  await expect(page.getByText('到账 60 球钻')).toBeVisible();

  const [cashier] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('pay-submit').click()]);
  await expect(cashier.getByTestId('cashier')).toContainText('￥6.00');
  await cashier.getByTestId('cashier-confirm').click();
  await expect(cashier.getByTestId('cashier-result')).toHaveText('支付成功');

  // The pay page follows the order and shows the new balance.
  await expect(page.getByTestId('pay-order-status')).toHaveText('支付成功');
  await expect(page.getByTestId('pay-balance')).toHaveText('60');

  await open(page, '/v/wallet');
  const row = page.getByTestId('record-row').first();
  await expect(row).toContainText('球钻充值');
  await expect(row).toContainText('球钻 +60');

  await open(page, '/v/order');
  await expect(page.getByTestId('orders')).toContainText('已支付');
});
