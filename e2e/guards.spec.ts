import { brandUrl, expect, loginAs, open, test } from './fixtures';

const home = brandUrl('xingqiu', '/');

test('visitors are sent home from personal and recommend pages', async ({ page }) => {
  for (const path of ['/v/personal-data', '/v/wallet', '/v', '/recommend', '/recommend/records']) {
    await open(page, path);
    await expect(page, path).toHaveURL(home);
  }
});

test('the public anchor pages under /v/anchor stay open to visitors', async ({ page }) => {
  const res = await page.goto('/v/anchor-barrage');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/v\/anchor-barrage$/);
});

test('a logged-in user stays, on a page that cannot be framed and runs only its own scripts; a revoked token still goes home', async ({
  context,
  page,
}) => {
  await loginAs(context);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text());
  });
  const res = await page.goto('/v/wallet');
  const headers = res?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await open(page, '/v/wallet');
  await expect(page).toHaveURL(/\/v\/wallet$/);
  expect(violations).toEqual([]);
  await context.clearCookies();
  await context.addCookies([{ name: 'auth', value: 'not-a-real-token', url: home }]);
  await open(page, '/v/wallet');
  await expect(page).toHaveURL(home);
});

test('an anchor opening the apply page goes to the live settings', async ({ context, page }) => {
  await loginAs(context, { anchor: true });
  await open(page, '/v/apply');
  await expect(page).toHaveURL(/\/v\/anchor-set$/);
});

test('a path matching no route goes home', async ({ page }) => {
  await open(page, '/no/such/page');
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
