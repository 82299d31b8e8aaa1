import { brandUrl, expect, loginAs, test } from './fixtures';

const home = brandUrl('xingqiu', '/');

test('visitors are sent home from personal and recommend pages', async ({ page }) => {
  for (const path of ['/v/personal-data', '/v/wallet', '/v', '/recommend', '/recommend/records']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(home);
  }
});

test('the public anchor pages under /v/anchor stay open to visitors', async ({ page }) => {
  const res = await page.goto('/v/anchor-barrage');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/v\/anchor-barrage$/);
});

test('a logged-in user stays; a revoked token still goes home', async ({ context, page }) => {
  await loginAs(context);
  await page.goto('/v/wallet');
  await expect(page).toHaveURL(/\/v\/wallet$/);
  await context.clearCookies();
  await context.addCookies([{ name: 'auth', value: 'not-a-real-token', url: home }]);
  await page.goto('/v/wallet');
  await expect(page).toHaveURL(home);
});

test('an anchor opening the apply page goes to the live settings', async ({ context, page }) => {
  await loginAs(context, { anchor: true });
  await page.goto('/v/apply');
  await expect(page).toHaveURL(/\/v\/anchor-set$/);
});

test('a path matching no route goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(home);
});

test('a failed id check shows the 404 page inside the site chrome', async ({ page }) => {
  const res = await page.goto('/news/abc');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(home);
});
