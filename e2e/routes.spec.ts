import fs from 'node:fs';
import {
  bannerJump,
  MINE_SECTIONS,
  ROUTES,
  UI_TEXT,
  visibleBanners,
  type TBanner,
  type TDownloadConfig,
} from '../packages/contracts/src/index';
import type { APIRequestContext } from '@playwright/test';
import { expect, loginAs, open, test } from './fixtures';

/** The title a route's page carries: /v sections take theirs from MINE_SECTIONS. */
const titleOf = (pattern: string, sample: string, title: string) => {
  if (pattern !== '/v/[section]') return title;
  return MINE_SECTIONS[sample.split('/')[2] as keyof typeof MINE_SECTIONS];
};
const startsWith = (prefix: string) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A match page opens a real match of its sport: the sample's id is replaced by one of today's. */
const MATCH_PAGE = /^\/(football|basketball)\/[a-z]+\/\[\[\.\.\.id\]\]$/;
async function sampleOf(route: (typeof ROUTES)[number], request: APIRequestContext): Promise<string> {
  const sport = MATCH_PAGE.exec(route.pattern)?.[1];
  if (!sport) return route.sample;
  const res = await request.get(`/tapi/live/data/schedule/pc-index?sportId=${sport === 'football' ? 1 : 2}`);
  const id = ((await res.json()) as { data: { list: { id: number }[] } }).data.list[0]?.id;
  expect(id, `a ${sport} match today`).toBeDefined();
  return route.sample.replace(/\/\d+$/, `/${id}`);
}

/** The text of the server-rendered page's <title>, entities decoded. */
const titleIn = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

// The server's answer for each route (its status and the title it renders): one HTTP request each.
// What the pages then draw in the browser is what the capability journeys check.
test.describe('every public route answers with its page and title', () => {
  for (const route of ROUTES.filter((r) => !r.auth)) {
    test(`${route.pattern} (${route.sample})`, async ({ request }) => {
      const res = await request.get(await sampleOf(route, request), { headers: { accept: 'text/html' } });
      expect(res.status(), route.sample).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      expect(titleIn(await res.text())).toMatch(startsWith(route.title));
    });
  }
});

test.describe('routes for logged-in users', () => {
  for (const route of ROUTES.filter((r) => r.auth)) {
    test(`a visitor on ${route.sample} is sent home`, async ({ page }) => {
      await open(page, route.sample);
      await expect(page).toHaveURL((u) => u.pathname === '/');
    });
    test(`a user on ${route.sample} sees its page`, async ({ page, context }) => {
      await loginAs(context);
      const res = await page.goto(route.sample);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(startsWith(titleOf(route.pattern, route.sample, route.title)));
    });
  }

  test('every /v section has its own title, and /v opens personal data', async ({ page, context }) => {
    await loginAs(context);
    for (const section of ['wallet', 'concern', 'grade', 'anchor-set'] as const) {
      await open(page, `/v/${section}`);
      await expect(page).toHaveTitle(startsWith(MINE_SECTIONS[section]));
    }
    await open(page, '/v');
    await expect(page).toHaveURL(/\/v\/personal-data$/);
  });

  test('an anchor asking for /v/apply goes to /v/anchor-set; others see apply', async ({ browser }) => {
    const anchor = await browser.newContext();
    await loginAs(anchor, { anchor: true });
    const a = await anchor.newPage();
    await open(a, '/v/apply');
    await expect(a).toHaveURL(/\/v\/anchor-set$/);
    await anchor.close();
    const user = await browser.newContext();
    await loginAs(user);
    const u = await user.newPage();
    await open(u, '/v/apply');
    await expect(u).toHaveURL(/\/v\/apply$/);
    await expect(u).toHaveTitle(startsWith(MINE_SECTIONS.apply));
    await user.close();
  });
});

test.describe('failed route validation is the 404 page', () => {
  for (const path of [
    '/news/abc',
    '/football/live/abc',
    '/football/live/1/2',
    '/football/nosuchtab/1',
    '/guide/expert/info/x',
    '/about/99999',
    '/about/10001/2',
    '/database/fb/hot/0/x/1/1',
    '/live/room/x',
    '/announcementDetails/999999',
  ]) {
    test(path, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByText(UI_TEXT.notFound)).toBeVisible();
    });
  }
  test('/v/not-a-section (logged in)', async ({ page, context }) => {
    await loginAs(context);
    const res = await page.goto('/v/not-a-section');
    expect(res?.status()).toBe(404);
    await expect(page.getByText(UI_TEXT.notFound)).toBeVisible();
  });
});

test('the data centre catch-all takes a competition and a season; anything else is the 404 page', async ({ page }) => {
  for (const path of ['/database/fb/12/schedule', '/database/lq/anything/else']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText(UI_TEXT.notFound)).toBeVisible();
  }
});

test('home shows the banners from the API, linked per the jump rules in a new window', async ({ page, request }) => {
  const api = (await (await request.get('/tapi/inform/info/banner?limit=10')).json()) as { data: TBanner[] };
  const expected = visibleBanners(api.data).flatMap((b) => bannerJump(b) ?? []);
  expect(expected.length).toBeGreaterThan(0);
  await open(page, '/');
  const links = page.getByTestId('banner-carousel').getByTestId('banner-link');
  await expect(links).toHaveCount(expected.length);
  for (let i = 0; i < expected.length; i++) {
    await expect(links.nth(i)).toHaveAttribute('href', expected[i].href);
    await expect(links.nth(i)).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByTestId('announcement-list')).toBeVisible();
});

test('/app shows the download information and a QR code', async ({ page, request }) => {
  const cfg = ((await (await request.get('/api/download/config')).json()) as { data: TDownloadConfig }).data;
  await open(page, '/app');
  const box = page.getByTestId('download-info');
  await expect(box.getByRole('heading', { name: cfg.appName })).toBeVisible();
  await expect(box).toContainText(cfg.version);
  await expect(box.getByRole('link', { name: 'Android 下载' })).toHaveAttribute('href', cfg.androidUrl);
  await expect(page.getByTestId('download-qr')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
});

test('/about/10001 shows its title and text from the API, with the about menu', async ({ page, request }) => {
  const about = ((await (await request.get('/tapi/inform/about/10001')).json()) as { data: { title: string; paragraphs: string[] } }).data;
  await open(page, '/about/10001');
  await expect(page.locator('h1')).toHaveText(about.title);
  await expect(page.getByTestId('about-article')).toContainText(about.paragraphs[0].slice(0, 20));
  await page.getByTestId('about-menu').getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/about\/\w+$/);
});

test('every about page opens with its API title; /about opens 10002 and /about/live 10005', async ({ page, request }) => {
  const titleFor = async (id: string) =>
    ((await (await request.get(`/tapi/inform/about/${id}`)).json()) as { data: { title: string } }).data.title;
  for (const id of ['10001', '10002', '10003', '10004', '10005', '10006', '005', 'agreement', 'privacy']) {
    const res = await page.goto(`/about/${id}`);
    expect(res?.status(), id).toBe(200);
    await expect(page.locator('h1')).toHaveText(await titleFor(id));
  }
  await open(page, '/about');
  await expect(page.locator('h1')).toHaveText(await titleFor('10002'));
  await open(page, '/about/live');
  await expect(page.locator('h1')).toHaveText(await titleFor('10005'));
});

test('/search?val=梅西 shows the term and hot words link to searches; an anchor’s nick finds the anchor', async ({ page, request }) => {
  await open(page, '/search?val=%20梅西%20');
  await expect(page.locator('h1')).toHaveText('搜索“梅西”的结果');
  await expect(page.locator('#main').getByRole('link', { name: '直播', exact: true })).toHaveAttribute('href', /tab=live/);
  const hot = page.getByTestId('hot-search').getByRole('link').first();
  const word = (await hot.textContent()) ?? '';
  await hot.click();
  await expect(page.locator('h1')).toHaveText(`搜索“${word}”的结果`);

  // A seeded anchor's nickname: the 主播 tab (the default) lists that anchor, linked to their room.
  const nick = '大鹏看球';
  const rooms = (await (await request.get(`/api/room/page?word=${encodeURIComponent(nick)}`)).json()) as {
    data: { list: { roomId: number; nickName: string }[] };
  };
  const roomId = rooms.data.list.find((r) => r.nickName === nick)?.roomId;
  expect(roomId, `${nick}'s room`).toBeDefined();
  await open(page, `/search?val=${encodeURIComponent(nick)}`);
  await expect(page.locator('#main').getByRole('link', { name: '主播', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('search-anchor').getByTestId('search-total')).toContainText('位主播');
  const card = page.getByTestId('anchor-card').filter({ hasText: nick });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('anchor-name')).toHaveText(nick);
  await expect(card.getByTestId('anchor-name')).toHaveAttribute('href', `/live/${roomId}`);
  await expect(card).toContainText('粉丝');
});

test('/live/all shows the live categories and selects one by navId', async ({ page, request }) => {
  const nav = ((await (await request.get('/api/nav/list')).json()) as { data: { id: number; name: string }[] }).data;
  await open(page, `/live/all?navId=${nav[1].id}`);
  const tab = page.getByRole('link', { name: nav[1].name, exact: true });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  const banners = ((await (await request.get('/api/banner/list?limit=10')).json()) as { data: TBanner[] }).data;
  const hrefs = visibleBanners(banners).flatMap((b) => bannerJump(b)?.href ?? []);
  const links = page.getByTestId('banner-strip').getByTestId('banner-link');
  await expect(links).toHaveCount(hrefs.length);
  for (let i = 0; i < hrefs.length; i++) await expect(links.nth(i)).toHaveAttribute('href', hrefs[i]);
  await expect(page.getByTestId('advert-slot')).toBeVisible();
  await expect(page.getByTestId('room-grid')).toBeVisible();
});

test('gated views ask a visitor to log in', async ({ page }) => {
  for (const path of ['/football/collect', '/live/follow', '/live/reserve']) {
    await open(page, path);
    await expect(page.getByTestId('need-login')).toContainText(UI_TEXT.needLogin);
  }
});

test('screenshots of the main pages', async ({ page }) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir, 'set SHOTS_DIR to take screenshots');
  fs.mkdirSync(dir!, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [name, path] of [
    ['home', '/'],
    ['app', '/app'],
    ['about', '/about/10001'],
    ['live', '/live/all'],
    ['football', '/football'],
    ['components', '/components'],
    ['search', '/search?val=梅西'],
  ]) {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  }
});
