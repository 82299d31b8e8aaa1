import { expect, pageReady, test } from './fixtures';

/** Goals and events a match page shows now: the header score and the number of timeline entries. */
async function liveState(page: import('@playwright/test').Page) {
  const score = (await page.getByTestId('match-header').getByTestId('match-score').textContent())?.trim() ?? '';
  const events = await page.getByTestId('timeline-item').count();
  const lines = await page.getByTestId('text-live').locator('li').count();
  return { score, events, lines };
}

test.describe('match centre', () => {
  test('a live football match opened from the scores updates in place and every tab shows its data', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/football');
    // A match in its first half: the simulator's friendlies keep one going at any hour, and on this
    // brand's sped-up clock the one with the fewest minutes played has the most of its match ahead.
    const firstHalf = page.locator('[data-testid="match-row"][data-state="2"]');
    await expect(firstHalf.first()).toBeVisible({ timeout: 60_000 });
    await pageReady(page);
    const minutes = await firstHalf.evaluateAll((rows) =>
      rows.map(
        (r) =>
          [r.getAttribute('data-match-id'), parseInt(r.querySelector('[data-testid="match-status"]')?.textContent ?? '99', 10)] as const,
      ),
    );
    const [id] = [...minutes].sort((a, b) => a[1] - b[1])[0];
    await page.locator(`[data-testid="match-row"][data-match-id="${id}"]`).getByTestId('match-score').click();
    await expect(page).toHaveURL(new RegExp(`/football/live/${id}$`));

    const header = page.getByTestId('match-header');
    await expect(header).toBeVisible();
    await expect(header.getByTestId('match-status')).not.toBeEmpty();
    await expect(page.getByTestId('timeline').or(page.getByText('本场比赛暂无事件数据'))).toBeVisible();
    await expect(page.getByTestId('match-stats')).toBeVisible();
    await expect(page.getByTestId('lineup')).toBeVisible();
    await pageReady(page);

    // A marker on the window survives only if the page is never reloaded.
    await page.evaluate(() => ((window as unknown as { __matchMarker: number }).__matchMarker = 7));
    const before = await liveState(page);
    await expect
      .poll(
        async () => {
          const now = await liveState(page);
          return now.score !== before.score || now.events > before.events || now.lines > before.lines;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(true);

    const tabs = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: '三合一' }) });
    const walk: [string, RegExp, import('@playwright/test').Locator][] = [
      ['分析', /analysis/, page.getByTestId('analysis')],
      ['亚盘', /yapan/, page.getByTestId('odds-table')],
      ['欧赔', /oupei/, page.getByTestId('odds-table')],
      ['大小球', /daxiaoqiu/, page.getByTestId('odds-table')],
      ['三合一', /three/, page.getByTestId('three-table')],
      ['方案', /plan/, page.getByText('本场比赛暂无专家方案')],
      ['直播', /live/, page.getByTestId('match-stats')],
    ];
    for (const [label, path, content] of walk) {
      await tabs.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/football/${path.source}/${id}$`));
      await expect(header).toBeVisible();
      await expect(content).toBeVisible();
      if (label === '亚盘') {
        // The chosen bookmaker's history with its chart.
        await expect(page.getByTestId('odds-history')).toBeVisible();
        await expect(page.getByTestId('odds-chart')).toBeVisible();
      }
    }
    // Tabs switched on the client: still the same document.
    expect(await page.evaluate(() => (window as unknown as { __matchMarker?: number }).__matchMarker)).toBe(7);
  });
});
