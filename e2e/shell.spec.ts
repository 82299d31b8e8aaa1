import type { Page } from '@playwright/test';
import { brandUrl, expect, loginAs, open, test } from './fixtures';
import { logoutFromHeader } from './account-helpers';

/** Records window.open calls instead of opening tabs, for tests that search many times. */
async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url?: string | URL) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
  });
}
const opened = (page: Page) => page.evaluate(() => (window as unknown as { opened: string[] }).opened);

test.describe('header', () => {
  test('navigation table with sub-entries; esports and tennis are disabled', async ({ page }) => {
    await open(page, '/football');
    const score = page.locator('[data-nav="score"]');
    await expect(score.locator('> a')).toHaveAttribute('aria-current', 'page');
    await score.hover();
    await expect(score.getByRole('menuitem', { name: '篮球' })).toHaveAttribute('href', '/basketball');
    for (const name of ['电竞', '网球']) {
      const item = score.getByRole('menuitem', { name });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(await item.evaluate((el) => el.tagName)).toBe('SPAN');
    }
    const hrefs = await page.locator('nav[aria-label="主导航"] > div > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/football', '/live/all', '/next', '/news/pages', '/community', '/guide', '/database/fb/1']);
    await page.getByTestId('brand-logo').click();
    await expect(page).toHaveURL(brandUrl('xingqiu', '/'));
  });

  test('search trims the value and opens /search in a new tab; empty input does nothing', async ({ page, context }) => {
    await open(page, '/');
    const input = page.getByRole('searchbox', { name: '搜索' });
    await input.fill('   ');
    await input.press('Enter');
    await input.fill('  梅西  ');
    const [tab] = await Promise.all([context.waitForEvent('page'), input.press('Enter')]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/search');
    expect(new URL(tab.url()).searchParams.get('val')).toBe('梅西');
    expect(context.pages()).toHaveLength(2);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('search history keeps the 6 most recent distinct words and can be cleared', async ({ page }) => {
    await stubWindowOpen(page);
    await open(page, '/');
    const input = page.getByRole('searchbox', { name: '搜索' });
    for (const w of ['一', '二', '三', '四', '五', '六', '七', '三']) {
      await input.fill(w);
      await input.press('Enter');
    }
    expect(await opened(page)).toHaveLength(8);
    await page.reload();
    await input.focus();
    const history = page.getByTestId('search-history').locator('li');
    await expect(history).toHaveText(['三', '七', '六', '五', '四', '二']);
    await page.getByTestId('search-history').getByRole('button', { name: '清空' }).click();
    await expect(page.getByTestId('search-history')).toHaveCount(0);
  });

  test('hot searches: first 5 on the left, the rest on the right; a click searches the word', async ({ page, request }) => {
    const body = (await (await request.get('/api/search/list')).json()) as { data: { list: { word: string; rank: number }[] } };
    const words = [...body.data.list].sort((a, b) => a.rank - b.rank).map((w) => w.word);
    expect(words.length).toBeGreaterThan(5);
    await stubWindowOpen(page);
    await open(page, '/');
    await page.getByRole('searchbox', { name: '搜索' }).focus();
    // Each entry shows its rank number before the word.
    await expect(page.getByTestId('search-hot-left').locator('li')).toHaveText(words.slice(0, 5).map((w, i) => `${i + 1}${w}`));
    await expect(page.getByTestId('search-hot-right').locator('li')).toHaveText(words.slice(5).map((w, i) => `${i + 6}${w}`));
    await page.getByTestId('search-hot-right').getByRole('button', { name: words[5] }).click();
    expect(await opened(page)).toEqual([`/search?val=${encodeURIComponent(words[5])}`]);
  });

  test('start streaming: a visitor gets the login modal, then 登录 opens it too', async ({ page }) => {
    await open(page, '/');
    await page.getByTestId('header-start-streaming').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('start streaming: an anchor goes to /v/anchor-set, anyone else to /v/apply', async ({ browser }) => {
    for (const [anchor, target] of [
      [true, '/v/anchor-set'],
      [false, '/v/apply'],
    ] as const) {
      const context = await browser.newContext();
      await loginAs(context, { anchor });
      const page = await context.newPage();
      await open(page, brandUrl('xingqiu', '/'));
      await page.getByTestId('header-start-streaming').click();
      await expect(page).toHaveURL(brandUrl('xingqiu', target));
      await context.close();
    }
  });

  test('hover panel entries per role', async ({ browser }) => {
    const cases = [
      { opts: {}, expectLabels: ['我的空间', '个人中心', '我的关注', '申请主播'], index: 0 },
      { opts: { anchor: true }, expectLabels: ['我的空间', '个人中心', '我的关注'], index: 2 },
      { opts: { expert: true }, expectLabels: ['我的空间', '个人中心', '我的关注', '申请主播', '发布推荐'], index: 0 },
    ];
    for (const c of cases) {
      const context = await browser.newContext();
      await loginAs(context, { ...c.opts, nick: '面板测试' });
      const page = await context.newPage();
      await open(page, brandUrl('xingqiu', '/'));
      await expect(page.getByTestId('header-user')).toContainText('面板测试');
      await page.getByTestId('header-user').hover();
      const panel = page.getByTestId('user-panel');
      await expect(panel).toBeVisible();
      await expect(panel.locator('li a')).toHaveText(c.expectLabels);
      await expect(panel.getByRole('link', { name: '我的空间' })).toHaveAttribute(
        'href',
        new RegExp(`^/personal/\\d+\\?headerNavIndex=${c.index}$`),
      );
      await expect(panel.getByRole('button', { name: '退出登录' })).toBeVisible();
      await context.close();
    }
  });

  test('logout from a personal page returns to / logged out', async ({ context, page }) => {
    await loginAs(context);
    await open(page, '/v/personal-data');
    await logoutFromHeader(page);
    await expect(page).toHaveURL(brandUrl('xingqiu', '/'));
    await open(page, '/v/wallet');
    await expect(page).toHaveURL(brandUrl('xingqiu', '/'));
  });
});

test.describe('layouts', () => {
  test('mine layout: level badge only from level 1; anchor tools vs apply entry; active item', async ({ browser }) => {
    const anchorCtx = await browser.newContext();
    await loginAs(anchorCtx, { anchor: true, level: 3, nick: '主播小明' });
    const a = await anchorCtx.newPage();
    await open(a, brandUrl('xingqiu', '/v/personal-data'));
    const menu = a.getByTestId('mine-menu');
    await expect(menu.getByTestId('mine-nickname')).toHaveText('主播小明');
    await expect(menu.getByTestId('level-badge')).toHaveText('LV3');
    await expect(menu.locator('[data-key="auth"]')).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByTestId('mine-group-主播工具').locator('a')).toHaveText([
      '直播设置',
      '我的直播',
      '房间管理',
      '直播弹幕',
      '收益记录',
    ]);
    await expect(menu.getByRole('link', { name: '申请主播' })).toHaveCount(0);
    await expect(a.getByTestId('mine-card')).toBeVisible();
    await anchorCtx.close();

    const userCtx = await browser.newContext();
    await loginAs(userCtx, { level: 0 });
    const u = await userCtx.newPage();
    await open(u, brandUrl('xingqiu', '/v/wallet'));
    await expect(u.getByTestId('mine-menu').locator('[data-key="wallet"]')).toHaveAttribute('aria-current', 'page');
    await expect(u.getByTestId('mine-menu').getByTestId('level-badge')).toHaveCount(0);
    await expect(u.getByTestId('mine-menu').getByRole('link', { name: '申请主播' })).toHaveAttribute('href', '/v/apply');
    await expect(u.getByTestId('mine-menu').getByRole('link', { name: '直播设置' })).toHaveCount(0);
    await userCtx.close();
  });

  test('live layout has a fixed header; /live/manual has no footer; /anchor has no header', async ({ page }) => {
    await open(page, '/live/all');
    await expect(page.getByTestId('site-header')).toHaveCSS('position', 'fixed');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await open(page, '/live/manual');
    await expect(page.getByTestId('site-header')).toHaveCSS('position', 'fixed');
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await open(page, '/anchor');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await open(page, '/football');
    await expect(page.getByTestId('site-header')).toHaveCSS('position', 'relative');
  });

  test('a navigation slower than 200 ms shows the progress bar until the page arrives', async ({ page }) => {
    await open(page, '/football');
    // The next page's answers are held until the bar has been seen.
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/basketball(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('a[href="/basketball"]:visible').first().click();
    const bar = page.locator('.bprogress .bar');
    await expect(bar).toHaveCount(1);
    await expect(bar).toHaveCSS('position', 'fixed');
    release();
    await expect(page).toHaveURL(/\/basketball$/);
    await expect(page.locator('.bprogress')).toHaveCount(0);
  });

  test('recommend layout has its left menu', async ({ context, page }) => {
    await loginAs(context, { expert: true });
    await open(page, '/recommend/records');
    const menu = page.getByTestId('recommend-menu');
    await expect(menu.getByRole('link')).toHaveText(['推荐比赛', '推荐历史']);
    await expect(menu.getByRole('link', { name: '推荐历史' })).toHaveAttribute('aria-current', 'page');
  });

  test('the barrage screen has no header, footer or floating bar', async ({ page }) => {
    await open(page, '/v/anchor-barrage');
    await expect(page).toHaveURL(/\/v\/anchor-barrage$/);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByTestId('floating-bar')).toHaveCount(0);
  });

  test('back to top appears after scrolling past 100 px and scrolls up', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => document.getElementById('main')?.style.setProperty('min-height', '3000px'));
    await expect(page.getByTestId('back-to-top')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 80));
    // Scroll events are handled before the next frames are drawn.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByTestId('back-to-top')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByTestId('back-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('back-to-top')).toHaveCount(0);
  });
});
