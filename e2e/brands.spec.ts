import { BRAND_IDS, BRANDS } from '../packages/contracts/src/brands';
import { brandUrl, expect, open, test } from './fixtures';

/** Each brand runs as its own server (same build, BRAND at start); these check what differs. */
for (const id of BRAND_IDS) {
  const brand = BRANDS[id];
  test(`${id}: name, footer, brand-limited entries and download target`, async ({ page }) => {
    await open(page, brandUrl(id, '/'));
    await expect(page.getByTestId('brand-logo')).toContainText(brand.name);
    await expect(page).toHaveTitle(new RegExp(brand.name));

    const footer = page.getByTestId('site-footer');
    await expect(footer.getByTestId('footer-company')).toHaveText(brand.footer.company);
    await expect(footer.getByTestId('footer-licence')).toHaveText(brand.footer.licence);
    await expect(footer.getByTestId('footer-version')).toHaveText('v1.0.1');
    await expect(footer).toContainText(brand.footer.cultureLicence);
    await expect(footer).toContainText(brand.footer.phone);

    const tips = page.locator('[data-nav="guide"] a[href="/guide"]');
    await expect(tips).toHaveCount(brand.showGuide ? 1 : 0);
    if (brand.showGuide) await expect(tips).toHaveText('推荐');

    const bar = page.getByTestId('floating-bar');
    await expect(bar.getByTestId('floating-help')).toHaveAttribute('href', '/about/10001');
    await expect(bar.getByTestId('floating-activities')).toHaveCount(brand.showActivities ? 1 : 0);
    await expect(bar.getByTestId('floating-qr')).toHaveCount(brand.showAppQr ? 1 : 0);

    const download = page.getByTestId('header-download');
    await expect(download).toHaveAttribute('href', brand.downloadHref);
    await expect(download).toHaveAttribute('target', '_blank');
  });
}

test('Tips is hidden exactly for jisu and saidian', () => {
  expect(BRAND_IDS.filter((id) => !BRANDS[id].showGuide)).toEqual(['jisu', 'saidian']);
  expect(BRANDS.saidian.downloadHref).toMatch(/^https:\/\//);
});

test('the green theme looks different from the default theme', async ({ page }) => {
  const colours = async (id: (typeof BRAND_IDS)[number]) => {
    await open(page, brandUrl(id, '/'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', BRANDS[id].theme);
    return {
      header: await page.getByTestId('site-header').evaluate((el) => getComputedStyle(el).backgroundColor),
      button: await page.getByTestId('header-start-streaming').evaluate((el) => getComputedStyle(el).backgroundColor),
    };
  };
  const xingqiu = await colours('xingqiu');
  const lvyin = await colours('lvyin');
  const qiuyou = await colours('qiuyou');
  const jisu = await colours('jisu');
  expect(lvyin.header).not.toBe(xingqiu.header);
  expect(lvyin.button).not.toBe(xingqiu.button);
  expect(qiuyou).toEqual(lvyin);
  expect(jisu).toEqual(xingqiu);
});

test('the analytics snippet is rendered only for brands with an analytics id', async ({ page }) => {
  await page.route(/hm\.baidu\.com/, (route) => route.abort());
  for (const id of BRAND_IDS) {
    await open(page, brandUrl(id, '/'));
    await expect(page.getByTestId('floating-bar')).toBeVisible();
    const snippet = page.locator('script[src*="hm.baidu.com"]');
    if (BRANDS[id].analyticsId) await expect(snippet).toHaveCount(1);
    else {
      await page.waitForLoadState('load');
      await expect(snippet).toHaveCount(0);
    }
  }
});

test('the floating bar QR code encodes the download page and activities list announcements', async ({ page }) => {
  await open(page, brandUrl('xingqiu', '/'));
  await expect(page.getByTestId('floating-qr-image')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect(page.getByTestId('floating-qr').locator('a')).toHaveAttribute('href', '/app');
  await expect(page.getByTestId('floating-qr').locator('a')).toHaveAttribute('target', '_blank');
  await page.getByTestId('floating-activities').click();
  const panel = page.getByTestId('activities-panel');
  await expect(panel.locator('a').first()).toHaveAttribute('href', /^\/announcementDetails\/\d+$/);
  expect(await panel.locator('a').count()).toBeLessThanOrEqual(5);
});
