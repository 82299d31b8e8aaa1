import { expect, loginAs, open, pageReady, test } from './fixtures';

test.describe('data centre', () => {
  test("from the header's data entry (数据) to a league, a team and a player, and back, with data on every page", async ({ page }) => {
    await open(page, '/');
    await page.locator('[data-nav="data"]').getByRole('link', { name: '数据', exact: true }).first().click();
    await expect(page).toHaveURL(/\/database\/fb\/1$/);
    await expect(page.getByTestId('league-list')).toBeVisible();
    await expect(page.getByTestId('league-name')).toBeVisible();

    // A league from the list: its table has a line per team.
    await page.getByTestId('league-list').getByRole('link', { name: '英超' }).first().click();
    await expect(page.getByTestId('league-name')).toHaveText('英格兰超级联赛');
    await expect(page.getByTestId('season-switcher')).toBeVisible();
    const rows = page.getByTestId('standing-row');
    await expect(rows).toHaveCount(20);
    await pageReady(page);

    // The first team of the table: its page shows its name, standing and squad.
    const firstTeam = rows.first().getByRole('link');
    const teamName = (await firstTeam.innerText()).trim();
    await firstTeam.click();
    await expect(page).toHaveURL(/\/database\/fb\/team\/\d+/);
    await expect(page.getByTestId('team-name')).toHaveText(teamName);
    await expect(page.getByTestId('standing-row')).toHaveCount(1);
    const player = page.getByTestId('squad-player').first();
    await expect(player).toBeVisible();
    await pageReady(page);

    // A player of the squad: profile with position and his team.
    const playerName = (await player.innerText()).replace(/^\d+/, '').trim();
    await player.click();
    await expect(page).toHaveURL(/\/database\/fb\/player\/\d+/);
    await expect(page.getByTestId('player-name')).toHaveText(playerName);
    await expect(page.getByText(/位置：/)).toBeVisible();
    await expect(page.getByTestId('player-team')).toHaveText(teamName);

    // And back: the team page, then the league table.
    await page.goBack();
    await expect(page.getByTestId('team-name')).toHaveText(teamName);
    await page.goBack();
    await expect(page.getByTestId('league-name')).toHaveText('英格兰超级联赛');
    await expect(rows).toHaveCount(20);
  });

  test('a real season: the 2022/23 Premier League table and the World Cup bracket', async ({ page, request }) => {
    const list = (await (await request.get('/tapi/live/database?sport=football')).json()) as {
      data: { list: { id: number; shortName: string; seasons: { id: number; name: string }[] }[] };
    };
    const epl = list.data.list.find((l) => l.shortName === '英超')!;
    const season = epl.seasons.find((s) => s.name === '2022/23')!;
    await open(page, `/database/fb/hot/0/${epl.id}/${season.id}/1`);
    await expect(page.getByTestId('standing-row')).toHaveCount(20);
    await expect(page.getByTestId('standing-row').first()).toContainText('89');

    const cup = list.data.list.find((l) => l.shortName === '世界杯')!;
    await open(page, `/database/fb/hot/0/${cup.id}/${cup.seasons[0].id}/1`);
    await expect(page.getByTestId('standings')).toHaveCount(8);
    await expect(page.getByTestId('bracket')).toContainText('点球 4-2');
  });

  test('a signed-in fan adds a league to their own hot group from the competitions page', async ({ page, context }) => {
    await loginAs(context);
    await open(page, '/database/fb/page');
    const card = page.getByTestId('competition-list').locator('section').filter({ hasText: '荷兰甲级联赛' });
    await card.getByRole('button', { name: '☆ 设为热门' }).click();
    await expect(card.getByRole('button', { name: '★ 热门' })).toBeVisible();
    await open(page, '/database/fb/1');
    const hot = page.getByTestId('league-list').locator('section').first();
    await expect(hot.getByRole('link', { name: '荷甲' })).toBeVisible();
    await expect(hot.getByRole('link', { name: '英超' })).toBeVisible();
  });
});

test.describe('data centre pages', () => {
  // Each journey opens a dozen server-rendered pages.
  test.setTimeout(180_000);
  test('basketball: the NBA by conference, a team with its season statistics, a player with SPEC fields; every page shot', async ({
    page,
    request,
  }) => {
    const shot = async (name: string) => {
      await pageReady(page);
      await page.screenshot({ path: `test-results/datacentre-shots/${name}.png`, fullPage: true });
    };
    const list = (await (await request.get('/tapi/live/database?sport=basketball')).json()) as {
      data: { list: { id: number; shortName: string; seasons: { id: number }[] }[] };
    };
    const nba = list.data.list.find((l) => l.shortName === 'NBA')!;
    await open(page, '/database/lq/page');
    await shot('lq-page');
    await open(page, `/database/lq/${nba.id}`);
    await expect(page.getByTestId('conference')).toHaveCount(2);
    await expect(page.getByTestId('conference').first()).toContainText('东部');
    await shot('lq-nba-standings');
    for (const stage of ['schedule', 'points', 'rebounds', 'assists']) {
      await open(page, `/database/lq/${nba.id}/${nba.seasons[0]!.id}?stage=${stage}`);
      await shot(`lq-nba-${stage}`);
    }
    const cba = list.data.list.find((l) => l.shortName === 'CBA')!;
    await open(page, `/database/lq/${cba.id}`);
    await expect(page.getByTestId('standing-row').first()).toBeVisible();
    await shot('lq-cba-standings');

    await open(page, `/database/lq/${nba.id}`);
    await page.getByTestId('conference').first().getByTestId('standing-row').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/database\/lq\/team\/\d+/);
    await expect(page.getByTestId('team-stats')).toBeVisible();
    await shot('lq-team');
    await page.getByTestId('squad-player').first().click();
    await expect(page).toHaveURL(/\/database\/lq\/player\/\d+/);
    await expect(page.getByTestId('player-name')).toBeVisible();
    await shot('lq-player');
  });

  test('football: every /database page of a league, a cup, a team and a player is shot', async ({ page, request }) => {
    const shot = async (name: string) => {
      await pageReady(page);
      await page.screenshot({ path: `test-results/datacentre-shots/${name}.png`, fullPage: true });
    };
    const list = (await (await request.get('/tapi/live/database?sport=football')).json()) as {
      data: { list: { id: number; shortName: string; seasons: { id: number; name: string }[] }[] };
    };
    await open(page, '/database/fb/1');
    await shot('fb-1');
    await open(page, '/database/fb/page');
    await shot('fb-page');
    const csl = list.data.list.find((l) => l.shortName === '中超')!;
    for (const stage of [1, 2, 3, 4, 5]) {
      await open(page, `/database/fb/hot/0/${csl.id}/${csl.seasons[0]!.id}/${stage}`);
      await shot(`fb-csl-stage${stage}`);
    }
    const cup = list.data.list.find((l) => l.shortName === '世界杯')!;
    for (const stage of [1, 2, 3]) {
      await open(page, `/database/fb/hot/0/${cup.id}/${cup.seasons[0]!.id}/${stage}`);
      await shot(`fb-worldcup-stage${stage}`);
    }
    // A national team: its World Cup scorers stand where a squad would.
    await open(page, `/database/fb/hot/0/${cup.id}/${cup.seasons[0]!.id}/3`);
    await page.getByTestId('leaders').getByRole('link').first().click();
    await expect(page.getByTestId('team-scorers')).toContainText('Kylian Mbappé');
    await shot('fb-worldcup-team');
    await open(page, `/database/fb/hot/0/${csl.id}/${csl.seasons[0]!.id}/1`);
    await page.getByTestId('standing-row').first().getByRole('link').click();
    await expect(page.getByTestId('team-name')).toBeVisible();
    await shot('fb-team');
    await page.getByTestId('squad-player').first().click();
    await expect(page.getByTestId('player-name')).toBeVisible();
    await shot('fb-player');
  });
});
