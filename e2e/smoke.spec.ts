import { expect, open, test } from './fixtures';

test('the home page answers with the brand name in its title', async ({ page }) => {
  await open(page, '/');
  await expect(page).toHaveTitle(/星球直播/);
});
