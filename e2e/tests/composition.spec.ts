import { expect, test } from '../support/site';

test('the services area renders inside the shell', async ({ page }) => {
  await page.goto('/diensten');
  await expect(page.getByRole('heading', { level: 1, name: 'Onze diensten' })).toBeVisible();
  await expect(page).toHaveTitle('Codekade - Diensten');
});
