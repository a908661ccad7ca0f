import {
  desktopNavigation,
  footerNavigation,
  mobileNavigation,
  type NavItem,
  navLabels,
  notFoundWaysOn,
} from '@codekade/platform/site-menus';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { contactChannelUrls } from '@codekade/shared/site-config';
import { contactWidgetText, footerText, headerText, mobileMenuText } from 'shell/content/layout-texts';
import { notFoundRoute } from '../support/routes';
import { expect, test } from '../support/site';

const labelsOf = (links: readonly NavItem[]) => links.map((link) => link.label);

test.describe('mobile header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger opens and closes the menu and locks body scrolling while open', async ({ page }) => {
    await page.goto('/over-ons');
    const burger = page.getByRole('button', { name: mobileMenuText.open });
    await expect(page.getByRole('navigation', { name: headerText.mainNavLabel })).toBeHidden();
    await burger.click();
    const menu = page.getByRole('navigation', { name: mobileMenuText.navLabel });
    await expect(menu.getByRole('link')).toHaveText(labelsOf(mobileNavigation));
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.getByRole('button', { name: mobileMenuText.close }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('choosing a link navigates and closes the menu; Escape closes it too', async ({ page }) => {
    await page.goto('/over-ons');
    await page.getByRole('button', { name: mobileMenuText.open }).click();
    await page
      .getByRole('navigation', { name: mobileMenuText.navLabel })
      .getByRole('link', { name: navLabels.services })
      .click();
    await expect(page).toHaveURL(/\/diensten$/);
    await expect(page.getByRole('navigation', { name: mobileMenuText.navLabel })).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await page.getByRole('button', { name: mobileMenuText.open }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: mobileMenuText.navLabel })).toBeHidden();
    await expect(page.getByRole('button', { name: mobileMenuText.open })).toBeFocused();
  });
});

for (const viewport of [
  { width: 320, height: 568 },
  { width: 375, height: 740 },
]) {
  test(`the open mobile menu offers chat, a call and an e-mail at its foot at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/over-ons');
    await page.getByRole('button', { name: mobileMenuText.open }).click();
    const foot = page.locator('#mobile-menu').getByRole('region', { name: mobileMenuText.contactTitle });
    const channels = foot.getByRole('link');
    // Named as in the contact widget; each shows a word of that name.
    await expect(channels).toHaveCount(3);
    for (const [index, channel] of (['chat', 'phone', 'email'] as const).entries()) {
      const link = channels.nth(index);
      await expect(link).toHaveAccessibleName(contactWidgetText.channels[channel]);
      await expect(link).toHaveText(mobileMenuText.channels[channel]);
      await expect(link).toHaveAttribute('href', contactChannelUrls[channel]);
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    // The foot stands below the last link of the menu, not over it.
    const lastLink = page.getByRole('navigation', { name: mobileMenuText.navLabel }).getByRole('link').last();
    const linkBottom = (await lastLink.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect((await foot.boundingBox())?.y).toBeGreaterThan(linkBottom);
  });
}

test('desktop header links in the spec order, and the scrolled style past 50 px', async ({ page }) => {
  await page.goto('/over-ons');
  const nav = page.getByRole('navigation', { name: headerText.mainNavLabel });
  await expect(nav.getByRole('link')).toHaveText(labelsOf(desktopNavigation));
  await expect(page.getByRole('button', { name: mobileMenuText.open })).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('footer: a closing call to contact, the logo, contact details, KvK, quick links, social link and copyright', async ({
  page,
}) => {
  await page.goto('/over-ons');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(footerText.kvk);
  await expect(footer.getByRole('link', { name: '020 894 31 57' })).toHaveAttribute('href', 'tel:+31208943157');
  await expect(footer.getByRole('link', { name: 'hallo@codekade.nl' })).toHaveAttribute(
    'href',
    'mailto:hallo@codekade.nl',
  );
  await expect(footer.getByRole('navigation').getByRole('link')).toHaveText(labelsOf(footerNavigation));
  await expect(footer.getByRole('link', { name: footerText.socialLink })).toHaveAttribute(
    'href',
    'https://www.instagram.com/',
  );
  await expect(footer).toContainText(footerText.copyright);
  // The page ends with a call to contact, and the footer carries the logo.
  await expect(footer.getByRole('heading', { name: footerText.closing.title })).toBeVisible();
  await expect(footer.getByRole('link', { name: footerText.closing.cta })).toHaveAttribute('href', '/contact');
  await expect(footer.getByRole('link', { name: headerText.logoLabel })).toHaveAttribute('href', '/');
  await footer.getByRole('link', { name: navLabels.services }).click();
  await expect(page).toHaveURL(/\/diensten$/);
});

test('contact widget: opens three real options, closes on outside click and Escape', async ({ page }) => {
  await page.goto('/over-ons');
  const toggle = page.getByRole('button', { name: contactWidgetText.open });
  await toggle.click();
  const options = page.getByRole('list', { name: contactWidgetText.optionsLabel });
  await expect(options.getByRole('link', { name: contactWidgetText.channels.chat })).toHaveAttribute(
    'href',
    'https://wa.me/31208943157',
  );
  await expect(options.getByRole('link', { name: contactWidgetText.channels.phone })).toHaveAttribute(
    'href',
    'tel:+31208943157',
  );
  await expect(options.getByRole('link', { name: contactWidgetText.channels.email })).toHaveAttribute(
    'href',
    'mailto:hallo@codekade.nl',
  );

  await page.mouse.click(200, 400);
  await expect(options).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: contactWidgetText.close })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(page.getByRole('button', { name: contactWidgetText.open })).toBeFocused();
});

test('every path change scrolls to the top and sets the area title', async ({ page }) => {
  await page.goto('/over-ons');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: navLabels.services }).click();
  await expect(page).toHaveTitle('Codekade - Diensten');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/deze/pagina/bestaat/niet');
  await expect(page.getByRole('heading', { level: 1, name: notFoundText.title })).toBeVisible();
  await expect(page.getByText(notFoundText.text)).toBeVisible();
  await expect(page).toHaveTitle(notFoundRoute.title);
  await page.getByRole('link', { name: notFoundText.backToHome }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

for (const viewport of [
  { width: 320, height: 640 },
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the 404 page leads on to every other area at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/deze/pagina/bestaat/niet');
    const waysOn = page.getByRole('main').getByRole('navigation', { name: notFoundWaysOn.title });
    await expect(waysOn.getByRole('link')).toHaveText(labelsOf(notFoundWaysOn.links));
    for (const link of await waysOn.getByRole('link').all()) {
      await expect(link).toBeInViewport();
      // Each way on is one unbroken label, never wrapped inside its pill.
      const { height, lineHeight } = await link.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height).toBeLessThan(2 * lineHeight);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await waysOn.getByRole('link', { name: navLabels.projects }).click();
    await expect(page).toHaveTitle('Codekade - Projecten');
  });
}
