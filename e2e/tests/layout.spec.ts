import { expect, test } from '../support/site';

test.describe('mobile header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger opens and closes the menu and locks body scrolling while open', async ({ page }) => {
    await page.goto('/over-ons');
    const burger = page.getByRole('button', { name: 'Menu openen' });
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
    await expect(menu.getByRole('link')).toHaveText(['Homepagina', 'Diensten', 'Projecten', 'Over ons', 'Contact']);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.getByRole('button', { name: 'Menu sluiten' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('choosing a link navigates and closes the menu; Escape closes it too', async ({ page }) => {
    await page.goto('/over-ons');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('navigation', { name: 'Mobiel menu' }).getByRole('link', { name: 'Diensten' }).click();
    await expect(page).toHaveURL(/\/diensten$/);
    await expect(page.getByRole('navigation', { name: 'Mobiel menu' })).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobiel menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeFocused();
  });
});

test('desktop header links in the spec order, and the scrolled style past 50 px', async ({ page }) => {
  await page.goto('/over-ons');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link')).toHaveText(['Home page', 'Diensten', 'Projecten', 'Contact', 'Over ons']);
  await expect(page.getByRole('button', { name: 'Menu openen' })).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('footer: contact details, KvK, quick links, social link and copyright', async ({ page }) => {
  await page.goto('/over-ons');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('KvK-nummer: 84721936');
  await expect(footer.getByRole('link', { name: '020 894 31 57' })).toHaveAttribute('href', 'tel:+31208943157');
  await expect(footer.getByRole('link', { name: 'hallo@codekade.nl' })).toHaveAttribute(
    'href',
    'mailto:hallo@codekade.nl',
  );
  await expect(footer.getByRole('navigation').getByRole('link')).toHaveText([
    'Home page',
    'Diensten',
    'Contact',
    'Over ons',
  ]);
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/');
  await expect(footer).toContainText('© 2025');
  await footer.getByRole('link', { name: 'Diensten' }).click();
  await expect(page).toHaveURL(/\/diensten$/);
});

test('contact widget: opens three real options, closes on outside click and Escape', async ({ page }) => {
  await page.goto('/over-ons');
  const toggle = page.getByRole('button', { name: 'Contactopties openen' });
  await toggle.click();
  const options = page.getByRole('list', { name: 'Contactmogelijkheden' });
  await expect(options.getByRole('link', { name: 'Chat via WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/31208943157',
  );
  await expect(options.getByRole('link', { name: /^Bel/ })).toHaveAttribute('href', 'tel:+31208943157');
  await expect(options.getByRole('link', { name: /^Mail/ })).toHaveAttribute('href', 'mailto:hallo@codekade.nl');

  await page.mouse.click(200, 400);
  await expect(options).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Contactopties sluiten' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(page.getByRole('button', { name: 'Contactopties openen' })).toBeFocused();
});

test('every path change scrolls to the top and sets the area title', async ({ page }) => {
  await page.goto('/over-ons');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Diensten' }).click();
  await expect(page).toHaveTitle('Codekade - Diensten');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/deze/pagina/bestaat/niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina Niet Gevonden' })).toBeVisible();
  await expect(page.getByText('Oeps! Het lijkt erop dat de pagina die je zoekt niet bestaat.')).toBeVisible();
  await expect(page).toHaveTitle('Codekade - Pagina Niet Gevonden');
  await page.getByRole('link', { name: 'Terug naar de homepage' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
