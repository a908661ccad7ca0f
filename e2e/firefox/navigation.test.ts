import type { Page } from 'puppeteer-core';
import { publicRoutes } from '../support/routes';
import { expect, mobileViewport, siteOrigin, test } from './support/fixtures';
import { visibleNamed, waitForRenderedRoute } from './support/queries';

const headerLinks = [
  { name: 'Diensten', path: '/diensten' },
  { name: 'Projecten', path: '/projecten' },
  { name: 'Contact', path: '/contact' },
  { name: 'Over ons', path: '/over-ons' },
  { name: 'Home page', path: '/' },
];

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
    await (await visibleNamed(page, 'header nav[aria-label="Hoofdmenu"] a', link.name)).click();
    await waitForPath(page, link.path);
    const route = publicRoutes.find((publicRoute) => publicRoute.path === link.path);
    await expect.poll(() => page.title()).toBe(route?.title);
    const current = await page.$eval('nav[aria-label="Hoofdmenu"] a[aria-current="page"]', (a) => a.textContent);
    expect(current).toBe(link.name);
    expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
  }
});

test('at 375 px the burger menu opens, navigates and closes', async ({ page }) => {
  await page.setViewport(mobileViewport);
  await page.goto(`${siteOrigin}/over-ons`);
  await waitForRenderedRoute(page);
  expect(await page.$eval('nav[aria-label="Hoofdmenu"]', (nav) => nav.checkVisibility())).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobileViewport.width);

  await (await visibleNamed(page, 'header button', 'Menu openen')).click();
  await visibleNamed(page, 'nav[aria-label="Mobiel menu"] a', 'Homepagina');
  const menuLinks = await page.$$eval('nav[aria-label="Mobiel menu"] a', (links) =>
    links.filter((link) => link.checkVisibility()).map((link) => link.textContent),
  );
  expect(menuLinks).toEqual(['Homepagina', 'Diensten', 'Projecten', 'Over ons', 'Contact']);
  expect(await bodyOverflow(page)).toBe('hidden');

  await (await visibleNamed(page, 'nav[aria-label="Mobiel menu"] a', 'Diensten')).click();
  await waitForPath(page, '/diensten');
  await page.waitForSelector('nav[aria-label="Mobiel menu"]', { hidden: true });
  expect(await bodyOverflow(page)).not.toBe('hidden');
  await visibleNamed(page, 'header button', 'Menu openen');
});
