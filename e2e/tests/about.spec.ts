import { aboutSections, aboutTitle } from 'mf-about/content/about';
import { expect, remotePorts, test } from '../support/site';

/** The story has seven sections and three buttons: counts the product requires, not copy. */
const SECTION_COUNT = 7;
const BUTTON_COUNT = 3;

const sectionTitles = aboutSections.map((section) => section.title);
const buttons = aboutSections.flatMap((section) => (section.callToAction ? [section.callToAction] : []));
const titleOfPath: Record<string, string> = { '/contact': 'Codekade - Contact', '/diensten': 'Codekade - Diensten' };

test('the about page tells the story in seven sections, in order', async ({ page }) => {
  await page.goto('/over-ons');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText([aboutTitle]);
  await expect(page).toHaveTitle('Codekade - Over Ons');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Codekade/);
  await expect(main.getByRole('region').getByRole('heading', { level: 2 })).toHaveText(sectionTitles);
  expect(sectionTitles).toHaveLength(SECTION_COUNT);
  await expect(main.getByRole('link')).toHaveCount(BUTTON_COUNT);
  expect(buttons).toHaveLength(BUTTON_COUNT);
});

for (const button of buttons) {
  test(`'${button.label}' leads to ${button.to}`, async ({ page }) => {
    await page.goto('/over-ons');
    const link = page.getByRole('main').getByRole('link', { name: button.label, exact: true });
    await expect(link).toHaveAttribute('href', button.to);
    await link.click();
    await expect(page).toHaveURL(button.to);
    await expect(page).toHaveTitle(titleOfPath[button.to] ?? '');
  });
}

test('the about remote previews standalone on its own origin', async ({ page }) => {
  await page.goto(`http://localhost:${remotePorts.mf_about}/over-ons`);
  await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeVisible();
  await expect(page.getByRole('region').getByRole('heading', { level: 2 })).toHaveText(sectionTitles);
  await expect(page).toHaveTitle('Codekade - Over Ons');
});
