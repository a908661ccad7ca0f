import { desktopNavigation, mobileNavigation, mobileNavLabels, navLabels } from '@codekade/platform/site-menus';
import { paths } from '@codekade/shared/routes';
import type { Page } from 'puppeteer-core';
import { headerText, mobileMenuText } from 'shell/content/layout-texts';
import { publicRoutes } from '../support/routes';
import { expect, mobileViewport, siteOrigin, test } from './support/fixtures';
import { visibleNamed, waitForRenderedRoute } from './support/queries';

/** Every header link as the discovery document lists them, the start page's last (so each click moves). */
const headerLinks = [
  ...desktopNavigation.filter((link) => link.to !== paths.home),
  ...desktopNavigation.filter((link) => link.to === paths.home),
].map((link) => ({ name: link.label, path: link.to }));
const mainNav = `nav[aria-label="${headerText.mainNavLabel}"]`;
const mobileMenu = `nav[aria-label="${mobileMenuText.navLabel}"]`;

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForFunction((wanted: string) => location.pathname === wanted, {}, path);
  await waitForRenderedRoute(page);
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test('the header links change the page without reloading it', async ({ page }) => {
  await page.goto(`${siteOrigin}/`);
  await waitForRenderedRoute(page);
  // A full page load would lose this mark.
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));

  for (const link of headerLinks) {
    await (await visibleNamed(page, `header ${mainNav} a`, link.name)).click();
    await waitForPath(page, link.path);
    const route = publicRoutes.find((publicRoute) => publicRoute.path === link.path);
    await expect.poll(() => page.title()).toBe(route?.title);
    const current = await page.$eval(`${mainNav} a[aria-current="page"]`, (a) => a.textContent);
    expect(current).toBe(link.name);
    expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
  }
});

test('at 375 px the burger menu opens, navigates and closes', async ({ page }) => {
  await page.setViewport(mobileViewport);
  await page.goto(`${siteOrigin}/over-ons`);
  await waitForRenderedRoute(page);
  expect(await page.$eval(mainNav, (nav) => nav.checkVisibility())).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);

  await (await visibleNamed(page, 'header button', mobileMenuText.open)).click();
  await visibleNamed(page, `${mobileMenu} a`, mobileNavLabels.home);
  const menuLinks = await page.$$eval(`${mobileMenu} a`, (links) =>
    links.filter((link) => link.checkVisibility()).map((link) => link.textContent),
  );
  expect(menuLinks).toEqual(mobileNavigation.map((link) => link.label));
  expect(await bodyOverflow(page)).toBe('hidden');

  await (await visibleNamed(page, `${mobileMenu} a`, navLabels.services)).click();
  await waitForPath(page, '/diensten');
  await page.waitForSelector(mobileMenu, { hidden: true });
  expect(await bodyOverflow(page)).not.toBe('hidden');
  await visibleNamed(page, 'header button', mobileMenuText.open);
});
