import { expect, test } from './fixtures';

test('the home page answers with the brand name in its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/星球直播/);
});
