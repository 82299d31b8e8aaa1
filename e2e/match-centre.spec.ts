import fs from 'node:fs';
import { expect, open, pageReady, test } from './fixtures';

const TABS = ['live', 'analysis', 'yapan', 'oupei', 'daxiaoqiu', 'three', 'plan'] as const;

/** The goals of a header score ("2 - 1"), null before kick-off ("VS"). */
function goals(score: string): number | null {
  const m = /^(\d+) - (\d+)$/.exec(score.trim());
  return m ? Number(m[1]) + Number(m[2]) : null;
}

/**
 * Watches an open football match page until a goal arrives in place: the header's score goes up
 * and the timeline shows a goal at that very score. 'over' when the match ended goalless first
 * (full time, state 8) so the caller watches another; the sped-up feed plays a half in ~25 s.
 */
async function watchForGoal(page: import('@playwright/test').Page): Promise<'goal' | 'over'> {
  const header = page.getByTestId('match-header');
  const score = async () => (await header.getByTestId('match-score').textContent()) ?? '';
  const before = goals(await score()) ?? 0;
  let outcome: 'goal' | 'over' | 'waiting' = 'waiting';
  await expect
    .poll(
      async () => {
        const now = await score();
        const goalRows = page.locator('[data-testid="timeline-item"][data-score]');
        const scores = await goalRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-score')));
        if ((goals(now) ?? 0) > before && scores.includes(now.trim())) outcome = 'goal';
        else if ((await header.getAttribute('data-state')) === '8') outcome = 'over';
        return outcome;
      },
      { timeout: 75_000, intervals: [500] },
    )
    .not.toBe('waiting');
  return outcome as 'goal' | 'over';
}

/** Football matches in their first half on the score list, fewest minutes played first. */
async function firstHalfMatches(page: import('@playwright/test').Page): Promise<string[]> {
  await open(page, '/football');
  const firstHalf = page.locator('[data-testid="match-row"][data-state="2"]');
  await pageReady(page);
  // Read until one is found: on the sped-up clock a match seen in its first half can have left it by the read.
  let minutes: (readonly [string, number])[] = [];
  await expect
    .poll(
      async () => {
        minutes = await firstHalf.evaluateAll((rows) =>
          rows.map(
            (r) =>
              [
                r.getAttribute('data-match-id') ?? '',
                parseInt(r.querySelector('[data-testid="match-status"]')?.textContent ?? '99', 10),
              ] as const,
          ),
        );
        return minutes.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  return [...minutes].sort((a, b) => a[1] - b[1]).map(([id]) => id);
}

test.describe('match centre', () => {
  test('a live football match opened from the scores updates in place and every tab shows its data', async ({ page }) => {
    test.setTimeout(240_000);
    // A match in its first half: the simulator's friendlies keep one going at any hour, and on this
    // brand's sped-up clock the one with the fewest minutes played has the most of its match ahead.
    // A goalless match ends before a goal comes: then the next one in play is watched (at most three).
    let id = '';
    for (let attempt = 0; attempt < 3 && !id; attempt++) {
      const [candidate] = await firstHalfMatches(page);
      await page.locator(`[data-testid="match-row"][data-match-id="${candidate}"]`).getByTestId('match-score').click();
      await expect(page).toHaveURL(new RegExp(`/football/live/${candidate}$`));
      const header = page.getByTestId('match-header');
      await expect(header.getByTestId('match-status')).not.toBeEmpty();
      await expect(page.getByTestId('timeline').or(page.getByText('本场比赛暂无事件数据'))).toBeVisible();
      await expect(page.getByTestId('match-stats')).toBeVisible();
      await expect(page.getByTestId('lineup')).toBeVisible();
      await pageReady(page);
      // A marker on the window survives only if the page is never reloaded.
      await page.evaluate(() => ((window as unknown as { __matchMarker: number }).__matchMarker = 7));
      if ((await watchForGoal(page)) === 'goal') id = candidate;
      expect(await page.evaluate(() => (window as unknown as { __matchMarker?: number }).__matchMarker)).toBe(7);
    }
    expect(id, 'a goal arrived on the open match page').not.toBe('');
    const header = page.getByTestId('match-header');

    const tabs = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: '三合一' }) });
    const walk: [string, RegExp, import('@playwright/test').Locator][] = [
      ['分析', /analysis/, page.getByTestId('analysis')],
      ['亚盘', /yapan/, page.getByTestId('odds-table')],
      ['欧赔', /oupei/, page.getByTestId('odds-table')],
      ['大小球', /daxiaoqiu/, page.getByTestId('odds-table')],
      ['三合一', /three/, page.getByTestId('three-table')],
      // Another journey on this server may have published a plan on this very match.
      ['方案', /plan/, page.getByTestId('plan-list').or(page.getByText('本场比赛暂无专家方案'))],
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

  test('every tab of a live and a finished match of both sports draws its data (screenshots with SHOTS_DIR)', async ({ page }) => {
    test.setTimeout(240_000);
    const dir = process.env.SHOTS_DIR;
    test.skip(!dir, 'set SHOTS_DIR to walk every tab and take screenshots');
    fs.mkdirSync(dir!, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const [sport, state] of [
      ['football', 'live'],
      ['football', 'end'],
      ['basketball', 'live'],
      ['basketball', 'end'],
    ] as const) {
      await open(page, state === 'live' ? `/${sport}` : `/${sport}/end`);
      const rows = page.locator('[data-testid="match-row"]');
      await expect(rows.first()).toBeVisible({ timeout: 60_000 });
      // A live match is one in play (football 2-4, basketball 2-9); a finished one is from the results.
      const ids = await rows.evaluateAll((els) =>
        els.map((r) => [r.getAttribute('data-match-id'), Number(r.getAttribute('data-state'))] as const),
      );
      const inPlay = ids.filter(([, st]) => (sport === 'football' ? st >= 2 && st <= 4 : st >= 2 && st <= 9));
      const id = ((state === 'live' ? inPlay[0] : undefined) ?? ids[0])?.[0];
      expect(id, `a ${state} ${sport} match`).toBeTruthy();
      for (const tab of TABS) {
        await open(page, `/${sport}/${tab}/${id}`);
        await expect(page.getByTestId('match-header')).toBeVisible();
        await pageReady(page);
        if (tab === 'yapan') {
          const chart = page.getByTestId('odds-chart');
          if (await chart.count()) await expect(chart.locator('svg path').first()).toBeAttached();
        }
        await page.screenshot({ path: `${dir!}/${sport}-${state}-${tab}.png`, fullPage: true });
      }
    }
  });
});
