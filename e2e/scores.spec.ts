import { addDays, UI_TEXT } from '../packages/contracts/src/index';
import { expect, loginAs, open, pageReady, test } from './fixtures';

/** Goals in a score cell (2 - 1 is 3); null for a match not started (VS). */
function goals(score: string | undefined): number | null {
  const m = /^(\d+)\s*-\s*(\d+)$/.exec(score ?? '');
  return m ? Number(m[1]) + Number(m[2]) : null;
}

/** The feed's Beijing day: a sped-up simulator's clock runs ahead of the wall clock. */
async function feedToday(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const dates = ((await (await request.get('/api/match/dates')).json()) as { data: { date: string; today: boolean }[] }).data;
  return dates.find((d) => d.today)!.date;
}

/** The score cells of the rows on a page, by match id. */
async function scoresOf(page: import('@playwright/test').Page): Promise<Map<string, string>> {
  const rows = await page
    .getByTestId('match-row')
    .evaluateAll((els) =>
      els.map((el) => [el.getAttribute('data-match-id') ?? '', el.querySelector('[data-testid="match-score"]')?.textContent?.trim() ?? '']),
    );
  return new Map(rows as [string, string][]);
}

test.describe('football score list', () => {
  test('a goal from the feed appears on the open page within seconds, without a reload', async ({ page }) => {
    await open(page, '/football');
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    // Hydration may still settle the URL (a history update, not a reload): listen only after it.
    await pageReady(page);
    // A marker on the window survives only if the page is never reloaded.
    await page.evaluate(() => ((window as unknown as { __scoreMarker: number }).__scoreMarker = 42));
    const before = await scoresOf(page);
    const navigations: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations.push(f.url());
    });

    await expect
      .poll(
        async () => {
          const now = await scoresOf(page);
          // A goal: a row that showed a score now shows more goals (a kick-off turning VS into 0 - 0 is not one).
          return [...now].some(([id, score]) => goals(before.get(id)) !== null && (goals(score) ?? -1) > goals(before.get(id))!);
        },
        { timeout: 40_000, intervals: [500] },
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __scoreMarker?: number }).__scoreMarker)).toBe(42);
    expect(navigations).toEqual([]);
  });

  test('a goal in a visible match pops up with the new score; the switches are remembered', async ({ page }) => {
    await open(page, '/football');
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: /进球|乌龙球|点球破门/ });
    await expect(toast.first()).toBeVisible({ timeout: 40_000 });
    await expect(toast.first()).toContainText(/\d+ - \d+/);

    const switches = page.getByTestId('alert-switches');
    await switches.getByLabel('进球声音').uncheck();
    await switches.getByLabel('进球弹窗').uncheck();
    await page.reload();
    await expect(page.getByTestId('alert-switches').getByLabel('进球声音')).not.toBeChecked();
    await expect(page.getByTestId('alert-switches').getByLabel('进球弹窗')).not.toBeChecked();
    // With pop-ups off, goals keep coming without a pop-up.
    const before = await toast.count();
    const scores = () => page.getByTestId('match-score').allTextContents();
    const shown = (await scores()).join('|');
    await expect.poll(async () => (await scores()).join('|'), { timeout: 40_000 }).not.toBe(shown);
    expect(await toast.count()).toBeLessThanOrEqual(before);
  });

  test('live rows show state texts or a running minute, and both teams', async ({ page }) => {
    await open(page, '/football');
    const rows = page.getByTestId('match-row');
    await expect(rows.first()).toBeVisible();
    const statuses = await page.getByTestId('match-status').allTextContents();
    const allowed = /^(\d{1,3}'|45\+'|90\+'|120\+'|未开赛|中场|完场|点球|推迟|中断|腰斩|取消|待定|异常|加时)$/;
    for (const s of statuses) expect(s.trim()).toMatch(allowed);
    await expect(page.getByRole('columnheader', { name: '让球' })).toBeVisible();
  });

  for (const [path, tab] of [
    ['/football', '即时'],
    ['/football/jczq', '竞足'],
    ['/football/bjdc', '北单'],
    ['/football/zc', '足彩'],
    ['/football/end', '完场'],
    ['/football/next', '赛程'],
    ['/basketball', '即时'],
    ['/basketball/jclq', '竞篮'],
    ['/basketball/end', '完场'],
    ['/basketball/next', '赛程'],
  ] as const) {
    test(`${path} (${tab}) opens with its list or an honest empty state`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('link', { name: tab, exact: true }).last()).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('score-table').or(page.getByTestId('empty-state')).first()).toBeVisible();
    });
  }

  test('完场 and 赛程 browse days; a day without matches says 暂无数据', async ({ page, request }) => {
    const today = await feedToday(request);
    await open(page, '/football/end');
    const bar = page.getByTestId('date-bar');
    await expect(bar.getByRole('link')).toHaveCount(7);
    await expect(bar.getByRole('link', { name: /今天/ })).toHaveAttribute('aria-current', 'page');
    // The feed's calendar starts yesterday: six days ago has no finished matches.
    const empty = addDays(today, -6);
    await bar.getByRole('link', { name: new RegExp(empty.slice(5).replace('-', '/')) }).click();
    await expect(page).toHaveURL(new RegExp(`date=${empty}`));
    await expect(page.getByTestId('empty-state')).toHaveText(UI_TEXT.empty);

    const tomorrow = addDays(today, 1);
    await open(page, `/football/next?date=${tomorrow}`);
    await expect(page.getByTestId('date-bar').locator('[aria-current="page"]')).toContainText(tomorrow.slice(5).replace('-', '/'));
    const rows = page.getByTestId('match-row');
    await expect(rows.first()).toBeVisible();
    // Tomorrow's schedule: nothing playing or over; the feed may have postponed a match (推迟).
    const states = (await page.getByTestId('match-status').allTextContents()).map((s) => s.trim());
    expect(states).toContain('未开赛');
    for (const s of states) expect(['未开赛', '推迟', '待定', '取消']).toContain(s);
  });

  test('the league filter narrows the list and can be undone', async ({ page }) => {
    await open(page, '/football');
    const rows = page.getByTestId('match-row');
    await expect(rows.first()).toBeVisible();
    const leagues = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-league') ?? ''));
    test.skip(new Set(leagues).size < 2, 'needs matches of two leagues today');

    await page.getByTestId('league-filter').click();
    const checklist = page.getByTestId('league-checklist');
    await expect(checklist).toBeVisible();
    await checklist.getByRole('button', { name: '反选' }).click();
    await expect(checklist.getByText(/已选 0 \//)).toBeVisible();
    const first = leagues[0];
    await checklist.getByRole('checkbox', { name: first, exact: true }).first().check();
    await page.getByTestId('league-filter-apply').click();

    await expect(rows).toHaveCount(leagues.filter((l) => l === first).length);
    for (const l of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-league')))) expect(l).toBe(first);
    await expect(page.getByTestId('list-summary')).toContainText('已隐藏');
    await page.getByRole('button', { name: '显示全部' }).click();
    await expect(rows).toHaveCount(leagues.length);
  });

  test('the 筛选 tab lists today’s matches of the chosen leagues', async ({ page }) => {
    await open(page, '/football/select');
    const picker = page.getByTestId('league-picker');
    await expect(picker.getByText('热门赛事')).toBeVisible();
    await picker.getByRole('button', { name: '只看热门' }).click();
    await page.getByTestId('league-picker-apply').click();
    await expect(page).toHaveURL(/leagueIds=/);
    await expect(page.getByTestId('score-table').or(page.getByTestId('empty-state')).first()).toBeVisible();
  });
});

test.describe('favourites', () => {
  test('a visitor who stars a match is asked to log in', async ({ page }) => {
    await open(page, '/football');
    await page.getByTestId('star').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a user stars a match, finds it under 收藏, and removes it', async ({ page, context }) => {
    await loginAs(context);
    await open(page, '/football/collect');
    await expect(page.getByTestId('empty-state')).toHaveText(UI_TEXT.empty);

    await open(page, '/football');
    const row = page.getByTestId('match-row').first();
    const id = await row.getAttribute('data-match-id');
    await row.getByTestId('star').click();
    await expect(row.getByTestId('star')).toHaveAttribute('aria-pressed', 'true');

    await open(page, '/football/collect');
    const starred = page.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
    await expect(starred).toBeVisible();
    await starred.getByTestId('star').click();
    await expect(page.getByTestId('empty-state')).toHaveText(UI_TEXT.empty);
    await page.reload();
    await expect(page.getByTestId('empty-state')).toHaveText(UI_TEXT.empty);
  });
});

test.describe('basketball and home', () => {
  test('basketball rows show quarters and the clock', async ({ page }) => {
    await open(page, '/basketball');
    await expect(page.getByRole('columnheader', { name: '一', exact: true })).toBeVisible();
    await expect(page.getByTestId('score-table').or(page.getByTestId('empty-state')).first()).toBeVisible();
    const statuses = await page.getByTestId('match-status').allTextContents();
    for (const s of statuses)
      expect(s.trim()).toMatch(/^(第[一二三四]节( \d\d:\d\d|完)?|加时( \d\d:\d\d)?|未开赛|完场|中断|取消|推迟|腰斩|待定|异常)$/);
  });

  test('the home page shows hot matches with scores', async ({ page }) => {
    await open(page, '/');
    const strip = page.getByTestId('hot-matches');
    await expect(strip).toBeVisible();
    await expect(strip.getByTestId('hot-match').or(strip.getByTestId('empty-state')).first()).toBeVisible();
  });
});
