import { admin, expect, loginAs, nick, open, test } from './fixtures';
import { balancesOf } from './wallet-helpers';

const ANALYSIS = '主队近五场主场四胜一平，进攻端场均两球以上，客队客场防守丢球偏多，结合盘口水位变化，看好本场推荐方向。';

test.describe('experts', () => {
  test('a user applies, the operator approves, the expert publishes a sealed plan; a fan buys and reads it, and both see its result when the match ends', async ({
    browser,
  }) => {
    test.info().setTimeout(test.info().timeout + 90_000 + 420_000);
    const expertCtx = await browser.newContext();
    const fanCtx = await browser.newContext();
    const intro = `十年英超跟踪${nick('')}，专注亚盘与大小球`;
    await loginAs(expertCtx, { nick: nick('专家') });
    const fan = await loginAs(fanCtx, { nick: nick('球迷') });
    expect(admin('xingqiu', 'credit', fan.mobile, '100')).toContain('当前余额 100');

    // Not an expert yet: /recommend says so.
    const page = await expertCtx.newPage();
    await open(page, '/recommend');
    await expect(page.getByTestId('not-expert')).toBeVisible();

    // The application form of the /v/ menu.
    await open(page, '/v/expert-apply');
    const form = page.getByTestId('expert-apply');
    await form.locator('textarea[name="introduction"]').fill(intro);
    await form.locator('textarea[name="sample"]').fill(ANALYSIS + ANALYSIS);
    await form.getByTestId('expert-apply-submit').click();
    await expect(page.getByTestId('expert-apply-status')).toContainText('审核中');

    // The operator approves from the CLI.
    const line = admin('xingqiu', 'expert', 'list')
      .split('\n')
      .find((l) => l.includes(intro));
    expect(line).toBeTruthy();
    expect(admin('xingqiu', 'expert', 'approve', line!.split('\t')[0]!)).toContain('成为专家');

    // Publish on a match not kicked off, with the line and odds of now. This brand's feed clock runs
    // 120× real time (a match lasts about a minute): the pick is on the first match listed that kicks
    // off at least 150 feed minutes (75 s) after the earliest one, so the fan can still buy it, and
    // the test then watches it end. Without such a match, the one kicking off latest.
    await open(page, '/recommend');
    const publish = page.getByTestId('publish-form');
    await expect(publish.getByTestId('publish-match').first()).toBeVisible({ timeout: 20_000 });
    const rows = publish.getByTestId('publish-match').filter({ has: page.getByTestId('publish-pick') });
    const kickoffs = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-kickoff'))));
    const later = kickoffs.findIndex((k) => k >= (kickoffs[0] ?? 0) + 150 * 60_000);
    const chosen = rows.nth(later >= 0 ? later : kickoffs.length - 1);
    const matchId = await chosen.getAttribute('data-match-id');
    await chosen.getByTestId('publish-pick').first().click();
    const title = `焦点战推荐${nick('')}`;
    await publish.locator('input[name="title"]').fill(title);
    await publish.locator('textarea[name="analysis"]').fill(ANALYSIS);
    await publish.locator('input[name="price"]').fill('20');
    await publish.getByTestId('publish-submit').click();
    // Either outcome is awaited, so a refusal fails here with the server's message.
    await expect(page.getByTestId('publish-done').or(page.getByTestId('publish-error'))).toContainText('已发布并封存');
    await page.screenshot({ path: 'test-results/experts-publish.png', fullPage: true });
    await open(page, '/recommend/records');
    await expect(page.getByTestId('plan-card').filter({ hasText: title })).toBeVisible();

    // A fan finds it on /guide: hidden until bought, then read at once.
    const fanPage = await fanCtx.newPage();
    await open(fanPage, '/guide');
    const card = fanPage.getByTestId('plan-card').filter({ hasText: title });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.click();
    const dialog = fanPage.getByTestId('plan-dialog');
    await expect(dialog.getByTestId('plan-digest')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(dialog.getByTestId('plan-unlocked')).toHaveCount(0);
    await dialog.getByTestId('plan-buy').click();
    await expect(dialog.getByTestId('plan-unlocked')).toContainText(ANALYSIS);
    await fanPage.screenshot({ path: 'test-results/experts-bought.png', fullPage: true });
    expect((await balancesOf(fanCtx)).balance).toBe(80);
    // The fan's consumption records show the purchase (trade 4).
    await open(fanPage, '/v/consume');
    await expect(fanPage.getByTestId('consume-records-table').getByRole('cell', { name: '购买方案' }).first()).toBeVisible();
    // The match ends: the plan settles, and the expert (records) and the fan (the match's 方案 tab) see its result.
    const settled = /^(红|黑|走|赢半|输半|取消)$/;
    await open(page, '/recommend/records');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('plan-card').filter({ hasText: title }).getByTestId('plan-result')).toHaveText(settled, {
        timeout: 3_000,
      });
    }).toPass({ timeout: 420_000, intervals: [5_000] });
    await open(fanPage, `/football/plan/${matchId}`);
    await expect(fanPage.getByTestId('plan-card').filter({ hasText: title }).getByTestId('plan-result')).toHaveText(settled);
    await fanPage.screenshot({ path: 'test-results/experts-result.png', fullPage: true });
    // A seeded expert's page: plans settled by the simulator's real results show 红/黑.
    await open(fanPage, '/guide/expert');
    await fanPage.getByTestId('expert-board').locator('a[href^="/guide/expert/info/"]').first().click();
    await expect(fanPage.getByTestId('expert-head')).toBeVisible();
    await expect(
      fanPage
        .getByTestId('plan-result')
        .filter({ hasText: /^(红|黑)$/ })
        .first(),
    ).toBeVisible();
    await fanPage.screenshot({ path: 'test-results/experts-settled.png', fullPage: true });
    await expertCtx.close();
    await fanCtx.close();
  });
});
