import { expect, remotePorts, test } from '../support/site';

const SECTION_TITLES = [
  'Visie',
  'Onze Reis',
  'Aanpak',
  'Onze Diensten',
  'Toewijding',
  'Betrokkenheid bij de Gemeenschap',
  'Neem Contact Op',
];

test('the about page tells the story in seven sections, in order', async ({ page }) => {
  await page.goto('/over-ons');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(['Over Ons']);
  await expect(page).toHaveTitle('Codekade - Over Ons');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Codekade/);
  await expect(main.getByRole('region').getByRole('heading', { level: 2 })).toHaveText(SECTION_TITLES);
});

for (const button of [
  { name: 'Neem contact op voor jouw digitale oplossing!', path: '/contact', title: 'Codekade - Contact' },
  { name: 'Ontdek onze diensten', path: '/diensten', title: 'Codekade - Diensten' },
  { name: 'Contacteer ons', path: '/contact', title: 'Codekade - Contact' },
]) {
  test(`'${button.name}' leads to ${button.path}`, async ({ page }) => {
    await page.goto('/over-ons');
    const link = page.getByRole('main').getByRole('link', { name: button.name, exact: true });
    await expect(link).toHaveAttribute('href', button.path);
    await link.click();
    await expect(page).toHaveURL(button.path);
    await expect(page).toHaveTitle(button.title);
  });
}

test('the about remote previews standalone on its own origin', async ({ page }) => {
  await page.goto(`http://localhost:${remotePorts.mf_about}/over-ons`);
  await expect(page.getByRole('heading', { level: 1, name: 'Over Ons' })).toBeVisible();
  await expect(page.getByRole('region').getByRole('heading', { level: 2 })).toHaveText(SECTION_TITLES);
  await expect(page).toHaveTitle('Codekade - Over Ons');
});
